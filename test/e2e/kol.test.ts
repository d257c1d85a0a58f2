import { describe, expect, inject, it } from "vitest";
import { browserPerFile, screenshot } from "./browser";
import { installCapability, signInWithAgent } from "./session";

/**
 * KOL Analysis end to end, against the product as `npm start` runs it (no model, replay market
 * data): KOL Analysis installed on Capabilities, fixture feeds followed on Settings → Sources (the
 * loopback feed server from global-setup), a Q&A asked in chat → the KOL card with its claims,
 * checks and cited sources; a Discussion asked for → the warning card → Start → the run's progress
 * → the report's NB link, which opens the Notebook entry. The run's steps are scheduled at once
 * (each alarm sets the next for "now"), so no delay knob is needed. Screenshots at 1366 and 390 px.
 */
const origin = inject("origin");
const feedOrigin = inject("feedOrigin");
const browser = browserPerFile();

describe("KOL Analysis in a real browser", () => {
  it("follow feeds → Q&A card with cited sources → Discussion warning → Start → progress → NB link", async () => {
    const context = await browser().newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const email = "e2e-kol@example.com";
    await signInWithAgent(page, origin, email);

    await installCapability(page, origin, "kol_analysis");

    await page.goto(`${origin}/settings/sources`);
    const feeds = ["/blog.rss", "/substack/feed", "/youtube/feeds/videos.xml"];
    for (const [i, path] of feeds.entries()) {
      await page.getByLabel("Feed address").fill(`${feedOrigin}${path}`);
      await page.getByTestId("follow-source").getByRole("button", { name: "Follow" }).click();
      await expect.poll(() => page.getByTestId("source").count(), { timeout: 20_000 }).toBe(i + 1);
    }
    await page.getByRole("status").filter({ hasText: "Following “" }).waitFor();
    await screenshot(page, "kol-sources");

    await page.goto(`${origin}/chat`);
    await page.waitForSelector('button[type="submit"]:not([disabled])');
    await page.getByTestId("composer").fill("what do my sources say about BTC?");
    await page.getByTestId("composer").press("Enter");
    const qa = page.getByTestId("message-assistant").last().locator('[data-testid="kol-card"][data-mode="qa"]');
    await qa.waitFor({ timeout: 45_000 });
    expect(await qa.getByTestId("kol-reading").count()).toBe(1);
    const claims = await qa.getByTestId("kol-claim").count();
    expect(claims).toBeGreaterThanOrEqual(3);
    expect(await qa.getByTestId("kol-check").count()).toBe(claims); // every claim checked against market data
    expect(await qa.getByTestId("kol-check").first().innerText()).toMatch(/Check: .+\(replay data from .+, as of /u);
    const links = qa.getByTestId("kol-source-link");
    expect(await links.count()).toBeGreaterThanOrEqual(1);
    const rels = await links.evaluateAll((els) => els.map((e) => [e.getAttribute("rel"), e.getAttribute("target"), (e as HTMLAnchorElement).protocol]));
    for (const [rel, target, protocol] of rels) {
      expect(rel).toBe("noopener noreferrer");
      expect(target).toBe("_blank");
      expect(protocol).toMatch(/^https?:$/u);
    }
    await qa.scrollIntoViewIfNeeded(); // the message list scrolls on its own; show the card itself
    await screenshot(page, "kol-qa-1366");

    await page.waitForSelector('button[type="submit"]:not([disabled])');
    await page.getByTestId("composer").fill("start a discussion on BTC");
    await page.getByTestId("composer").press("Enter");
    const warning = page.getByTestId("message-assistant").last().getByTestId("kol-warning");
    await warning.waitFor({ timeout: 45_000 });
    expect(await warning.innerText()).toContain("100 usage units");
    await screenshot(page, "kol-warning-1366");
    await warning.getByTestId("kol-start").click();

    const progress = page.getByTestId("message-assistant").last().getByTestId("kol-progress");
    await progress.waitFor();
    await page.getByTestId("message-assistant").last().locator('[data-testid="kol-progress"][data-status="done"]').waitFor({ timeout: 90_000 });
    expect(await progress.locator('[data-testid="kol-phase"][data-state="done"]').count()).toBe(5);
    const link = progress.getByTestId("kol-report-link");
    const ref = await link.innerText();
    expect(ref).toMatch(/^NB-\d+$/u);
    await screenshot(page, "kol-discussion-1366");

    // The phone width: the same conversation reloaded — the cards come from storage, and the
    // warning card asks what became of its offer, so it shows the run it started — no overflow.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByTestId("message-assistant").last().locator('[data-testid="kol-progress"][data-status="done"]').waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, "kol-chat-390");
    const qaPhone = page.locator('[data-testid="kol-card"][data-mode="qa"]').last();
    await qaPhone.scrollIntoViewIfNeeded();
    expect(await qaPhone.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await screenshot(page, "kol-qa-390");

    await page.getByTestId("message-assistant").last().getByTestId("kol-report-link").click();
    await page.waitForURL(new RegExp(`/notebook/${ref}$`, "u"));
    await page.getByText("KOL Discussion: BTC").first().waitFor();
    await screenshot(page, "kol-report-390");
    await context.close();
  }, 240_000);
});
