import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { browserPerFile, screenshot } from "./browser";
import { signInThroughPage } from "./session";

/**
 * Billing end to end in Chromium on the product as `npm start` runs it with nothing configured:
 * the Worker's real `stripe` client talks to the local Stripe stand-in, whose test checkout and
 * portal pages the browser uses, and whose signed webhooks make the account Pro or Free.
 */

const origin = inject("origin");
const browser = browserPerFile();

/** Webhooks arrive asynchronously: reload until the page shows what the new plan implies. */
async function reloadUntil(page: Page, url: string, testId: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await page.goto(url);
    try {
      await page.getByTestId(testId).waitFor({ timeout: 2_000 });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

async function portalAction(page: Page, button: string) {
  await page.getByRole("button", { name: button }).first().click();
  await page.waitForLoadState("load");
}

describe("billing in a real browser", () => {
  it("a Free user upgrades with the test card → agent created; a declined renewal pauses it and says why; paying reactivates it", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInThroughPage(page, origin, "e2e-billing@example.com");

    // Upgrade: the first-week note is on the page before checkout.
    await page.getByTestId("home-upgrade").click();
    await page.waitForURL(/\/upgrade$/);
    expect(await page.getByTestId("trial-note").innerText()).toContain("first 7 days cost $1.00");
    await screenshot(page, "billing-upgrade");
    await page.getByTestId("checkout").click();

    // The stand-in's test checkout: the decline card is refused, the success card pays.
    await page.getByLabel("Card number").waitFor();
    await page.getByLabel("Card number").fill("4000 0000 0000 0002");
    await page.getByRole("button", { name: "Pay" }).click();
    await page.locator("#declined").waitFor();
    await screenshot(page, "billing-checkout-declined");
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay" }).click();
    await page.waitForURL(/\/upgrade\/done/);
    await page.getByTestId("upgrade-done").waitFor({ timeout: 30_000 });

    // Pro: the agent is created from Home.
    await page.getByTestId("go-home").click();
    await page.getByTestId("create-agent").waitFor();
    await page.getByTestId("agent-name").fill("Ada");
    await page.getByRole("button", { name: "Create agent" }).click();
    await page.getByTestId("dashboard").waitFor({ timeout: 30_000 });
    // The usage widget on Home and Settings → Usage: nothing used yet, the reset date shown.
    await page.locator("#add-widget").selectOption("usage");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    expect(await page.getByTestId("usage-widget").innerText()).toMatch(/100% of this month's usage left · resets/);
    await screenshot(page, "billing-pro-dashboard");
    await page.goto(`${origin}/settings/usage`);
    expect(await page.getByTestId("usage-percent").innerText()).toContain("100%");
    expect(await page.getByTestId("usage-weights").innerText()).toContain("Morning Brief\tnothing");
    await screenshot(page, "billing-usage");

    // The billing portal: the first week converts, then the card is replaced by a declining one
    // and the next renewal fails (the stand-in's test clock button runs the renewal now).
    await page.goto(`${origin}/settings/billing`);
    await page.getByTestId("portal").click();
    await page.getByRole("heading", { name: /Billing portal/ }).waitFor();
    await portalAction(page, "Simulate renewal now (test clock)");
    await page.getByLabel("New card").fill("4000 0000 0000 0002");
    await portalAction(page, "Update card");
    await portalAction(page, "Simulate renewal now (test clock)");
    expect(await page.locator("li").first().innerText()).toContain("past_due");
    await screenshot(page, "billing-portal-past-due");

    // Back on Fathom: Free, and the agent is paused with the reason.
    await reloadUntil(page, `${origin}/home`, "paused-free");
    expect(await page.getByTestId("paused-free").innerText()).toContain("payment failed");
    await screenshot(page, "billing-paused");

    // Paying again: a good card, the open invoice paid → Pro, the agent awake with its Morning Brief.
    await page.goto(`${origin}/settings/billing`);
    await page.getByTestId("portal").click();
    await page.getByLabel("New card").fill("4242 4242 4242 4242");
    await portalAction(page, "Update card");
    await portalAction(page, "Pay open invoice");
    await reloadUntil(page, `${origin}/home`, "dashboard");
    await page.locator('[data-kind="brief"]').getByText("Next Morning Brief").waitFor();
    await screenshot(page, "billing-reactivated");

    // Settings → Billing now offers the refund with its amount ($1 + $29 + $29 paid so far).
    await page.goto(`${origin}/settings/billing`);
    expect(await page.getByTestId("refund-offer").innerText()).toContain("$59.00");
    await page.getByTestId("switch-preview-button").click();
    expect(await page.getByTestId("switch-preview").innerText()).toMatch(/Credit for the unused time: \$\d+\.\d\d\. Yearly plan: \$279\.00\. Charged today/);
    await screenshot(page, "billing-settings");
    await context.close();
  });
});
