import { describe, expect, inject, it } from "vitest";
import { browserPerFile, screenshot } from "./browser";
import { adminCli, signInThroughPage } from "./session";

/**
 * Settings → API keys in a real browser, then the key used over real HTTP as a developer would:
 * create (secret shown once), call, rotate, revoke, read the audit log. Plus the portfolio and
 * watchlist pages: create, edit, delete with confirmation.
 */
const origin = inject("origin");
const browser = browserPerFile();

async function curl(path: string, key: string, init: RequestInit = {}) {
  return fetch(`${origin}/v1${path}`, { ...init, headers: { authorization: `Bearer ${key}`, ...(init.body ? { "content-type": "application/json" } : {}) } });
}

describe("developer API on the site", () => {
  it("creates a key shown once, uses it, rotates and revokes it, and shows the audit log", async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    const email = "e2e-developer@example.com";
    await signInThroughPage(page, origin, email);

    await page.goto(`${origin}/settings/api-keys`);
    await page.getByTestId("no-api-access").waitFor();
    adminCli(origin, "api-access", "--email", email, "--on");
    await page.reload();

    await page.getByLabel("Name").fill("Spreadsheet sync");
    await page.getByLabel("portfolio:read").check();
    await page.getByLabel("watchlist:read").check();
    await page.getByRole("button", { name: "Create key" }).click();
    await page.getByTestId("new-secret").waitFor();
    const key = (await page.getByTestId("secret-value").innerText()).trim();
    expect(key).toMatch(/^svc_k[0-9a-f]{12}g1_/);
    await screenshot(page, "api-key-created");

    // The secret is gone once dismissed, and never comes back on reload.
    await page.getByRole("button", { name: "I have stored it" }).click();
    await page.reload();
    await page.getByTestId("keys").waitFor();
    expect(await page.content()).not.toContain(key);
    expect(await page.getByTestId("key-status").first().innerText()).toBe("active");

    // As a developer: the key works, with its scopes and limits.
    const caps = await curl("/capabilities", key);
    expect(caps.status).toBe(200);
    expect(caps.headers.get("x-ratelimit-limit")).toBe("60");
    expect((await caps.json()).data.scopes).toEqual(["portfolio:read", "watchlist:read"]);
    expect((await curl("/watchlists", key, { method: "POST", body: JSON.stringify({ name: "x" }) })).status).toBe(403);

    // Rotate on the site: a replacement shown once; the old key keeps working during the overlap.
    await page.getByRole("button", { name: "Rotate" }).click();
    await page.getByTestId("new-secret").waitFor();
    const replacement = (await page.getByTestId("secret-value").innerText()).trim();
    expect(replacement).toMatch(/g2_/);
    expect((await curl("/capabilities", key)).status).toBe(200);
    expect((await curl("/capabilities", replacement)).status).toBe(200);

    // Revoke the replacement: the next request is refused.
    const row = page.locator(`tr[data-key-id]`).filter({ hasText: "active" });
    await row.getByRole("button", { name: "Revoke" }).click();
    await row.getByRole("button", { name: "Confirm revoke" }).click();
    // Wait for the revoke's own notice (another status line may already be on the page).
    await page.getByRole("status").filter({ hasText: "revoked" }).waitFor();
    const refused = await curl("/capabilities", replacement);
    expect(refused.status).toBe(401);
    expect((await refused.json()).error.code).toBe("key_revoked");

    await page.reload();
    await page.getByTestId("audit").waitFor();
    const audit = await page.getByTestId("audit").innerText();
    expect(audit).toContain("GET /v1/capabilities");
    expect(audit).toContain("401");
    expect(audit).toContain("403");
    await screenshot(page, "api-keys-audit");

    // The reference renders from the OpenAPI document.
    await page.goto(`${origin}/developers`);
    await page.getByTestId("operations").waitFor();
    expect(await page.getByTestId("operations").innerText()).toContain("/watchlists/{id}/items");
    await screenshot(page, "api-reference");
  });

  it("keeps portfolios and watchlists, edits them and deletes only after confirmation", async () => {
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
    await signInThroughPage(page, origin, "e2e-portfolio@example.com");

    await page.goto(`${origin}/portfolios`);
    await page.getByLabel("New portfolio name").fill("Core");
    await page.getByRole("button", { name: "Create portfolio" }).click();
    await page.getByTestId("portfolio-name").waitFor();
    await page.getByRole("button", { name: "Rename" }).click();
    await page.getByLabel("Portfolio name").fill("Core holdings");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByTestId("portfolio-name").getByText("Core holdings").waitFor();
    await page.getByLabel("Symbol").fill("btc");
    await page.getByLabel("Quantity").fill("0.5");
    await page.getByLabel("Cost per unit (USD)").fill("20000");
    await page.getByRole("button", { name: "Add holding" }).click();
    await page.locator('tr[data-symbol="BTC"]').waitFor();
    expect(await page.locator('tr[data-symbol="BTC"]').innerText()).toContain("$20,000");
    await screenshot(page, "portfolio-phone");

    await page.locator('tr[data-symbol="BTC"]').getByRole("button", { name: "Edit" }).click();
    await page.locator('tr[data-symbol="BTC"]').getByLabel("Quantity").fill("0.75");
    await page.locator('tr[data-symbol="BTC"]').getByRole("button", { name: "Save" }).click();
    await page.locator('tr[data-symbol="BTC"]', { hasText: "0.75" }).waitFor();

    await page.getByRole("button", { name: "Delete portfolio…" }).click();
    await page.getByRole("button", { name: "Yes, delete it" }).click();
    await page.waitForURL(/\/portfolios$/);
    await page.getByTestId("empty-collection").waitFor();

    await page.goto(`${origin}/watchlists`);
    await page.getByLabel("New watchlist name").fill("Majors");
    await page.getByRole("button", { name: "Create watchlist" }).click();
    await page.getByTestId("watchlist-name").waitFor();
    await page.getByLabel("Symbol").fill("eth");
    await page.getByLabel("Entry target (USD)").fill("1800");
    await page.getByRole("button", { name: "Add" }).click();
    await page.locator('tr[data-symbol="ETH"]').waitFor();
    expect(await page.locator('tr[data-symbol="ETH"]').innerText()).toContain("$1,800");
    await page.locator('tr[data-symbol="ETH"]').getByRole("button", { name: "Remove" }).click();
    await page.locator('tr[data-symbol="ETH"]').getByRole("button", { name: "Confirm remove" }).click();
    await page.locator('tr[data-symbol="ETH"]').waitFor({ state: "detached" });
    await screenshot(page, "watchlist-phone");
  });
});
