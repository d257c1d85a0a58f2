import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { browserPerFile, screenshot } from "./browser";
import { adminCli, signInThroughPage } from "./session";

/**
 * Defects a QA walk of the site found, each checked where it showed: in the browser, offline
 * (replay data). Asset page with two lots, cards refreshed after a change, Free on Pro areas,
 * the Alerts form, errors at their field, the CSV shape warning, layout details, the 404.
 */
const origin = inject("origin");
const browser = browserPerFile();

function consoleErrors(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (m) => {
    // The document load of a 404 address is reported by the browser itself; not a fault.
    if (m.type() === "error" && !/status of 404/.test(m.text())) seen.push(m.text());
  });
  page.on("pageerror", (e) => seen.push(e.message));
  return seen;
}

async function post<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const r = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
      return ((await r.json()) as { data: unknown }).data;
    },
    { path, body },
  ) as Promise<T>;
}

describe("Pro account pages", () => {
  let page: Page;
  let errors: string[] = [];
  const email = "e2e-ui-pages@example.com";

  beforeAll(async () => {
    page = await browser().newPage({ viewport: { width: 1366, height: 900 } });
    errors = consoleErrors(page);
    await signInThroughPage(page, origin, email);
    adminCli(origin, "set-plan", "--email", email, "--plan", "pro");
  });
  afterAll(async () => page?.close());

  it("an asset held in two lots of one portfolio: one row with its lots, no console error", async () => {
    const p = await post<{ id: string }>(page, "/app/portfolios", { name: "Two lots" });
    await post(page, `/app/portfolios/${p.id}/holdings`, { symbol: "BTC", quantity: 0.5, costBasis: 60000, notes: null });
    await post(page, `/app/portfolios/${p.id}/holdings`, { symbol: "BTC", quantity: 0.25, costBasis: 90000, notes: null });
    errors.length = 0;
    await page.goto(`${origin}/assets/BTC`);
    await page.getByTestId("asset-yours").waitFor();
    const rows = page.getByTestId("asset-portfolio");
    expect(await rows.count()).toBe(1);
    expect(await rows.first().innerText()).toMatch(/0\.75 BTC at \$70,000\.00 average \(2 lots\)/);
    expect(errors).toEqual([]);

    // Phone: the merged row's background reaches the card's edge (the first cell is as wide as the row).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${origin}/portfolios/${p.id}`);
    const row = page.locator('tr.asset[data-asset="BTC"]');
    await row.waitFor();
    const widths = await row.evaluate((tr) => ({ tr: tr.getBoundingClientRect().width, td: tr.querySelector("td")!.getBoundingClientRect().width }));
    expect(widths.td).toBeGreaterThanOrEqual(widths.tr - 1);
    await screenshot(page, "ui-pages-lots-390");
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it("a new portfolio's value and allocation cards fill in after the first holding, without a reload", async () => {
    await page.goto(`${origin}/portfolios`);
    await page.getByLabel("New portfolio name").fill("Fresh");
    await page.getByRole("button", { name: "Create portfolio" }).click();
    await page.getByTestId("portfolio-name").waitFor();
    // The symbol field is wide enough for its whole placeholder at 1366 px.
    const clipped = await page.locator("#holding-symbol").evaluate((el) => {
      const input = el as HTMLInputElement;
      const ctx = document.createElement("canvas").getContext("2d")!;
      const style = getComputedStyle(input);
      ctx.font = `${style.fontSize} ${style.fontFamily}`;
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      return ctx.measureText(input.placeholder).width > input.clientWidth - padding;
    });
    expect(clipped).toBe(false);
    await page.getByLabel("Symbol").fill("ETH");
    await page.getByLabel("Quantity").fill("2");
    await page.getByLabel("Cost per unit (USD)").fill("2000");
    await page.getByRole("button", { name: "Add holding" }).click();
    await page.locator('tr[data-symbol="ETH"]').waitFor();
    await page.getByTestId("value-history").waitFor({ timeout: 10_000 });
    await page.getByTestId("allocation").waitFor();
  });

  it("a watchlist refuses an unknown symbol at the field, with its suggestions", async () => {
    const w = await post<{ id: string }>(page, "/app/watchlists", { name: "Errors" });
    await page.goto(`${origin}/watchlists/${w.id}`);
    await page.getByLabel("Symbol").fill("SOLX");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    const at = page.getByTestId("symbol-picker-error");
    await at.waitFor();
    expect(await at.innerText()).toMatch(/Unknown symbol SOLX\. Did you mean .*SOL/);
    expect(await page.locator('p.error[role="alert"]').count()).toBe(0);
    await at.getByRole("button", { name: "SOL", exact: true }).click();
    expect(await page.getByLabel("Symbol").inputValue()).toBe("SOL");
  });

  it("a CSV with more columns than the template previews with a warning", async () => {
    await page.goto(`${origin}/connections`);
    await page.getByLabel("CSV text").fill("symbol,quantity,cost_basis,notes,exchange\nBTC,0.5,30000,Cold,Kraken\n");
    await page.getByRole("button", { name: "Preview" }).click();
    await page.getByTestId("csv-warnings").getByText(/"exchange" not in the template/).waitFor();
  });

  it("Settings cards keep a gap between them", async () => {
    await page.goto(`${origin}/settings`);
    await page.getByTestId("billing-link").waitFor();
    const gaps = await page.locator("main.content > section.panel").evaluateAll((els) => els.slice(1).map((el, i) => el.getBoundingClientRect().top - els[i]!.getBoundingClientRect().bottom));
    expect(gaps.length).toBeGreaterThan(2);
    for (const g of gaps) expect(g).toBeGreaterThan(4);
  });

  it("the Alerts form: a preview goes with its rule, and every label sits above its field", async () => {
    await page.goto(`${origin}/home`);
    await page.getByTestId("agent-name").fill("Ada");
    await page.getByRole("button", { name: "Create agent" }).click();
    await page.getByTestId("dashboard").waitFor({ timeout: 40_000 });
    await page.goto(`${origin}/alerts`);
    await page.getByTestId("rule-symbol").fill("BTC");
    await page.getByTestId("rule-value").fill("80000");
    await page.getByRole("button", { name: "Preview" }).click();
    await page.getByTestId("rule-preview").waitFor();
    await page.getByTestId("rule-type").selectOption("change_24h");
    expect(await page.getByTestId("rule-preview").count()).toBe(0);
    await page.getByTestId("rule-type").selectOption("ratio_above");
    const tops = await page.locator("form.form label").evaluateAll((ls) => ls.map((l) => Math.round(l.getBoundingClientRect().top)));
    expect(tops.length).toBe(4);
    expect(Math.max(...tops) - Math.min(...tops), `label tops ${tops.join(", ")}`).toBeLessThanOrEqual(3);
    await screenshot(page, "ui-pages-alerts-1366");
  });

  it("an address no route matches shows the 404 without a console error", async () => {
    errors.length = 0;
    await page.goto(`${origin}/this/does/not/exist`);
    await page.getByTestId("error-page").waitFor();
    expect(errors).toEqual([]);
  });
});

describe("Free account on Pro areas", () => {
  it("Explore and Track show what Pro adds and the way to Billing, with no Pro-only request", async () => {
    const page = await browser().newPage({ viewport: { width: 1366, height: 900 } });
    const errors = consoleErrors(page);
    const refused: string[] = [];
    page.on("response", (r) => {
      if (r.status() === 403) refused.push(r.url());
    });
    await signInThroughPage(page, origin, "e2e-ui-pages-free@example.com");
    // Signing in asks /app/me while signed out (401): not the pages under test.
    errors.length = 0;
    for (const path of ["/explore", "/track", "/analyze"]) {
      await page.goto(`${origin}${path}`);
      const wall = page.getByTestId("pro-wall");
      await wall.waitFor();
      expect(await wall.getByTestId("pro-wall-upgrade").getAttribute("href")).toBe("/settings/billing");
      expect(await page.locator('form[aria-label="Explore choices"]').count()).toBe(0);
    }
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
