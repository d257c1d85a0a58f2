import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { serveBrowserFixtures } from "../fixtures/browser/server.mjs";
import { browserPerFile, screenshot } from "./browser";
import { installCapability, signInWithAgent } from "./session";

/**
 * A reload while a cloud-browser session runs: the fixture page answers after 8 s, the chat is
 * reloaded while the agent waits for it, the page shows the timeline so far (from
 * /app/artifacts/sessions), keeps receiving the session's steps over the new socket, and the
 * finished reply (table card) is in the conversation.
 */
const origin = inject("origin");
const browser = browserPerFile();
let fixtures: { origin: string; close(): Promise<void> };
beforeAll(async () => {
  fixtures = await serveBrowserFixtures();
});
afterAll(() => fixtures?.close());

const liveKinds = (page: import("playwright-core").Page) =>
  page.locator('[data-testid="browser-live"] [data-testid="browser-step"]').evaluateAll((els) => els.map((e) => e.getAttribute("data-kind")));

describe("cloud browser: reload mid-session", () => {
  it("shows the timeline so far after a reload, then the session completes", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const email = "e2e-cloud-browser-reload@example.com";
    await signInWithAgent(page, origin, email);
    await installCapability(page, origin, "browser");

    await page.goto(`${origin}/chat`);
    await page.waitForSelector('button[type="submit"]:not([disabled])');
    await page.getByTestId("composer").fill(`open ${fixtures.origin}/slow-table.html?ms=8000 and extract the table`);
    await page.getByTestId("composer").press("Enter");
    await page.locator('[data-testid="browser-live"] [data-testid="browser-step"][data-kind="opened"]').waitFor();

    // Reload while the page is still loading in the cloud browser: the timeline so far comes back.
    await page.reload();
    await page.locator('[data-testid="browser-live"] [data-testid="browser-step"][data-kind="opened"]').waitFor();
    const afterReload = await liveKinds(page);
    expect(afterReload[0]).toBe("opened");
    expect(afterReload).not.toContain("done");
    await screenshot(page, "cloud-browser-reload-midway");

    // The rest arrives over the new socket, and so does the saved reply: this page never saw the
    // turn start, yet the reply's card (its timeline complete, the table) appears without opening
    // the conversation again.
    const card = page.getByTestId("message-assistant").last().getByTestId("browser-card");
    await card.getByTestId("browser-table").waitFor({ timeout: 60_000 });
    await screenshot(page, "cloud-browser-reload-done");
    expect(await card.locator('[data-testid="browser-step"]').evaluateAll((els) => els.map((e) => e.getAttribute("data-kind")))).toEqual(["opened", "navigated", "screenshot", "extracted", "done"]);
    expect(await card.getByTestId("browser-table").innerText()).toContain("4,200");
    // Shown once, not twice, and the live timeline has given way to the card.
    expect(await page.getByTestId("browser-card").count()).toBe(1);
    expect(await page.getByTestId("browser-live").count()).toBe(0);

    // The reply was kept in the conversation.
    await page.reload();
    await page.locator(".convs .conv").first().click();
    const kept = page.getByTestId("message-assistant").last().getByTestId("browser-card");
    await kept.getByTestId("browser-table").waitFor();
    expect(await kept.getByTestId("browser-table").innerText()).toContain("4,200");
    await screenshot(page, "cloud-browser-reload-reply");
    await context.close();
  }, 180_000);
});
