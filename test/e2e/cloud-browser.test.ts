import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { serveBrowserFixtures } from "../fixtures/browser/server.mjs";
import { browserPerFile, screenshot } from "./browser";
import { installCapability, signInWithAgent } from "./session";

/**
 * The cloud browser end to end, against the product as `npm start` runs it (no model, local
 * BROWSER binding on Debian's Chromium through the shim): asked in chat to open a fixture page and
 * extract its table, the agent streams its session timeline with a screenshot thumbnail while it
 * runs; the reply's card lists the artifacts, which open, and the Artifacts page lists them.
 */
const origin = inject("origin");
const browser = browserPerFile();
let fixtures: { origin: string; close(): Promise<void> };
beforeAll(async () => {
  fixtures = await serveBrowserFixtures();
});
afterAll(() => fixtures?.close());

describe("cloud browser in a real browser", () => {
  it("chat → live timeline with a screenshot → table card with artifacts → the artifacts open", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const email = "e2e-cloud-browser@example.com";
    await signInWithAgent(page, origin, email);

    await installCapability(page, origin, "browser");

    await page.goto(`${origin}/chat`);
    await page.waitForSelector('button[type="submit"]:not([disabled])');
    // Records every live-timeline thumbnail the page ever shows, however briefly (the session is quick).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenThumbs: string[] }).seenThumbs = seen;
      new MutationObserver(() => {
        for (const img of document.querySelectorAll<HTMLImageElement>('[data-testid="browser-live"] [data-testid="browser-thumb"]')) if (!seen.includes(img.src)) seen.push(img.src);
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByTestId("composer").fill(`open ${fixtures.origin}/table.html and extract the table`);
    await page.getByTestId("composer").press("Enter");
    await page.locator('[data-testid="browser-live"] [data-testid="browser-step"]').first().waitFor({ timeout: 60_000 }).catch(async (error: unknown) => {
      // What the chat showed instead, for the log of a failing run.
      await screenshot(page, "cloud-browser-no-step");
      console.error("cloud-browser: no live step; chat shows:", (await page.locator("main").innerText()).slice(0, 2000));
      throw error;
    });
    await screenshot(page, "cloud-browser-live");

    const card = page.getByTestId("message-assistant").last().getByTestId("browser-card");
    await card.getByTestId("browser-table").waitFor({ timeout: 45_000 });
    const seen = await page.evaluate(() => (window as unknown as { seenThumbs: string[] }).seenThumbs);
    expect(seen.length).toBeGreaterThanOrEqual(1);
    expect(await card.getByTestId("browser-table").innerText()).toContain("4,200");
    expect(await card.locator('[data-testid="browser-step"]').evaluateAll((els) => els.map((e) => e.getAttribute("data-kind")))).toEqual(["opened", "navigated", "screenshot", "extracted", "done"]);
    await card.getByTestId("browser-thumb").evaluate((img: HTMLImageElement) => (img.complete ? null : new Promise((r) => (img.onload = r))));
    expect(await card.getByTestId("browser-thumb").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280);
    await screenshot(page, "cloud-browser-card");

    // The artifacts open (same session) and the Artifacts page lists them.
    const links = await card.getByTestId("artifact-link").evaluateAll((els) => els.map((e) => (e as HTMLAnchorElement).href));
    expect(links).toHaveLength(3);
    const csv = await page.request.get(links[2]!);
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain("Q3,\"4,200\",61.5%");
    const shot = await context.newPage();
    await shot.goto(links[0]!);
    await screenshot(shot, "cloud-browser-artifact");
    await page.goto(`${origin}/artifacts`);
    await page.getByTestId("artifact").first().waitFor();
    expect(await page.getByTestId("artifact").count()).toBe(3);
    await screenshot(page, "cloud-browser-artifacts");
    await context.close();
  }, 180_000);
});
