import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browserPerFile, screenshot } from "./browser";
import { adminCli, signInThroughPage } from "./session";

/**
 * Every page of the site at a laptop (1366 px) and a phone (390 px) width: nothing wider than the
 * screen (tables scroll inside their box or become cards), no console errors, a screenshot of each.
 */
const origin = inject("origin");
const browser = browserPerFile();

const WIDTHS = [1366, 390] as const;
const PAGES = [
  "/home", "/chat", "/explore", "/analyze", "/verdicts", "/track", "/notebook", "/portfolios", "/watchlists",
  "/markets", "/activity", "/alerts", "/inbox", "/capabilities", "/settings", "/settings/agent", "/settings/usage", "/settings/sources", "/artifacts", "/connections", "/assets/BTC",
  "/settings/billing", "/settings/api-keys", "/developers", "/upgrade", "/no-such-page", "/this/does/not/exist",
];

/** Console errors and uncaught exceptions on a page, from before its first navigation. */
function consoleErrors(page: Page): string[] {
  const seen: string[] = [];
  // Errors the browser reports only to window.onerror (a "ResizeObserver loop" after a chart
  // reply is one) reach the console this way, so the walk sees them too.
  void page.addInitScript(() => window.addEventListener("error", (e) => console.error(`window error: ${e.message}`)));
  page.on("console", (m) => {
    // A page that is meant to answer 404 logs the failed document load; that is not a fault.
    if (m.type() === "error" && !/status of 404/.test(m.text())) seen.push(m.text());
  });
  page.on("pageerror", (e) => seen.push(e.message));
  return seen;
}

