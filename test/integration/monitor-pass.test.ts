import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AgentDO } from "../../durable-objects/agent-do";
import { env } from "./helpers";
import { inboxOf, passAt, proAgent, seedEvent, seedSnapshots, seedUser } from "./monitor-fixtures";
import { when } from "../../worker/agent/tools/format";

/**
 * Monitoring passes in a real AgentDO with the clock controlled: the times (DST included), each
 * layer's threshold at its boundary, the three rule types, dedup and worsening, nothing while
 * paused. Market data comes from D1 snapshots and events, as the platform scan writes them.
 */

const hourIn = (at: number, timeZone: string) => Number(new Date(at).toLocaleString("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" }));
const dayIn = (at: number, timeZone: string) => new Date(at).toLocaleDateString("en-CA", { timeZone });

async function passTimes(stub: DurableObjectStub<AgentDO>) {
  const a = await stub.activity({ kind: "pass", limit: 200 });
  if (!a.ok) throw new Error(a.message);
  return a.entries.map((e) => Date.parse(e.createdAt)).reverse();
}

/** Follows the one alarm for `count` monitoring passes (other rows run too, as they would). */
async function runPasses(stub: DurableObjectStub<AgentDO>, clock: { set(ms: number): void }, count: number) {
  for (let i = 0; i < count * 3 && (await passTimes(stub)).length < count; i++) {
    const s = await stub.schedules();
    if (!s.ok || s.alarm === null) throw new Error("no alarm");
    clock.set(s.alarm);
    await runDurableObjectAlarm(stub);
  }
  return passTimes(stub);
}

describe("pass times: every 3 hours from 06:00 to 23:00 local, DST-correct", () => {
  const cases = [
    // Zone, a start the evening before the DST change, the first 06:00 local in UTC on each day.
    { zone: "America/New_York", start: "2027-03-13T05:00:00Z", first: ["2027-03-13T11:00:00Z", "2027-03-14T10:00:00Z"] },
    { zone: "Europe/London", start: "2027-03-27T01:00:00Z", first: ["2027-03-27T06:00:00Z", "2027-03-28T05:00:00Z"] },
    { zone: "Asia/Tokyo", start: "2027-03-26T16:00:00Z", first: ["2027-03-26T21:00:00Z", "2027-03-27T21:00:00Z"] },
  ];
  for (const c of cases) {
    it(`${c.zone}: 06, 09, 12, 15, 18, 21 local on both sides of the change`, async () => {
      const start = Date.parse(c.start);
      const user = await seedUser({ timeZone: c.zone, now: start });
      const { stub, clock } = await proAgent(user.id, c.zone, start);
      const times = await runPasses(stub, clock, 12);
      expect(times).toHaveLength(12);
      expect(times.map((t) => hourIn(t, c.zone))).toEqual([6, 9, 12, 15, 18, 21, 6, 9, 12, 15, 18, 21]);
      expect([times[0], times[6]].map((t) => new Date(t!).toISOString())).toEqual(c.first.map((f) => new Date(f).toISOString()));
      // Two local days, and the agent fell asleep on the way: passes run while asleep.
      expect(new Set(times.map((t) => dayIn(t, c.zone))).size).toBe(2);
      const st = await stub.status();
      expect(st.ok && st.agent?.state).toBe("asleep");
    }, 60_000);
  }

  it("an overdue pass at 02:00 local (after an eviction) does not run; it moves to 06:00", async () => {
    const start = Date.parse("2027-05-03T00:00:00Z");
    const user = await seedUser({ timeZone: "Europe/London", now: start });
    const { stub, clock } = await proAgent(user.id, "Europe/London", start);
    await passAt(stub, clock, Date.parse("2027-05-03T01:00:00Z")); // 02:00 BST
    expect(await passTimes(stub)).toEqual([]);
    const s = await stub.schedules();
    expect(s.ok && s.rows.find((r) => r.handler === "monitor_pass")?.nextRun).toBe(Date.parse("2027-05-03T05:00:00Z"));
  });
});

const T = Date.parse("2027-06-08T08:00:00Z"); // 09:00 in London, a Tuesday

