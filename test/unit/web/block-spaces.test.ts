import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { compile } from "svelte/compiler";
import { describe, expect, it } from "vitest";

/**
 * Svelte drops the whitespace at the start of an {#if}/{:else} block, so
 * `{source}{#if asOf} · as of {asOf}{/if}` reads "replay· as of" on the page. The site writes the
 * space as `{" "}` instead; this keeps every template honest.
 */
const ROOT = join(import.meta.dirname, "../../../web/src");
const BLOCK_THEN_SPACE = /\{(?:#if|:else(?: if)?)\b[^{}\n]*\} (?=\S)/g;

function svelteFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? svelteFiles(path) : path.endsWith(".svelte") ? [path] : [];
  });
}

describe("spaces at the start of a template block", () => {
  it("Svelte really drops them (the reason for the rule below)", () => {
    const code = compile(`<p>{a}{#if b} · as of {b}{/if}</p>`, { generate: "server" }).js.code;
    expect(code).toContain("`<!--[0-->· as of");
  });

  it("no template starts a block's text with a space it would lose", () => {
    const offenders = svelteFiles(ROOT).flatMap((file) => {
      const text = readFileSync(file, "utf8").replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, "");
      return [...text.matchAll(BLOCK_THEN_SPACE)].map((m) => `${file.slice(ROOT.length + 1)}: ${m[0]}`);
    });
    expect(offenders).toEqual([]);
  });
});
