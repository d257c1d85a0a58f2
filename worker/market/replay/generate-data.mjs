#!/usr/bin/env node
// Regenerates worker/market/replay/data/ (the replay series as static files) from the shared
// market-data folder. Run by hand only (`node worker/market/replay/generate-data.mjs /path/to/shared/data/market`);
// the Worker (through its ASSETS binding) and the tests read the generated files, never the shared folder.
// The files are CSV bodies without their header row; series.ts knows the columns:
//   crypto/<SYMBOL>.csv, equity/<SYMBOL>.csv   date,open,high,low,close,volume (daily)
//   5m/<SYMBOL>.csv                            timestamp,open,high,low,close,volume (USDC/USDT, March 2023 depeg, Yahoo Finance)
//   events/defihacklabs.csv                    date,protocol,technique,lost_as_stated,poc_path,source_file
//                                              (SunWeb3Sec/DeFiHackLabs @ b3719ce7, Apache-2.0)
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const src = process.argv[2];
if (!src) throw new Error("usage: generate-data.mjs <shared/data/market>");
const out = join(dirname(fileURLToPath(import.meta.url)), "data");

const body = (file) => readFileSync(file, "utf8").trim().split("\n").slice(1).join("\n") + "\n";
const write = (path, text) => {
  mkdirSync(dirname(join(out, path)), { recursive: true });
  writeFileSync(join(out, path), text);
};

for (const folder of ["crypto", "equity"]) {
  for (const f of readdirSync(join(src, folder)).filter((name) => name.endsWith(".csv")).sort()) write(`${folder}/${f}`, body(join(src, folder, f)));
}
for (const s of ["USDC", "USDT"]) write(`5m/${s}.csv`, body(join(src, "crypto-intraday", `${s}-USD-5m-2023-03.csv`)));
write("events/defihacklabs.csv", body(join(src, "events", "defi_hacks_defihacklabs.csv")));
