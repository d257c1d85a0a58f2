import { describe, expect, inject, it } from "vitest";
import { FAKE_WALLETS } from "../fakes/chains";
import { BINANCE_READONLY, BINANCE_TRADING } from "../fixtures/connections/keys";
import { browserPerFile, cspViolations, screenshot } from "./browser";
import { signInThroughPage } from "./session";

/**
 * Connections in Chromium against the product as `npm start` runs it, with every chain and
 * exchange answered by the loopback fakes (test/fakes/connect-server.ts, started by global setup).
 */
const origin = inject("origin");
const browser = browserPerFile();

describe("connections", () => {
  it("connect a wallet and an exchange, see the portfolio valued, import a CSV", async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    const violations = cspViolations(page);
    await signInThroughPage(page, origin, "e2e-connections@example.com");
    await page.getByRole("navigation").getByRole("link", { name: "Connections" }).click();
    await page.getByRole("heading", { name: "Connections", level: 1 }).waitFor();

    // A seed phrase is refused, with the reason.
    await page.getByLabel("Public address").fill("abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about");
    await page.getByRole("button", { name: "Connect wallet" }).click();
    await page.getByTestId("connections-error").getByText(/seed phrase/).waitFor();

    await page.getByLabel("Public address").fill(FAKE_WALLETS.ethereum);
    await page.getByRole("button", { name: "Connect wallet" }).click();
    await page.getByTestId("connections-notice").getByText(/Wallet connected/).waitFor();

    // A trading key is refused with how to make a read-only one; a read-only key connects.
    await page.getByLabel("Exchange").selectOption("binance");
    await page.getByLabel("API key").fill(BINANCE_TRADING.apiKey);
    await page.getByLabel("API secret").fill(BINANCE_TRADING.apiSecret);
    await page.getByRole("button", { name: "Connect exchange" }).click();
    await page.getByTestId("connections-error").getByText(/can trade spot and margin, withdraw/).waitFor();
    expect(await page.getByTestId("key-help").innerText()).toMatch(/Leave only “Enable Reading” ticked/);
    await screenshot(page, "connections-refused-key");
    await page.getByLabel("API key").fill(BINANCE_READONLY.apiKey);
    await page.getByLabel("API secret").fill(BINANCE_READONLY.apiSecret);
    await page.getByRole("button", { name: "Connect exchange" }).click();
    await page.getByTestId("connections-notice").getByText(/Exchange connected/).waitFor();
    expect(await page.getByTestId("connections").locator("tr[data-connection]").count()).toBe(2);

    // CSV: bad rows are listed by line and nothing can be imported; the good file previews and imports.
    await page.getByLabel("CSV text").fill("symbol,quantity,cost_basis\nBTC,0.5,30000\nETH,-1,\n");
    await page.getByRole("button", { name: "Preview" }).click();
    await page.getByTestId("csv-errors").getByText(/Line 3: quantity "-1"/).waitFor();
    expect(await page.getByRole("button", { name: /^Import/ }).count()).toBe(0);
    await page.getByLabel("CSV text").fill("symbol,quantity,cost_basis,notes\nBTC,0.5,30000,Cold\nSOL,20,,\n");
    await page.getByRole("button", { name: "Preview" }).click();
    await page.getByRole("button", { name: "Import 2 positions" }).click();
    await page.getByTestId("connections-notice").getByText(/Imported into/).waitFor();
    expect(await page.getByTestId("connections").locator("tr[data-connection]").count()).toBe(3);
    await screenshot(page, "connections-list");

    // The wallet's portfolio: valued, read-only, the look-alike token listed without a price.
    await page.getByTestId("connections").locator('tr[data-connection="ethereum"] a').click();
    await page.getByTestId("connected-banner").waitFor();
    expect(await page.getByTestId("connected-banner").innerText()).toMatch(/read-only/);
    expect(await page.getByTestId("total-value").innerText()).toMatch(/\$[1-9]/);
    await page.locator('tr[data-symbol="USDC (unlisted)"]').waitFor();
    expect(await page.getByRole("button", { name: "Add holding" }).count()).toBe(0);
    await screenshot(page, "connections-wallet-portfolio");

    // The exchange's portfolio.
    await page.goto(`${origin}/connections`);
    await page.getByTestId("connections").locator('tr[data-connection="binance"] a').click();
    await page.locator('tr[data-symbol="BTC"]').waitFor();
    expect(await page.getByTestId("total-value").innerText()).toMatch(/\$[1-9]/);
    await screenshot(page, "connections-exchange-portfolio");
    expect(violations).toEqual([]);
  });
});
