// Brings migrations/meta up to date after migrations were written by hand (0004–0011 were):
// drizzle-kit's journal and latest snapshot are what its next `generate` diffs against, so without
// them it would number the next file 0004 and re-create every table since 0003.
//
//   node scripts/drizzle-snapshot.mjs     (from the repository root, after merging)
//
// It writes no SQL file. It adds a journal entry per .sql file the journal lacks (idx = the file's
// number, so the next generated file takes the next number) and one snapshot of the current drizzle
// schema as the snapshot of the newest of them, chained to the previous snapshot. That is right
// only while the schema files and the migrations agree, which test/integration/schema-drift.test.ts
// checks: run it first. Finally it checks that drizzle-kit now sees no change, and undoes its
// writes if not.
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";

const root = process.cwd();
const migrations = join(root, "migrations");
const meta = join(migrations, "meta");
const journalPath = join(meta, "_journal.json");
const readJson = (path) => JSON.parse(readFileSync(path, "utf8"));

/** drizzle-kit generate with the project's schema list and another output folder. */
function generate(out, name) {
  const config = join(root, `.drizzle-snapshot-${process.pid}.config.ts`);
  const schema = ["./worker/db/schema.ts", "./worker/db/*-schema.ts"];
  writeFileSync(config, `import { defineConfig } from "drizzle-kit";\nexport default defineConfig(${JSON.stringify({ dialect: "sqlite", schema, out: relative(root, out) })});\n`);
  try {
    return execFileSync("npx", ["drizzle-kit", "generate", "--config", config, ...(name ? ["--name", name] : [])], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } finally {
    rmSync(config, { force: true });
  }
}

const journal = readJson(journalPath);
const known = new Set(journal.entries.map((e) => e.tag));
const missing = readdirSync(migrations)
  .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
  .map((f) => f.slice(0, -4))
  .filter((tag) => !known.has(tag))
  .sort();
if (missing.length === 0) {
  console.log("migrations/meta already lists every migration.");
  process.exit(0);
}

const work = mkdtempSync(join(tmpdir(), "drizzle-snapshot-"));
try {
  // A full snapshot of the current schema: generated into an empty folder, so nothing is diffed.
  generate(join(work, "full"), "full");
  const full = readJson(join(work, "full", "meta", "0000_snapshot.json"));
  const previous = readdirSync(meta).filter((f) => /^\d{4}_snapshot\.json$/.test(f)).sort().at(-1);
  const newest = missing.at(-1);
  const snapshotPath = join(meta, `${newest.slice(0, 4)}_snapshot.json`);
  const originalJournal = readFileSync(journalPath, "utf8");
  writeFileSync(snapshotPath, `${JSON.stringify({ ...full, id: randomUUID(), prevId: previous ? readJson(join(meta, previous)).id : full.prevId }, null, 2)}\n`);
  const last = journal.entries.at(-1)?.when ?? Date.now();
  missing.forEach((tag, i) => journal.entries.push({ idx: Number(tag.slice(0, 4)), version: "6", when: last + (i + 1) * 1000, tag, breakpoints: true }));
  writeFileSync(journalPath, `${JSON.stringify(journal, null, 2)}\n`);

  // The proof: on a copy, drizzle-kit now finds nothing to migrate.
  cpSync(migrations, join(work, "check"), { recursive: true });
  const verdict = generate(join(work, "check"));
  if (!/No schema changes/.test(verdict)) {
    rmSync(snapshotPath);
    writeFileSync(journalPath, originalJournal);
    console.error(`drizzle-kit still sees changes; migrations/meta left as it was.\n${verdict}`);
    process.exit(1);
  }
  console.log(`Journal: added ${missing.join(", ")}. Snapshot: ${relative(root, snapshotPath)}. drizzle-kit generate: no schema changes.`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
