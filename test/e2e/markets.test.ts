import { describe, expect, inject, it } from "vitest";
import { browserPerFile, cspViolations, screenshot } from "./browser";
import { adminCli, signInThroughPage } from "./session";

/**
 * Offline, as `npm start` runs with no network: the Markets page (Free accounts too) and
 * GET /v1/market/prices show the bundled replay data, labelled as such, each number with its asOf.
 */
const origin = inject("origin");
const browser = browserPerFile();

describe("markets, offline", () => {
  it("the Markets page shows overview, movers, indicators and events from labelled replay data", async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    const violations = cspViolations(page);
    const email = "e2e-markets@example.com";
    await signInThroughPage(page, origin, email);
    await page.getByRole("navigation").getByRole("link", { name: "Markets" }).click();
    await page.getByTestId("replay-banner").waitFor();
    expect(await page.getByTestId("replay-banner").innerText()).toMatch(/replay data from \d{4}-\d{2}-\d{2}/);
    const overview = page.getByTestId("overview");
    await overview.getByText("BTC", { exact: true }).first().waitFor();
    expect(await overview.innerText()).toMatch(/replay data from/);
    await page.getByTestId("movers").locator("li, tr").first().waitFor();
    await page.getByTestId("indicators").getByText(/daily candles/).waitFor();
    expect(await page.getByTestId("indicators").innerText()).toMatch(/RSI/i);
    await page.getByTestId("candle-chart").waitFor();
    // lightweight-charts loaded and drew under the site's CSP.
    await page.getByTestId("candle-chart").locator("canvas").first().waitFor();
    expect(violations).toEqual([]);
    await screenshot(page, "markets-desktop");

    // The same numbers over the API, with a key, as a developer would fetch them.
    adminCli(origin, "api-access", "--email", email, "--on");
    const key = adminCli(origin, "create-key", "--email", email, "--scopes", "market:read", "--name", "e2e").trim().split("\n")[0]!;
    const response = await fetch(`${origin}/v1/market/prices?symbols=BTC,ETH`, { headers: { authorization: `Bearer ${key}` } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { symbol: string; price: number; source: string; label: string; asOf: string }[] };
    expect(body.data.map((q) => q.symbol)).toEqual(["BTC", "ETH"]);
    for (const q of body.data) {
      expect(q.price).toBeGreaterThan(0);
      expect(q.source).toBe("replay");
      expect(q.label).toMatch(/^replay data from /);
      expect(Date.parse(q.asOf)).toBeLessThan(Date.now());
    }
  });
});
