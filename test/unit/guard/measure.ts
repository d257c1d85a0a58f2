/** One-off measurement of a red-team set: `npx tsx test/unit/guard/measure.ts heldout-12 [--list]`. */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { score, table, type RedTeamSet } from "./score";

const name = process.argv[2] ?? "heldout-12";
const set = JSON.parse(readFileSync(join(dirname(process.argv[1] ?? "."), `../../fixtures/guard/${name}.json`), "utf8")) as RedTeamSet;
const scores = score(set);
console.log(table(scores));
if (process.argv.includes("--list")) {
  for (const s of scores) {
    for (const l of s.leaks) console.log(`LEAK ${s.lang}: ${l}`);
    for (const f of s.falsePositives) console.log(`FP   ${s.lang}: ${f}`);
  }
}
