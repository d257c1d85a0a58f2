import { describe, expect, it } from "vitest";
import { proAgent, seedUser } from "./monitor-fixtures";

/**
 * The QA walk's case through a whole chat turn (no model): rules "BTC below 100000" and
 * "ETH/BTC below 0.03"; "list my alerts" spells both out; "remove my BTC alert" removes only the
 * BTC rule; with two BTC rules it asks which, and "remove all my BTC alerts" removes both.
 */
const T = Date.parse("2026-11-26T09:00:00Z");
const said = (r: { ok: boolean } & ({ ok: true; reply: { content: string } } | { ok: false })) => (r.ok ? r.reply.content : "");

describe("alert rules in chat without a model", () => {
  it("lists each rule, removes by the rule's own asset, asks when several match", async () => {
    const user = await seedUser({ timeZone: "Europe/London", now: T });
    const { stub, clock } = await proAgent(user.id, "Europe/London", T);
    // Rules are listed oldest first; each is made a minute after the last.
    let at = T;
    const later = () => clock.set((at += 60_000));
    await stub.chat("alert me when BTC goes below 100000", null);
    later();
    await stub.chat("alert me when ETH/BTC falls below 0.03", null);
    expect(said(await stub.chat("list my alerts", null))).toContain("You have 2 alert rules: 1. BTC trades below $100,000; 2. ETH/BTC falls below 0.03.");
    expect(said(await stub.chat("remove my BTC alert", null))).toContain("Removed your alert rule: 1. BTC trades below $100,000.");
    const left = await stub.alertRules();
    expect(left.ok && left.rules.map((r) => `${r.symbol}/${r.otherSymbol}`)).toEqual(["ETH/BTC"]);
    later();
    await stub.chat("alert me when BTC goes above 120000", null);
    later();
    await stub.chat("alert me when BTC goes below 90000", null);
    expect(said(await stub.chat("remove my BTC alert", null))).toContain("Which one should I remove?");
    expect(said(await stub.chat("remove all my BTC alerts", null))).toContain("Removed your alert rules: 2. BTC trades above $120,000; 3. BTC trades below $90,000.");
    const last = await stub.alertRules();
    expect(last.ok && last.rules).toHaveLength(1);
  }, 30_000);
});