async function overflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number; widest: string }> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    // Name the element that sticks out, so a failure says where to look.
    let widest = "";
    for (const el of Array.from(document.querySelectorAll("body *"))) {
      const r = el.getBoundingClientRect();
      if (r.right > innerWidth + 1 && r.width > 0) {
        widest = `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 120);
        break;
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, widest };
  });
}

/** Waits until the page has settled: its heading drawn and nothing still "Loading…". */
async function settle(page: Page): Promise<void> {
  await page.locator("h1").first().waitFor();
  await page.waitForFunction(() => !/Loading…/.test(document.querySelector("main")?.textContent ?? ""), undefined, { timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(300);
}

/**
 * Chat with a chart reply on the page: one is asked for live at each width, since the chart
 * sizing itself inside a streaming reply is what logged the ResizeObserver error.
 */
async function chartReply(page: Page): Promise<void> {
  await page.locator('button[type="submit"]:not([disabled])').waitFor({ timeout: 30_000 });
  const before = await page.getByTestId("price-chart").count();
  await page.getByTestId("composer").fill("ETH chart with 50 and 200 SMA");
  await page.locator('button[type="submit"]:not([disabled])').click();
  const chart = page.getByTestId("price-chart").nth(before);
  await chart.locator("canvas").first().waitFor({ timeout: 60_000 });
  expect(await chart.getAttribute("data-lines")).toBe("SMA 50,SMA 200");
  await page.locator('button[type="submit"]:not([disabled])').waitFor({ timeout: 30_000 });
  // The box changing under a drawn chart is when a resize inside the observer loops: narrow and
  // widen the window a few times, then come back.
  const size = page.viewportSize() ?? { width: 1366, height: 900 };
  for (const dx of [-37, 23, -11, 0]) {
    await page.setViewportSize({ width: size.width + dx, height: size.height });
    await page.waitForTimeout(120);
  }
  await page.waitForTimeout(500);
}

/**
 * Tables whose rows become cards on a phone: at 390 px none of their cells may sit off-screen
 * (a table that scrolls inside its box hides its columns; these carry the page's key figures).
 */
const CARDS: [RegExp, string][] = [
  [/^\/markets$/, '[data-testid="overview"] td'],
  [/^\/portfolios\/[^/]+$/, '[data-testid="holdings"] td'],
  [/^\/watchlists\/[^/]+$/, '[data-testid="items"] td'],
  [/^\/settings\/api-keys$/, '[data-testid="keys"] td'],
  [/^\/notebook$/, '[data-testid="notebook-list"] td'],
];

async function cellsOffScreen(page: Page, path: string): Promise<string[]> {
  const selector = CARDS.find(([re]) => re.test(path))?.[1];
  if (!selector) return [];
  const cells = await page.locator(selector).evaluateAll((tds) => tds.map((td) => ({ text: (td.textContent ?? "").trim().slice(0, 30), right: td.getBoundingClientRect().right, screen: window.innerWidth })));
  if (cells.length === 0) return [`${path}: no ${selector} to check`];
  return cells.filter((c) => c.right > c.screen + 1).map((c) => `${path}: cell "${c.text}" off-screen at ${Math.round(c.right)} px`);
}

/** What a page must have drawn before it is judged (beyond its heading). */
async function ready(page: Page, path: string): Promise<void> {
  if (path === "/chat") await chartReply(page);
  if (path === "/home") await page.locator('[data-testid="widget"][data-kind="chart"] canvas').first().waitFor({ timeout: 30_000 });
}

/** Visits every page at one width; returns what is wrong, page by page. */
async function walk(page: Page, errors: string[], pages: string[], width: number): Promise<string[]> {
  const failures: string[] = [];
  await page.setViewportSize({ width, height: 900 });
  for (const path of pages) {
    errors.length = 0;
    await page.goto(`${origin}${path}`);
    await settle(page);
    await ready(page, path);
    const o = await overflow(page);
    if (o.scrollWidth > o.innerWidth) failures.push(`${path} @${width}: scrollWidth ${o.scrollWidth} > ${o.innerWidth} (${o.widest})`);
    if (errors.length > 0) failures.push(`${path} @${width}: console: ${errors.join(" | ")}`);
    if (width < 760) failures.push(...(await cellsOffScreen(page, path)));
    const name = path.replace(/^\//, "").replace(/\/[0-9a-z_-]{16,}$/i, "-detail").replace(/\//g, "-");
    await screenshot(page, `layout-${name}-${width}`);
  }
  return failures;
}

describe("layout at laptop and phone widths", () => {
  let page: Page;
  let errors: string[] = [];
  let pages: string[] = [];

  beforeAll(async () => {
    page = await browser().newPage({ viewport: { width: 1366, height: 900 } });
    errors = consoleErrors(page);
    const email = "e2e-layout@example.com";
    await signInThroughPage(page, origin, email);
    adminCli(origin, "set-plan", "--email", email, "--plan", "pro");
    // API access and a key, so Settings → API keys shows its tables (they overflowed a phone once).
    adminCli(origin, "api-access", "--email", email, "--on");
    // A portfolio and a watchlist with something in them, so their detail pages have tables.
    const ids = await page.evaluate(async () => {
      const post = async (path: string, body: unknown) => {
        const r = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
        if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
        return ((await r.json()) as { data: { id: string } }).data;
      };
      const portfolio = await post("/app/portfolios", { name: "Long-term holdings with a long name" });
      await post(`/app/portfolios/${portfolio.id}/holdings`, { symbol: "BTC", quantity: 0.5, costBasis: 30000, notes: null });
      await post(`/app/portfolios/${portfolio.id}/holdings`, { symbol: "ETH", quantity: 4, costBasis: 1800, notes: "cold wallet" });
      const watchlist = await post("/app/watchlists", { name: "Majors" });
      await post(`/app/watchlists/${watchlist.id}/items`, { symbol: "SOL", entryTarget: 100, notes: "a long note that should wrap inside its card on a phone" });
      await post(`/app/watchlists/${watchlist.id}/items`, { symbol: "DOGE", entryTarget: null, notes: null });
      await post("/app/notebook", { kind: "Note", title: "Why BTC dominance matters for the altcoin basket this quarter", body: "Notes.", symbol: "BTC" });
      await post("/app/api-keys", { name: "Spreadsheet sync with a long name", scopes: ["portfolio:read", "watchlist:read", "market:read"], expiresInDays: 90 });
      return { portfolio: portfolio.id, watchlist: watchlist.id };
    });
    pages = [...PAGES, `/portfolios/${ids.portfolio}`, `/watchlists/${ids.watchlist}`];
    // An agent, so Home is the widget dashboard and Chat the conversation, not their setup screens.
    await page.goto(`${origin}/home`);
    await page.getByTestId("agent-name").fill("Ada");
    await page.getByRole("button", { name: "Create agent" }).click();
    await page.getByTestId("dashboard").waitFor({ timeout: 30_000 });
    // Beside the default widgets: the ones that list symbols, and a chart (its price label must stay inside).
    await page.evaluate(async () => {
      // An alert rule lives in the agent, so it is set once the agent exists.
      const rule = await fetch("/app/alerts", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ type: "price_below", symbol: "BTC", value: 80000 }) });
      if (!rule.ok) throw new Error(`alert rule: ${rule.status} ${await rule.text()}`);
      for (const op of [{ kind: "prices" }, { kind: "alerts" }, { kind: "chart", symbol: "BTC" }, { kind: "notebook" }, { kind: "activity" }]) {
        const r = await fetch("/app/agent/dashboard", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ op: "add", ...op }) });
        if (!r.ok) throw new Error(`adding ${op.kind}: ${r.status}`);
      }
    });
  }, 120_000);

  it.each(WIDTHS)("at %i px no page is wider than the screen and none logs a console error", async (width) => {
    expect(await walk(page, errors, pages, width)).toEqual([]);
  }, 300_000);

  it("Home's widgets link every symbol to its asset page, and Prices shows the watchlist's prices (not the movers)", async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${origin}/home`);
    const widget = (kind: string) => page.locator(`[data-testid="widget"][data-kind="${kind}"]`);
    await widget("prices").locator("tbody tr").first().waitFor({ timeout: 30_000 });
    // The first watchlist's symbols, in order, each with a price and a signed change.
    const prices = widget("prices").locator("tbody tr");
    expect(await prices.evaluateAll((rows) => rows.map((r) => r.getAttribute("data-symbol")))).toEqual(["SOL", "DOGE"]);
    for (const value of await prices.locator("td.num").allInnerTexts()) expect(value).toMatch(/^\$[\d,]+\.\d{2,6} · [+-]?\d+\.\d\d%$/);
    for (const kind of ["prices", "movers", "watchlist", "alerts"]) {
      const rows = widget(kind).locator("tbody tr");
      await rows.first().waitFor({ timeout: 30_000 });
      const links = await rows.evaluateAll((trs) => trs.map((tr) => [tr.getAttribute("data-symbol"), tr.querySelector("td a")?.getAttribute("href") ?? null]));
      expect(links.length, kind).toBeGreaterThan(0);
      for (const [symbol, href] of links) expect(href, `${kind} row ${symbol}`).toBe(`/assets/${symbol}`);
    }
    expect(await widget("alerts").innerText()).toMatch(/BTC\s+below \$80,000\.00/);
    // The chart widget's title names its symbol as a link, and its notebook and activity widgets are filled, not placeholders.
    expect(await widget("chart").locator("h2 a").getAttribute("href")).toBe("/assets/BTC");
    expect(await widget("chart").locator("h2").innerText()).toBe("Chart · BTC");
    for (const kind of ["notebook", "activity"]) expect(await widget(kind).innerText()).not.toMatch(/fills in as its area is built/);
    // The chart widget's canvases (the price label is drawn in one) stay inside its frame, at both widths.
    const chartFits = () =>
      widget("chart").evaluate((w) => {
        const box = w.getBoundingClientRect();
        const parts = [...w.querySelectorAll("canvas, table, figure")].map((e) => e.getBoundingClientRect());
        return parts.length > 0 && parts.every((r) => r.right <= box.right + 1 && r.left >= box.left - 1);
      });
    await widget("chart").locator("canvas").first().waitFor();
    expect(await chartFits()).toBe(true);
    await page.setViewportSize({ width: 390, height: 900 });
    await page.waitForTimeout(500);
    expect(await chartFits()).toBe(true);
    await page.setViewportSize({ width: 1366, height: 900 });
    await widget("movers").locator("tbody tr a").first().click();
    await page.waitForURL(/\/assets\/[A-Z0-9]+$/);
    await page.getByTestId("asset-head").waitFor();
    // Alert rules on the Alerts page link their symbol too.
    await page.goto(`${origin}/alerts`);
    expect(await page.getByTestId("alert-rule").first().locator("a").first().getAttribute("href")).toBe("/assets/BTC");
  });

  it("an unknown address shows the styled 404 with a way back, inside the shell", async () => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(`${origin}/no-such-page`);
    await page.getByTestId("error-page").waitFor();
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Page not found");
    await page.getByRole("link", { name: "Go to Home" }).click();
    await page.waitForURL(/\/home$/);
  });

  it("follows the system's dark mode, and keyboard focus is visible", async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${origin}/markets`);
    await page.locator("h1").waitFor();
    const colours = () => page.evaluate(() => ({ bg: getComputedStyle(document.documentElement).backgroundColor, text: getComputedStyle(document.documentElement).color }));
    await page.emulateMedia({ colorScheme: "light" });
    const light = await colours();
    await page.emulateMedia({ colorScheme: "dark" });
    const dark = await colours();
    await screenshot(page, "layout-markets-dark-1366");
    expect(dark.bg).not.toBe(light.bg);
    expect(dark.text).not.toBe(light.text);
    await page.emulateMedia({ colorScheme: "light" });
    await page.keyboard.press("Tab");
    const outline = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el && el !== document.body ? getComputedStyle(el).outlineStyle : "none";
    });
    expect(outline).not.toBe("none");
  });

  it("the sign-in page fits at both widths", async () => {
    const fresh = await browser().newPage();
    const failures: string[] = [];
    for (const width of WIDTHS) {
      await fresh.setViewportSize({ width, height: 900 });
      await fresh.goto(`${origin}/sign-in`);
      await fresh.getByLabel("E-mail").waitFor();
      const o = await overflow(fresh);
      if (o.scrollWidth > o.innerWidth) failures.push(`/sign-in @${width}: scrollWidth ${o.scrollWidth} (${o.widest})`);
      await screenshot(fresh, `layout-sign-in-${width}`);
    }
    expect(failures).toEqual([]);
  });
});
