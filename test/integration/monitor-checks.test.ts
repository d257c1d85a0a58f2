import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AgentDO } from "../../durable-objects/agent-do";
import { FAKE_OPENAI_BASE_URL, resetFakeOpenAI } from "../fakes/openai";
import { call, env, expectError, identities, json, signIn } from "./helpers";
import { inboxOf, passAt, proAgent, seedSnapshots, seedUser } from "./monitor-fixtures";

/**
 * Custom recurring checks: asked for in chat (with the fake model's structured spec and without a
 * model), stored in the agent's SQLite, run on every pass — also after the AgentDO is evicted —
 * into Activity and, when they fire, the Inbox with source and asOf; listed and removed by asking.
 */
const T = Date.parse("2027-06-08T08:00:00Z"); // 09:00 BST
const DAY = 86_400_000;

/** Daily candles as the scan caches them (market_cache), closing at `high` 40 days before T. */
async function seedCandles(symbol: string, base: number, high: number) {
  const candles = Array.from({ length: 120 }, (_, i) => {
    const t = T - (120 - i) * DAY;
    // The peak is a daily close (what the check measures); other days' wicks reach 10% higher.
    const close = i === 80 ? high : base;
    return { t, open: base, high: close * 1.1, low: base * 0.98, close, volume: 1 };
  });
  const body = { symbol, interval: "1d", candles, source: "coingecko", asOf: T - DAY };
  await env.DB.prepare("INSERT OR REPLACE INTO market_cache (key, source, body, as_of, fetched_at, expires_at) VALUES (?, 'coingecko', ?, ?, ?, ?)").bind(`candles:${symbol}:1d`, JSON.stringify(body), T - DAY, T - DAY, T + 30 * DAY).run();
}

/** The assistant's reply text of one chat turn ("" when the turn failed, which the assertions then catch). */
const said = (r: { ok: boolean } & ({ ok: true; reply: { content: string } } | { ok: false })) => (r.ok ? r.reply.content : "");

async function setup() {
  const user = await seedUser({ timeZone: "Europe/London", held: ["ETH", "BTC"], now: T });
  // ETH: 2,000 against a 2,600 high (23.08% below); BTC: 100,000 against 105,000 (4.76% below).
  await seedCandles("ETH", 2_100, 2_600);
  await seedCandles("BTC", 100_000, 105_000);
  await seedSnapshots([{ symbol: "ETH", price: 2_000, change: -3 }, { symbol: "BTC", price: 100_000, change: 1 }], T - 600_000);
  const { stub, clock } = await proAgent(user.id, "Europe/London", T - 3_600_000);
  return { user, stub, clock };
}

for (const withModel of [false, true]) {
  describe(withModel ? "with the model (structured spec)" : "without a model (read from the words)", () => {
    it("a check made in chat runs on the next pass: ETH fires (Inbox + Activity, source and asOf), BTC stays quiet", async () => {
      const { user, stub, clock } = await setup();
      await resetFakeOpenAI();
      if (withModel) await runInDurableObject(stub, (i: AgentDO) => void (i.modelOverride = { apiKey: "sk-fake", baseURL: FAKE_OPENAI_BASE_URL, model: "fake-model" }));
      const text = withModel ? "[check] keep an eye on my bags" : "every pass, check whether any of my holdings is more than 20% below its 90-day high";
      expect(await stub.chat(text, null)).toMatchObject({ ok: true, reply: { model: withModel } });
      const checks = await stub.customChecks();
      expect(checks.ok && checks.checks.map((c) => c.spec)).toEqual([{ kind: "below_high", scope: "holdings", symbol: null, pct: 20, days: 90 }]);
      await passAt(stub, clock, T);
      const alerts = await inboxOf(user.id);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]!.title).toBe("Custom check: ETH");
      expect(alerts[0]!.body).toContain("ETH is 23.08% below its 90-day high of $2,600 (now $2,000)");
      expect(alerts[0]!.body).toContain("3.08 percentage points past your 20% line");
      expect(alerts[0]!.data).toMatchObject({ layer: "check", symbol: "ETH", source: "coingecko", asOf: new Date(T - 600_000).toISOString() });
      const act = await stub.activity({ kind: "check" });
      expect(act.ok && act.entries[0]!.title).toBe("Custom checks: 1 run, 1 fired");
      expect(act.ok && Object.values(act.entries[0]!.detail)).toEqual(["fired: ETH"]);
    }, 30_000);
  });
}

