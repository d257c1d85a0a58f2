import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { browserPerFile, screenshot } from "./browser";
import { signInThroughPage } from "./session";

/**
 * Offline (replay data): search → asset page → add to watchlist → the watchlist shows its price
 * and distance to the entry target; the chart's timeframe buttons; unknown symbols; at 1366 and
 * 390 px with no horizontal overflow and no console errors.
 */
const origin = inject("origin");
const browser = browserPerFile();

function consoleErrors(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") seen.push(m.text());
  });
  page.on("pageerror", (e) => seen.push(e.message));
  return seen;
}

/** No horizontal overflow; on failure the message names the elements that stick out. */
async function noOverflow(page: Page, where: string) {
  const { scroll, client, wide } = await page.evaluate(() => {
    const client = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll("body *")]
      .filter((e) => e.getBoundingClientRect().right > client + 1)
      .slice(0, 6)
      .map((e) => `${e.tagName.toLowerCase()}${e.className && typeof e.className === "string" ? "." + e.className.split(" ").join(".") : ""}${e.getAttribute("data-testid") ? `[${e.getAttribute("data-testid")}]` : ""} → ${Math.round(e.getBoundingClientRect().right)}px`);
    return { scroll: document.documentElement.scrollWidth, client, wide };
  });
  expect(scroll, `${where}: page wider than the screen (${wide.join("; ")})`).toBeLessThanOrEqual(client);
}

async function pickRange(page: Page, range: string) {
  await page.getByTestId(`tf-${range}`).click();
  await page.locator(`[data-testid="asset-chart"][data-range="${range}"][data-loading="false"]`).waitFor();
  return Number(await page.getByTestId("asset-chart").getAttribute("data-candles"));
}

describe("asset pages, search and watchlist prices", () => {
  it("desktop: / opens search, Enter opens ETH, timeframes work, adding to a watchlist shows price and distance", async () => {
    const page = await browser().newPage({ viewport: { width: 1366, height: 900 } });
    await signInThroughPage(page, origin, "e2e-assets@example.com");
    // From Home on (the sign-in page's own "not signed in yet" 401 is not this test's subject).
    const errors = consoleErrors(page);

    await page.keyboard.press("/");
    await page.getByTestId("search-input").fill("ether");
    await page.getByTestId("search-hit").first().getByText("ETH", { exact: true }).waitFor();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/assets\/ETH$/);
    await page.getByTestId("asset-price").waitFor();
    expect(await page.getByTestId("asset-head").innerText()).toMatch(/ETH\s+Ethereum[\s\S]*replay data from \d{4}-\d\d-\d\d/);
    await page.getByTestId("asset-chart").locator("canvas").first().waitFor();
    expect(await page.getByTestId("asset-indicators").innerText()).toMatch(/RSI 14\s+\d+\.\d/);
    expect(await page.getByTestId("asset-fundamentals").innerText()).toMatch(/Market cap\s+\$\d/);

    // Timeframe buttons: the number of daily candles follows the button; 1D needs intraday data ETH lacks.
    expect(await pickRange(page, "1M")).toBeGreaterThanOrEqual(30);
    expect(await pickRange(page, "1M")).toBeLessThanOrEqual(31);
    expect(await pickRange(page, "1Y")).toBeGreaterThanOrEqual(365);
    expect(await pickRange(page, "1W")).toBeLessThanOrEqual(8);
    expect(await page.getByTestId("tf-1D").isDisabled()).toBe(true);
    await pickRange(page, "3M");
    await page.getByLabel("Average type").selectOption("ema");
    await page.getByLabel("Average length").fill("9");
    await page.getByTestId("add-overlay").click();
    await page.getByTestId("toggle-rsi").check();
    await page.getByTestId("asset-chart").getByText("EMA 9").waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, "assets-eth-desktop");

    // Add to a watchlist with a target 10 % under the price.
    const price = Number((await page.getByTestId("asset-price").locator("strong").innerText()).replace(/[$,]/g, ""));
    await page.getByLabel("Entry target (USD)").fill(String(Math.round(price * 0.9)));
    await page.getByTestId("asset-add-watchlist").getByRole("button").click();
    await page.getByTestId("asset-added").waitFor();
    await page.getByTestId("asset-watchlist").getByRole("link").click();
    await page.waitForURL(/\/watchlists\/[^/]+$/);
    const row = page.locator('tr[data-symbol="ETH"]');
    await row.getByTestId("sparkline").waitFor();
    expect(await row.getByTestId("item-price").innerText()).toMatch(/^\$[\d,]+\.\d\d$/);
    const distance = await row.getByTestId("item-distance").innerText();
    expect(Number(distance.replace("%", ""))).toBeCloseTo(-10, 0);
    await noOverflow(page, "watchlist");
    await screenshot(page, "assets-watchlist-desktop");

    // The watchlist's symbol links back to the asset page; an unknown symbol gets suggestions.
    await row.getByTestId("symbol-link").click();
    await page.waitForURL(/\/assets\/ETH$/);
    expect(errors).toEqual([]);
    await page.goto(`${origin}/assets/ETHH`);
    await page.getByTestId("asset-not-found").getByRole("link", { name: "ETH", exact: true }).waitFor();
    await screenshot(page, "assets-not-found-desktop");
    await noOverflow(page, "not found");
    // The only console line there is Chromium's note of the asset endpoint's 404 itself.
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    expect(errors.length).toBeLessThanOrEqual(1);
  });

  it("phone: the search button, an asset page and the watchlist fit 390 px", async () => {
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
    await signInThroughPage(page, origin, "e2e-assets-phone@example.com");
    const errors = consoleErrors(page);
    await page.getByTestId("search-open").click();
    await page.getByTestId("search-hit").first().waitFor();
    // Enter straight after typing opens what was typed, not the list shown before.
    await page.getByTestId("search-input").fill("sol");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/assets\/SOL$/);
    await page.getByTestId("asset-chart").locator("canvas").first().waitFor();
    expect(await pickRange(page, "1Y")).toBeGreaterThanOrEqual(365);
    await page.waitForTimeout(300);
    await screenshot(page, "assets-sol-phone");
    await noOverflow(page, "asset page");
    await page.getByLabel("Entry target (USD)").fill("100");
    await page.getByTestId("asset-add-watchlist").getByRole("button").click();
    await page.getByTestId("asset-added").waitFor();
    await page.getByTestId("asset-watchlist").getByRole("link").click();
    await page.locator('tr[data-symbol="SOL"]').getByTestId("sparkline").waitFor();
    expect(await page.locator('tr[data-symbol="SOL"]').getByTestId("item-distance").innerText()).toMatch(/^[+-]?\d+\.\d\d%$/);
    await screenshot(page, "assets-watchlist-phone");
    await noOverflow(page, "watchlist");
    expect(errors).toEqual([]);
  });
});