describe("layers at their boundaries", () => {
  it("holdings alert past 10% (10.00% is quiet, 10.01% alerts); watched assets past 5% (5.00% quiet, 5.01% alerts)", async () => {
    const user = await seedUser({ timeZone: "Europe/London", held: ["BTC", "ETH"], watched: [{ symbol: "SOL" }, { symbol: "ADA" }, { symbol: "XRP" }], now: T - 86_400_000 });
    await seedSnapshots([
      { symbol: "BTC", price: 100_000, change: 10 },
      { symbol: "ETH", price: 2_900, change: -10.01 },
      { symbol: "SOL", price: 150, change: -5 },
      { symbol: "ADA", price: 0.5, change: 5.01 },
      { symbol: "XRP", price: 0.6, change: null },
    ], T - 600_000);
    const { stub, clock } = await proAgent(user.id, "Europe/London", T - 3_600_000);
    await passAt(stub, clock, T);
    const alerts = await inboxOf(user.id);
    expect(alerts.map((a) => [a.data.layer, a.data.symbol])).toEqual([["holding", "ETH"], ["tracked", "ADA"]]);
    const eth = alerts[0]!;
    // What crossed, by how much, source and asOf, and that alerts can lag.
    expect(eth.title).toBe("Holding moved: ETH");
    expect(eth.body).toContain("ETH moved -10.01% in 24 hours");
    expect(eth.body).toContain("0.01 percentage points past the 10% line");
    expect(eth.body).toContain(`Source: coingecko, as of ${when(new Date(T - 600_000).toISOString())}`);
    expect(eth.body).toContain("can lag by a few hours");
    expect(alerts[1]!.body).toContain("0.01 percentage points past the 5% line");
    // Activity has the pass and both alerts.
    const act = await stub.activity({});
    expect(act.ok && act.entries.map((e) => e.kind)).toEqual(["pass", "alert", "alert"]);
    expect(act.ok && act.entries[0]!.title).toContain("5 assets");
  });

  it("the wider market: an open warning or critical event alerts; info, resolved or long-unseen ones do not", async () => {
    const user = await seedUser({ timeZone: "Europe/London", now: T });
    await seedSnapshots([], T);
    await seedEvent({ id: "ev_usdc", kind: "depeg", subject: "USDC", title: "USDC below its peg at $0.87", severity: "critical", lastSeenAt: T - 3_600_000 });
    await seedEvent({ id: "ev_info", kind: "governance", subject: "UNI", title: "A vote", severity: "info", lastSeenAt: T - 3_600_000 });
    await seedEvent({ id: "ev_done", kind: "exploit", subject: "X", title: "Old exploit", severity: "critical", status: "resolved", lastSeenAt: T - 3_600_000 });
    await seedEvent({ id: "ev_old", kind: "bridge_halt", subject: "Y", title: "Bridge halted last week", severity: "warning", lastSeenAt: T - 3 * 86_400_000 });
    const { stub, clock } = await proAgent(user.id, "Europe/London", T - 3_600_000);
    await passAt(stub, clock, T);
    const alerts = await inboxOf(user.id);
    expect(alerts.map((a) => a.data.key)).toEqual(["event:ev_usdc"]);
    expect(alerts[0]!.body).toContain("Market event: USDC below its peg at $0.87");
    expect(alerts[0]!.body).toContain("Source: defillama");
  });
});

describe("alert rules, every pass", () => {
  it("absolute price, 24h change and asset ratio (ETH/BTC below 0.03) each fire when crossed, and only then", async () => {
    const user = await seedUser({ timeZone: "Europe/London", now: T });
    await seedSnapshots([
      { symbol: "BTC", price: 100_000, change: 1 },
      { symbol: "ETH", price: 2_900, change: 2 },
      { symbol: "SOL", price: 150, change: -7.5 },
    ], T - 600_000);
    const { stub, clock } = await proAgent(user.id, "Europe/London", T - 3_600_000);
    const ids = await runInDurableObject(stub, (i: AgentDO) => {
      const ws = (i as unknown as { workspace(): import("../../worker/agent/workspace").WorkspaceOps }).workspace();
      return [
        ws.addAlert({ type: "price_above", symbol: "BTC", otherSymbol: null, value: 99_000 }).id,
        ws.addAlert({ type: "price_below", symbol: "BTC", otherSymbol: null, value: 90_000 }).id,
        ws.addAlert({ type: "change_24h", symbol: "SOL", otherSymbol: null, value: 7 }).id,
        ws.addAlert({ type: "change_24h", symbol: "ETH", otherSymbol: null, value: 5 }).id,
        ws.addAlert({ type: "ratio_below", symbol: "ETH", otherSymbol: "BTC", value: 0.03 }).id,
        ws.addAlert({ type: "ratio_above", symbol: "ETH", otherSymbol: "BTC", value: 0.05 }).id,
      ];
    });
    await passAt(stub, clock, T);
    const alerts = await inboxOf(user.id);
    expect(alerts.map((a) => a.data.key).sort()).toEqual([`rule:${ids[0]}`, `rule:${ids[2]}`, `rule:${ids[4]}`].sort());
    const body = (id: string | undefined) => alerts.find((a) => a.data.key === `rule:${id}`)!.body;
    expect(body(ids[0])).toContain("BTC is at $100,000, above your $99,000 alert");
    expect(body(ids[2])).toContain("SOL moved -7.50% in 24 hours, past your 7% alert");
    expect(body(ids[4])).toContain("ETH/BTC is at 0.02900, below your 0.03 alert");
    expect(body(ids[4])).toContain("3.33% past the line");
  });
});