describe("offline, on replay data dated long before the pass", () => {
  it("SOL at 192.74 against a 90-day high close of 247.50 (-22.13%) fires, though the data is a year old", async () => {
    const now = Date.parse("2026-11-26T09:00:00Z"); // a pass slot in London
    const user = await seedUser({ timeZone: "Europe/London", held: ["SOL"], now });
    // What the scan stores offline: the replay quote, dated at its real close (2025-09-26 00:00 UTC); no cached candles.
    await seedSnapshots([{ symbol: "SOL", price: 192.74, change: -9.2 }], Date.parse("2025-09-26T00:00:00Z"));
    // The daily candles as offline reads serve them (replay, or a cache as old): they end on 2025-09-25,
    // closing at 247.50 on 2025-09-18 and at 192.74 otherwise (wicks 10% higher, not the high).
    const end = Date.parse("2025-09-25T00:00:00Z");
    const candles = Array.from({ length: 120 }, (_, i) => {
      const t = end - (119 - i) * DAY;
      const close = t === Date.parse("2025-09-18T00:00:00Z") ? 247.5 : 192.74;
      return { t, open: close, high: close * 1.1, low: close * 0.95, close, volume: 1 };
    });
    const body = { symbol: "SOL", interval: "1d", candles, source: "replay", label: "replay data from 2025-09-26", asOf: end + DAY };
    await env.DB.prepare("INSERT OR REPLACE INTO market_cache (key, source, body, as_of, fetched_at, expires_at) VALUES ('candles:SOL:1d', 'replay', ?, ?, ?, ?)").bind(JSON.stringify(body), end + DAY, now, now + 30 * DAY).run();
    const { stub, clock } = await proAgent(user.id, "Europe/London", now - 3_600_000);
    await stub.chat("every pass, check whether any of my holdings is more than 20% below its 90-day high", null);
    await passAt(stub, clock, now);
    const act = await stub.activity({ kind: "check" });
    expect(act.ok && act.entries[0]!.title).toBe("Custom checks: 1 run, 1 fired");
    const alerts = await inboxOf(user.id);
    expect(alerts.map((a) => a.title)).toContain("Custom check: SOL");
    expect(alerts.find((a) => a.title === "Custom check: SOL")!.body).toContain("SOL is 22.13% below its 90-day high of $247.5 (now $192.74)");
  }, 30_000);
});

describe("checks survive eviction, are listed and removed by asking", () => {
  it("evict the AgentDO: the next pass still runs the check; a note is kept; remove by number", async () => {
    const { user, stub, clock } = await setup();
    await stub.chat("every pass, check whether any of my holdings is more than 20% below its 90-day high", null);
    const note = await stub.chat("watch SOL funding and tell me if it flips negative", null);
    expect(said(note)).toContain("no data to check it automatically");
    await evictDurableObject(stub);
    // A fresh instance: only the storage is left. Give it the test clock again and run a pass.
    await runInDurableObject(stub, (i: AgentDO) => void (i.clock = clock));
    await passAt(stub, clock, T);
    expect((await inboxOf(user.id)).map((a) => a.title)).toEqual(["Custom check: ETH"]);
    const act = await stub.activity({ kind: "check" });
    expect(act.ok && Object.values(act.entries[0]!.detail).sort()).toEqual(["fired: ETH", "kept: no scan data for funding"]);
    // Listed and removed by asking; the removed check no longer runs.
    const list = await stub.chat("my checks", null);
    expect(said(list)).toContain("1. “every pass, check whether any of my holdings");
    expect(said(list)).toContain("2. “watch SOL funding");
    const removed = await stub.chat("remove check 1", null);
    expect(said(removed)).toContain("Removed the check");
    const left = await stub.customChecks();
    expect(left.ok && left.checks.map((c) => c.spec.kind)).toEqual(["note"]);
    await seedSnapshots([{ symbol: "ETH", price: 1_500, change: -25 }, { symbol: "BTC", price: 100_000, change: 1 }], T + 3 * 3_600_000 - 600_000);
    await passAt(stub, clock, T + 3 * 3_600_000);
    // Only the holding layer fires now (ETH -25% in 24h); no custom check alert.
    expect((await inboxOf(user.id)).map((a) => a.title)).toEqual(["Custom check: ETH", "Holding moved: ETH"]);
  }, 30_000);
});

describe("/app/checks (the Alerts page)", () => {
  const { address, freshIp } = identities("checks.example", 84);

  it("lists and removes a Pro user's checks; Free gets plan_required; a bad id is refused", async () => {
    const cookie = await signIn(address("pro"), freshIp());
    const me = (await json(await call("/app/me", { cookie }))).data;
    await env.DB.prepare("UPDATE users SET plan = 'pro' WHERE id = ?").bind(me.id).run();
    expect((await call("/app/agent", { cookie, body: { name: "Ada", timeZone: "Europe/London" } })).status).toBeLessThan(300);
    await env.AGENT.getByName(`agent:${me.id}`).chat("every pass, check whether SOL moves more than 8%", null);
    const listed = (await json(await call("/app/checks", { cookie }))).data.checks;
    expect(listed).toMatchObject([{ instruction: "every pass, check whether SOL moves more than 8%", kind: "move_24h", description: "SOL moving more than 8% in 24 hours" }]);
    await expectError(await call("/app/checks/not-an-id", { cookie, method: "DELETE" }), 400, "invalid_param", "id");
    await expectError(await call("/app/checks/chk_nothere", { cookie, method: "DELETE" }), 404, "not_found");
    expect((await json(await call(`/app/checks/${listed[0].id}`, { cookie, method: "DELETE" }))).data).toEqual({ id: listed[0].id, deleted: true });
    expect((await json(await call("/app/checks", { cookie }))).data.checks).toEqual([]);
    const free = await signIn(address("free"), freshIp());
    await expectError(await call("/app/checks", { cookie: free }), 403, "plan_required");
  }, 30_000);
});
