#!/usr/bin/env node
// The local Browser Rendering binding (miniflare) launches Chrome from wrangler's cache and tries to
// download it when it is missing. We never download a browser build: the path it expects gets a tiny
// script that runs Debian's Chromium (see TOOLCHAIN.md "Browser Rendering locally"). Idempotent;
// used by `npm start`, by the integration tests' globalSetup and by bench/browser.
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

/** The Chrome version miniflare's browser plugin pins (miniflare's BROWSER_VERSION). */
export const CHROME_VERSION = "126.0.6478.182";
const CHROMIUM = process.env.FATHOM_CHROMIUM ?? "/usr/bin/chromium";

export function chromeShimPath() {
  const cache = process.env.XDG_CACHE_HOME || join(homedir(), ".cache");
  return join(cache, ".wrangler", "chrome", `linux-${CHROME_VERSION}`, "chrome-linux64", "chrome");
}

/** Writes the shim if it is missing or stale; returns its path, or null when Chromium is not installed. */
export function ensureChromeShim() {
  if (process.platform !== "linux" || !existsSync(CHROMIUM)) return null;
  const path = chromeShimPath();
  const script = `#!/bin/sh\nexec ${CHROMIUM} --no-sandbox --disable-gpu "$@"\n`;
  const marker = join(dirname(dirname(path)), ".miniflare-install-complete");
  if (existsSync(path) && existsSync(marker) && readFileSync(path, "utf8") === script) return path;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, script);
  chmodSync(path, 0o755);
  // miniflare treats an install without this marker as unverified and may discard it.
  writeFileSync(marker, "");
  return path;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const path = ensureChromeShim();
  console.log(path ? `[fathom] chrome shim: ${path}` : `[fathom] chrome shim: skipped (${CHROMIUM} not found)`);
}
