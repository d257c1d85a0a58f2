import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

/** The README's links to files in the repository point at files that exist (the API contract did not). */
describe("README links", () => {
  it("every relative link resolves to a file in the repo, the API contract included", () => {
    const readme = readFileSync(resolve(import.meta.dirname, "../../README.md"), "utf8");
    const links = [...readme.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((m) => m[1]!).filter((href) => !/^[a-z]+:/i.test(href));
    expect(links).toContain("docs/API.md");
    const missing = links.filter((href) => !existsSync(resolve(import.meta.dirname, "../..", href)));
    expect(missing).toEqual([]);
    expect(readme).not.toMatch(/The contract is API\.md/);
  });
});
