import { readFileSync } from "node:fs";
import { describe, expect, inject, it } from "vitest";
import { browserPerFile, screenshot } from "./browser";
import { signInWithAgent } from "./session";

/**
 * Monitoring end to end in Chromium, against the product as `npm start` runs it (no model, replay
 * data): an alert rule asked for in chat appears on the Alerts page; a monitoring pass (run now by
 * the operator endpoint, since the schedule's next slot may be hours away) puts the crossing in the
 * Inbox, the navigation count and Activity; the Morning Brief shows in the Home widget and its
 * chip prefills the chat composer.
 */
const origin = inject("origin");
const browser = browserPerFile();

async function operator(path: string, email: string) {
  const token = /^ADMIN_TOKEN=(.*)$/m.exec(readFileSync(".dev.vars", "utf8"))?.[1]?.trim() ?? "";
  const response = await fetch(`${origin}/admin/monitor/${path}`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify({ email }) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

describe("monitoring in a real browser", () => {
  it("rule in chat → Alerts page → pass → Inbox, count and Activity → brief widget chip prefills the composer", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, timezoneId: "Europe/Paris" });
    const page = await context.newPage();
    const email = "e2e-monitor@example.com";
    await signInWithAgent(page, origin, email);

    // The rule, asked for in plain language (the built-in router: no model on this machine).
    await page.goto(`${origin}/chat`);
    // Send only once the socket is open (the Send button enables itself then); earlier input is not sent.
    await page.waitForSelector('button[type="submit"]:not([disabled])');
    await page.getByTestId("composer").fill("alert me when BTC goes above 1000");
    await page.getByTestId("composer").press("Enter");
    await page.getByTestId("message-assistant").last().getByText(/Alert set/).first().waitFor();

    await page.goto(`${origin}/alerts`);
    await page.getByTestId("alert-rule").first().waitFor();
    expect(await page.getByTestId("alert-rule").first().innerText()).toContain("BTC above $1,000");
    await screenshot(page, "monitor-alerts");

    // A pass over the replay data: BTC is far above 1,000, so the rule has crossed.
    expect(Number((await operator("pass", email)).alerts)).toBeGreaterThanOrEqual(1);
    await page.goto(`${origin}/inbox`);
    const item = page.locator('[data-testid="inbox-item"][data-kind="alert"]').filter({ hasText: "BTC is at $" });
    await item.first().waitFor();
    expect(await item.first().innerText()).toContain("can lag by a few hours");
    await page.getByTestId("nav-unread").waitFor();
    expect(Number(await page.getByTestId("nav-unread").innerText())).toBeGreaterThanOrEqual(1);
    await screenshot(page, "monitor-inbox");
    await page.goto(`${origin}/activity?kind=alert`);
    await page.locator('[data-testid="activity-entry"][data-kind="alert"]').first().waitFor();

    // The Morning Brief in the Home widget; a chip opens the chat with the question in the composer.
    expect((await operator("brief", email)).delivered).toBe(true);
    await page.goto(`${origin}/home`);
    await page.getByTestId("brief").waitFor();
    await screenshot(page, "monitor-brief");
    const chip = page.getByTestId("brief-chip").first();
    const question = await chip.innerText();
    await chip.click();
    await page.waitForURL(/\/chat\?q=/);
    await page.getByTestId("composer").waitFor();
    expect(await page.getByTestId("composer").inputValue()).toBe(question);
    await context.close();
  });
});
