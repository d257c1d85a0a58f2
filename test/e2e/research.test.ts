import { describe, expect, inject, it } from "vitest";
import { browserPerFile, cspViolations, screenshot } from "./browser";
import { adminCli, signInThroughPage } from "./session";

/**
 * The research pipeline by clicking, offline: Explore as of a past date, save an idea, analyze
 * it, get verdicts, find all three in the Notebook with their links, export, and see the
 * analysis scored on Track — at desktop and phone widths.
 */
const origin = inject("origin");
const browser = browserPerFile();

describe("research pipeline", () => {
  it("explore → save idea → analyze → verdicts → notebook → export → track", async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    const violations = cspViolations(page);
    const email = "e2e-research@example.com";
    await signInThroughPage(page, origin, email);
    adminCli(origin, "set-plan", "--email", email, "--plan", "pro");
    await page.reload();

    await page.getByRole("navigation").getByRole("link", { name: "Explore" }).click();
    await page.getByTestId("replay-clock").waitFor();
    expect(await page.getByTestId("replay-clock").innerText()).toContain("replay data from 2025-09-26");
    await page.getByLabel("As of").fill("2024-03-15");
    await page.getByRole("button", { name: "Scan" }).click();
    const sol = page.getByTestId("candidate-SOL");
    await sol.waitFor();
    expect(await page.getByTestId("explore-result").innerText()).toContain("As of 15 Mar 2024");
    await screenshot(page, "research-explore-desktop");
    await sol.getByRole("button", { name: "Save idea" }).click();
    await sol.getByRole("link", { name: /^NB-\d+$/ }).click();

    await page.getByTestId("entry-title").waitFor();
    expect(await page.getByTestId("entry-title").innerText()).toMatch(/NB-1\s+Solana \(SOL\)/);
    await page.getByTestId("analyze").click();
    await page.waitForURL(/\/notebook\/NB-2$/);
    await page.getByTestId("entry").getByText("Conviction 85/100", { exact: false }).first().waitFor();
    expect(await page.getByTestId("entry-parent").innerText()).toContain("NB-1");
    // No model in e2e: the words are the template narrator's, and the page says so.
    expect(await page.getByTestId("entry").innerText()).toContain("Words: template narrator (no model configured).");
    await page.getByTestId("get-verdicts").click();
    await page.waitForURL(/\/notebook\/NB-3$/);
    const verdict = await page.getByTestId("entry").innerText();
    for (const expert of ["Macro", "Chart", "Risk", "Trade readiness"]) expect(verdict).toContain(expert);
    expect(verdict).not.toMatch(/\b(buy|sell)\b/i);
    await screenshot(page, "research-verdicts-desktop");

    await page.getByRole("navigation").getByRole("link", { name: "Notebook" }).click();
    await page.getByTestId("notebook-list").waitFor();
    expect(await page.getByTestId("notebook-list").locator("tbody tr").count()).toBe(3);
    await page.getByRole("link", { name: "NB-2", exact: true }).click();
    expect(await page.getByTestId("entry-children").innerText()).toContain("NB-3");
    const md = await page.request.get(`${origin}/app/notebook/export?format=md`);
    expect(md.status()).toBe(200);
    expect(await md.text()).toMatch(/## NB-3 — Verdicts on SOL[\s\S]*from NB-2/);

    // A holding of the analysed asset: Track's position snapshot shows it with the analysis' levels.
    const made = await page.request.post(`${origin}/app/portfolios`, { data: { name: "E2E" }, headers: { origin } });
    expect(made.status()).toBe(201);
    const portfolioId = (await made.json()).data.id as string;
    const holding = await page.request.post(`${origin}/app/portfolios/${portfolioId}/holdings`, { data: { symbol: "SOL", quantity: 4 }, headers: { origin } });
    expect(holding.status()).toBe(201);

    await page.getByRole("navigation").getByRole("link", { name: "Track" }).click();
    await page.getByTestId("position").first().waitFor();
    expect(await page.getByTestId("positions").innerText()).toMatch(/SOL[\s\S]*Levels from NB-2: validation/);
    expect(await page.getByTestId("followed-sources").innerText()).toContain("Settings → Sources");
    await page.getByTestId("scorecard").locator("tbody tr").first().waitFor();
    expect(await page.getByTestId("scorecard").innerText()).toMatch(/NB-2\s+SOL\s+2024-03-15/);
    await page.getByTestId("history").waitFor();
    await screenshot(page, "research-track-desktop");
    expect(violations).toEqual([]);

    // Phone width, same session (a second sign-in would hit the one-code-a-minute throttle).
    const phone = page;
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`${origin}/notebook/NB-3`);
    await phone.getByTestId("entry-title").waitFor();
    await screenshot(phone, "research-verdicts-phone");
    await phone.goto(`${origin}/explore?assetClass=crypto&timeframe=mid&band=large&asOf=2024-03-15`);
    await phone.getByTestId("candidate-SOL").waitFor();
    await screenshot(phone, "research-explore-phone");
    // Stocks and funds: no market caps offline, said before and after a scan (never an empty table).
    await phone.goto(`${origin}/explore?assetClass=equities&timeframe=mid&band=large&asOf=2024-03-15`);
    await phone.getByTestId("explore-empty").waitFor();
    expect(await phone.getByTestId("equities-bands").innerText()).toContain("no shares outstanding");
    expect(await phone.getByTestId("explore-empty").innerText()).toContain("does not estimate share counts");
    await screenshot(phone, "research-explore-equities-phone");
    await phone.close();
  });
});
