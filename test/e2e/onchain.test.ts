import { describe, expect, inject, it } from "vitest";
import { browserPerFile, screenshot } from "./browser";
import { installCapability, signInWithAgent } from "./session";

/**
 * On-chain intelligence in Chromium, against the product as `npm start` runs it (no model; the
 * Blockscout fake on a loopback port, global-setup.ts): install the capability on the
 * Capabilities page, then ask the chat the two must-show questions and read the cards.
 */
const origin = inject("origin");
const browser = browserPerFile();

describe("on-chain questions in a real browser", () => {
  it("install On-chain → 'who are the top holders of UNI' and 'profile this wallet 0x…' answer with cards", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInWithAgent(page, origin, "e2e-onchain@example.com");
    await installCapability(page, origin, "onchain");
    await screenshot(page, "onchain-capability");

    await page.getByRole("navigation").getByRole("link", { name: "Chat" }).click();
    await page.getByTestId("model-off").waitFor();
    await page.locator('button[type="submit"]:not([disabled])').waitFor();
    await page.getByTestId("composer").fill("who are the top holders of UNI");
    await page.getByRole("button", { name: "Send" }).click();
    const holders = page.locator('[data-testid="tool-card"][data-tool="get_token_holders"]');
    await holders.waitFor();
    // The tool card can paint before the reply's text lands; wait for the reply itself (the
    // wait fails the test after its timeout if the text never comes).
    const holdersReply = page.getByTestId("message-assistant").filter({ hasText: "Top UNI holders on ethereum" });
    await holdersReply.waitFor();
    const holdersText = await holdersReply.innerText();
    expect(await holders.innerText()).toContain("blockscout (ethereum)");
    expect(holdersText).toContain("Top UNI holders on ethereum: 1. Timelock 30.00%; 2. Binance 8 4.45%; 3. [label withheld]");
    expect(holdersText).not.toMatch(/buy UNI/i);
    await screenshot(page, "onchain-holders");

    await page.locator('button[type="submit"]:not([disabled])').waitFor();
    await page.getByTestId("composer").fill("profile this wallet 0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045");
    await page.getByRole("button", { name: "Send" }).click();
    const wallet = page.locator('[data-testid="tool-card"][data-tool="profile_wallet"]');
    await wallet.waitFor();
    const walletReply = page.getByTestId("message-assistant").filter({ hasText: "(vitalik.eth) is a wallet" });
    await walletReply.waitFor();
    expect(await walletReply.innerText()).toContain("(vitalik.eth) is a wallet holding about $48.76K in priced assets");
    await screenshot(page, "onchain-wallet");
    await context.close();
  });
});
