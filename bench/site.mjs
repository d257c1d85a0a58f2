#!/usr/bin/env node
// bench/site: Lighthouse-style figures for Home and Markets in Chromium — first contentful paint
// (Performance API `paint` entries) and the JavaScript shipped (compressed bytes on the wire and
// decoded size of every script the page loads). Starts the product as `npm start` does (or uses
// --origin), signs an account in through the real e-mail code flow, then loads each page
// --runs times with a cold cache and prints the median.
// Usage: node bench/site.mjs [--runs 5] [--port 8871] [--origin http://localhost:8787]
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { startProduct } from "./product.mjs";

const { values } = parseArgs({ options: { runs: { type: "string", default: "5" }, port: { type: "string", default: "8871" }, origin: { type: "string" } } });
const runs = Number(values.runs);
const PAGES = ["/home", "/markets"];

async function sessionCookie(origin, email) {
  const headers = { "content-type": "application/json", origin };
  await fetch(`${origin}/auth/email/start`, { method: "POST", headers, body: JSON.stringify({ email }) });
  const mail = await (await fetch(`${origin}/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
  const code = /code is (\d{6})/.exec(mail.data[0].text)[1];
  const verified = await fetch(`${origin}/auth/email/verify`, { method: "POST", headers, body: JSON.stringify({ email, code }) });
  const cookie = /fathom_session=([^;]+)/.exec(verified.headers.get("set-cookie") ?? "")?.[1];
  if (!verified.ok || !cookie) throw new Error("sign-in failed");
  return cookie;
}

/** One cold load: FCP, the page's own "ready" (its h1 drawn), and the scripts it pulled. */
async function measure(browser, origin, cookie, path) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addCookies([{ name: "fathom_session", value: cookie, url: origin }]);
  const page = await context.newPage();
  await page.goto(`${origin}${path}`, { waitUntil: "load" });
  await page.locator("h1").first().waitFor();
  await page.waitForLoadState("networkidle");
  const figures = await page.evaluate(() => {
    const fcp = performance.getEntriesByType("paint").find((e) => e.name === "first-contentful-paint")?.startTime ?? null;
    const scripts = performance.getEntriesByType("resource").filter((e) => /\.m?js(\?|$)/.test(e.name));
    return {
      fcp,
      jsFiles: scripts.length,
      jsWire: scripts.reduce((s, e) => s + (e.encodedBodySize || 0), 0),
      jsDecoded: scripts.reduce((s, e) => s + (e.decodedBodySize || 0), 0),
    };
  });
  await context.close();
  return figures;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const product = values.origin ? { origin: values.origin, stop: () => {} } : await startProduct(Number(values.port));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"] });
try {
  const cookie = await sessionCookie(product.origin, `bench-site-${Date.now()}@example.com`);
  console.log(`site bench: ${runs} cold loads per page at 1366 px, median (Chromium ${browser.version()})`);
  console.log("page      FCP      JS files  JS on the wire  JS decoded");
  for (const path of PAGES) {
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await measure(browser, product.origin, cookie, path));
    const m = (k) => median(samples.map((s) => s[k]));
    console.log(`${path.padEnd(9)} ${`${Math.round(m("fcp"))} ms`.padEnd(8)} ${String(m("jsFiles")).padEnd(9)} ${kb(m("jsWire")).padEnd(15)} ${kb(m("jsDecoded"))}`);
  }
} finally {
  await browser.close();
  product.stop();
}
