#!/usr/bin/env node
// Checks that the committed worker-configuration.d.ts matches what `wrangler types` generates.
// (`wrangler types --check` reads the local .dev.vars even with --env-file, and `npm start`
// writes local secrets there, so it would fail on any developer machine; we regenerate instead.)
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

const file = "worker-configuration.d.ts";
const committed = readFileSync(file, "utf8");
const result = spawnSync("npx", ["wrangler", "types", "--strict-vars=false", "--env-file", "/dev/null"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
});
const generated = readFileSync(file, "utf8");
writeFileSync(file, committed);
if (result.status !== 0) process.exit(result.status ?? 1);
if (generated !== committed) {
  console.error(`${file} is out of date: run \`npm run types\` and commit it.`);
  process.exit(1);
}
console.log(`${file} is up to date.`);