describe("once a day unless it worsens", () => {
  it("the same condition is quiet on the next pass, alerts again when it is 2.5 points worse, and again the next day", async () => {
    const user = await seedUser({ timeZone: "Europe/London", held: ["ETH"], now: T });
    await seedSnapshots([{ symbol: "ETH", price: 2_900, change: -11 }], T - 600_000);
    const { stub, clock } = await proAgent(user.id, "Europe/London", T - 3_600_000);
    await passAt(stub, clock, T);
    await passAt(stub, clock, T + 3 * 3_600_000);
    expect(await inboxOf(user.id)).toHaveLength(1);
    // A little worse (13.49 < 11 + 2.5): still quiet.
    await seedSnapshots([{ symbol: "ETH", price: 2_850, change: -13.49 }], T + 5 * 3_600_000);
    await passAt(stub, clock, T + 6 * 3_600_000);
    expect(await inboxOf(user.id)).toHaveLength(1);
    await seedSnapshots([{ symbol: "ETH", price: 2_800, change: -13.5 }], T + 8 * 3_600_000);
    await passAt(stub, clock, T + 9 * 3_600_000);
    let alerts = await inboxOf(user.id);
    expect(alerts).toHaveLength(2);
    expect(alerts[1]!.body).toContain("ETH moved -13.50%");
    // The next local day the standing condition alerts once more.
    await passAt(stub, clock, T + 24 * 3_600_000);
    await passAt(stub, clock, T + 27 * 3_600_000);
    alerts = await inboxOf(user.id);
    expect(alerts).toHaveLength(3);
    const passes = await passTimes(stub);
    expect(passes).toHaveLength(6);
  });
});

describe("paused", () => {
  it("a paused agent runs no pass and raises nothing; reactivation plans the next slot", async () => {
    const user = await seedUser({ timeZone: "Europe/London", held: ["ETH"], now: T });
    await seedSnapshots([{ symbol: "ETH", price: 2_900, change: -20 }], T - 600_000);
    const { stub, clock } = await proAgent(user.id, "Europe/London", T - 3_600_000);
    expect((await stub.pause("subscription_cancelled")).ok).toBe(true);
    expect(await passAt(stub, clock, T)).toBe(false);
    expect(await inboxOf(user.id)).toEqual([]);
    const act = await runInDurableObject(stub, (_i, state) => state.storage.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM activity").one().n);
    expect(act).toBe(0);
    clock.set(T + 30 * 60_000);
    expect((await stub.reactivate("pro")).ok).toBe(true);
    const s = await stub.schedules();
    expect(s.ok && s.rows.find((r) => r.handler === "monitor_pass")?.nextRun).toBe(Date.parse("2027-06-08T11:00:00Z"));
  });
});

describe("the Inbox row belongs to the account", () => {
  it("deleting the user removes their items (foreign key cascade)", async () => {
    const user = await seedUser({ timeZone: "Europe/London", held: ["ETH"], now: T });
    await seedSnapshots([{ symbol: "ETH", price: 2_900, change: -20 }], T - 600_000);
    const { stub, clock } = await proAgent(user.id, "Europe/London", T - 3_600_000);
    await passAt(stub, clock, T);
    expect(await inboxOf(user.id)).toHaveLength(1);
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(user.id).run();
    expect(await inboxOf(user.id)).toEqual([]);
  });
});

describe("alert e-mail, when chosen", () => {
  it("no e-mail by default; with e-mail chosen for alerts, one message per pass with every alert, a link back and a stop link", async () => {
    const user = await seedUser({ timeZone: "Europe/London", held: ["ETH", "BTC"], now: T });
    await seedSnapshots([{ symbol: "ETH", price: 2_900, change: -12 }, { symbol: "BTC", price: 90_000, change: -11 }], T - 600_000);
    const { stub, clock } = await proAgent(user.id, "Europe/London", T - 3_600_000);
    const mails = async () => (await env.DB.prepare("SELECT subject, text FROM dev_mailbox WHERE to_address = ?").bind(user.email).all<{ subject: string; text: string }>()).results;
    await passAt(stub, clock, T);
    expect(await mails()).toEqual([]);
    await env.DB.prepare("INSERT INTO notify_prefs (user_id, type, channel, enabled, updated_at) VALUES (?, 'alert', 'email', 1, ?)").bind(user.id, T).run();
    await seedSnapshots([{ symbol: "ETH", price: 2_700, change: -15 }, { symbol: "BTC", price: 85_000, change: -14 }], T + 2 * 3_600_000);
    await passAt(stub, clock, T + 3 * 3_600_000);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe("Fathom alert: 2 new");
    expect(sent[0]!.text).toContain("ETH moved -15.00% in 24 hours");
    expect(sent[0]!.text).toContain("BTC moved -14.00% in 24 hours");
    expect(sent[0]!.text).toContain("Open your Inbox: http://localhost:8787/inbox");
    expect(sent[0]!.text).toMatch(/Stop these e-mails \(one click\): http:\/\/localhost:8787\/stop\?token=/);
  });
});
