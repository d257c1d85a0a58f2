import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { browserPerFile, cspViolations, screenshot } from "./browser";
import { adminCli, signInThroughPage } from "./session";

/**
 * The agent end to end in Chromium, against the product as `npm start` runs it (no model
 * configured, market data from the bundled replay when providers are unreachable): create the
 * agent, the waking screen, a streamed chat reply with an inline chart and SMA/EMA toggles, the
 * agent adding a widget to Home, restart, delete the workspace — portfolios stay.
 */

const origin = inject("origin");
const browser = browserPerFile();

async function signInPro(page: Page, email: string) {
  await signInThroughPage(page, origin, email);
  adminCli(origin, "set-plan", "--email", email, "--plan", "pro");
}

/** Waits for a test id; on timeout the failure says what the page showed instead (a CI run once timed out here with no clue). */
async function waitOrShowPage(page: Page, testId: string) {
  try {
    await page.getByTestId(testId).waitFor();
  } catch (e) {
    const shown = await page.locator("main").innerText().catch(() => "(no main)");
    throw new Error(`${testId} did not appear at ${page.url()}; the page showed:\n${shown.slice(0, 1500)}`, { cause: e });
  }
}

describe("the agent in a real browser", () => {
  it("create → waking screen → streamed chat with chart → widget on Home → restart → delete keeps portfolios", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, timezoneId: "Europe/Paris" });
    const page = await context.newPage();
    // The site's CSP (nonce scripts, connect-src 'self') must let the charts and the socket work.
    const violations = cspViolations(page);
    await signInPro(page, "e2e-agent@example.com");
    const shell = await page.request.get(`${origin}/home`);
    expect(shell.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(shell.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");

    // A portfolio first, to see it survive the workspace deletion.
    await page.goto(`${origin}/portfolios`);
    await page.getByLabel("New portfolio name").fill("Long term");
    await page.getByRole("button", { name: "Create portfolio" }).click();
    await page.getByRole("main").getByText("Long term").first().waitFor();

    // Create the agent: the waking screen shows its name, then the dashboard.
    await page.goto(`${origin}/home`);
    await page.getByTestId("create-agent").waitFor();
    await screenshot(page, "agent-create");
    // The first wake-up fails (as a flaky network would make it): the waking screen offers Retry wake.
    let failures = 1;
    await page.route("**/app/agent/open", async (route) => {
      if (failures-- > 0) {
        await route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: { code: "upstream_unavailable", message: "The agent did not answer.", hint: "Retry.", nextActions: ["Retry."], retryable: true }, meta: { requestId: "req_e2e", timestamp: new Date().toISOString() } }) });
      } else await route.continue();
    });
    await page.getByTestId("agent-name").fill("Ada");
    await page.getByRole("button", { name: "Create agent" }).click();
    await page.getByTestId("waking-screen").waitFor();
    expect(await page.getByTestId("waking-name").innerText()).toBe("Ada");
    await screenshot(page, "agent-waking");
    await page.getByRole("button", { name: "Retry wake" }).waitFor();
    expect(await page.getByTestId("waking-name").innerText()).toBe("Ada");
    await screenshot(page, "agent-wake-failed");
    await page.getByRole("button", { name: "Retry wake" }).click();
    await page.getByTestId("dashboard").waitFor();
    await page.unroute("**/app/agent/open");
    // Recovered: the failed attempt's error is gone.
    expect(await page.getByRole("main").innerText()).not.toContain("The agent did not answer.");
    expect(await page.getByTestId("widget").count()).toBe(5);
    await page.waitForFunction(() => ![...document.querySelectorAll('[data-testid="widget"]')].some((w) => w.textContent?.includes("Loading…")), null, { timeout: 40_000 });
    await screenshot(page, "agent-dashboard");

    // Chat: the model is off, the reply streams over the WebSocket, the chart is inline.
    const frames: string[] = [];
    page.on("websocket", (ws) => ws.on("framereceived", (f) => frames.push(String(f.payload))));
    await page.getByRole("navigation").getByRole("link", { name: "Chat" }).click();
    await page.getByTestId("model-off").waitFor();
    await page.getByRole("button", { name: "Send" }).and(page.locator(":enabled")).waitFor();
    await page.getByTestId("composer").fill("Show me a chart of BTC");
    await page.getByRole("button", { name: "Send" }).click();
    const chart = page.getByTestId("message-assistant").getByTestId("price-chart");
    await chart.waitFor();
    await chart.locator("canvas").first().waitFor();
    const reply = await page.getByTestId("message-assistant").last().innerText();
    expect(reply).toMatch(/BTC over \d+ days/);
    expect(reply).toMatch(/SMA 20/);
    expect(reply).toMatch(/Source: /);
    const deltas = frames.map((f) => JSON.parse(f)).filter((m) => m.type === "delta");
    expect(deltas.length).toBeGreaterThan(3);
    // SMA and EMA overlays can be toggled.
    const sma = chart.getByTestId("toggle-sma");
    const ema = chart.getByTestId("toggle-ema");
    expect(await sma.isChecked()).toBe(true);
    expect(await ema.isChecked()).toBe(true);
    await screenshot(page, "agent-chat-chart");
    await sma.uncheck();
    expect(await sma.isChecked()).toBe(false);
    await screenshot(page, "agent-chat-chart-sma-off");

    // A buy question gets research, never a directive.
    await page.getByTestId("composer").fill("Should I buy ETH?");
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByTestId("message-assistant").nth(1).getByTestId("price-chart").waitFor();
    const research = await page.getByTestId("message-assistant").nth(1).innerText();
    expect(research).toMatch(/don't tell anyone to buy or sell/);
    expect(research).toMatch(/invalidation \$[\d,.]+ — /);

    // The agent adds a widget to Home on request.
    await page.getByTestId("composer").fill("Add the news widget to Home");
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByTestId("message-assistant").nth(2).waitFor();
    expect(await page.getByTestId("message-assistant").nth(2).innerText()).toContain("Added the News widget to Home");
    await page.getByRole("navigation").getByRole("link", { name: "Home" }).click();
    await page.getByTestId("dashboard").waitFor();
    await page.locator('[data-testid="widget"][data-kind="news"]').waitFor();
    expect(await page.getByTestId("widget").count()).toBe(6);
    await screenshot(page, "agent-home-news-widget");

    // The conversation is resumable after a reload.
    await page.goto(`${origin}/chat`);
    await page.getByTestId("message-assistant").nth(2).waitFor();

    // Phone width: the chat still reads (conversation list on top, composer below).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId("composer").waitFor();
    await screenshot(page, "agent-chat-phone");
    await page.setViewportSize({ width: 1280, height: 900 });

    // Capabilities: 13 installed.
    await page.goto(`${origin}/capabilities`);
    await page.getByTestId("capability").first().waitFor();
    expect(await page.locator('[data-testid="capability"][data-installed="true"]').count()).toBe(13);
    await screenshot(page, "agent-capabilities");

    // What the chat saved is listed in Settings → Agent, read by the page's load function.
    await page.goto(`${origin}/chat`);
    await page.getByTestId("composer").fill("Alert me when BTC goes above 90000");
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByTestId("message-assistant").filter({ hasText: "90,000" }).first().waitFor();
    await page.getByTestId("composer").fill("Remember that I hold ETH for the long term");
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByTestId("message-assistant").filter({ hasText: "hold ETH for the long term" }).first().waitFor();

    // Restart in settings keeps everything. The first read of the memory fails (as a flaky network
    // would make it): the page shows why and a Try again that reads again in place.
    let memoryFailures = 1;
    await page.route("**/app/agent/memory", async (route) => {
      if (memoryFailures-- > 0) {
        await route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: { code: "upstream_unavailable", message: "The agent did not answer.", hint: "Retry.", nextActions: ["Retry."], retryable: true }, meta: { requestId: "req_e2e", timestamp: new Date().toISOString() } }) });
      } else await route.continue();
    });
    await page.goto(`${origin}/settings`);
    await page.getByTestId("agent-settings-link").click();
    await page.getByTestId("settings-retry").waitFor();
    expect(await page.getByRole("alert").innerText()).toContain("The agent did not answer.");
    await page.getByTestId("settings-retry").click();
    await waitOrShowPage(page, "restart");
    await page.unroute("**/app/agent/memory");
    expect(await page.getByRole("alert").count()).toBe(0);
    expect(await page.getByTestId("alert-rules").innerText()).toMatch(/BTC above \$90,000/);
    expect(await page.getByTestId("memory-list").innerText()).toContain("I hold ETH for the long term");
    expect(await page.getByTestId("restart").innerText()).toBe("Restart");
    await page.getByTestId("restart").click();
    await page.getByTestId("agent-notice").waitFor();
    expect(await page.getByTestId("agent-notice").innerText()).toContain("restarted");
    await screenshot(page, "agent-restarted");

    // Delete the workspace after confirming; portfolios remain.
    await page.getByTestId("delete-workspace").click();
    await page.getByTestId("confirm-delete").click();
    await page.getByTestId("agent-notice").filter({ hasText: "deleted" }).waitFor();
    await screenshot(page, "agent-workspace-deleted");
    await page.goto(`${origin}/portfolios`);
    await page.getByRole("main").getByRole("link", { name: "Long term" }).or(page.getByRole("main").getByText("Long term")).first().waitFor();
    await screenshot(page, "agent-portfolios-after-delete");
    await page.goto(`${origin}/home`);
    await page.getByTestId("create-agent").waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });
});
