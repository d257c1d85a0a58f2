import { describe, expect, it } from "vitest";
import { call, expectError, identities, json, signIn } from "./helpers";

/** Track's per-position snapshots through the site's route, on the replay clock. */
const { address, freshIp } = identities("track.example", 43);
const ADMIN = { authorization: "Bearer test-admin-token" };

async function user(plan: "free" | "pro") {
  const email = address(plan);
  const cookie = await signIn(email, freshIp());
  if (plan === "pro") expect((await call("/admin/set-plan", { body: { email, plan }, headers: ADMIN, origin: null })).status).toBe(200);
  return cookie;
}

async function created(cookie: string, path: string, body: unknown) {
  const r = await call(path, { cookie, body });
  expect(r.status, await r.clone().text()).toBe(201);
  return (await json(r)).data;
}

describe("Track: per-position snapshots", () => {
  it("merges an asset held in two portfolios, reads its trend on the clock and names the levels to watch", async () => {
    const cookie = await user("pro");
    const a = await created(cookie, "/app/portfolios", { name: "Long term" });
    const b = await created(cookie, "/app/portfolios", { name: "Trading" });
    await created(cookie, `/app/portfolios/${a.id}/holdings`, { symbol: "BTC", quantity: 1 });
    await created(cookie, `/app/portfolios/${b.id}/holdings`, { symbol: "BTC", quantity: 0.5 });
    await created(cookie, `/app/portfolios/${b.id}/holdings`, { symbol: "SOL", quantity: 10 });

    // An analysis of BTC on the replay clock: its levels become the reference points Track watches.
    const idea = await created(cookie, "/app/research/ideas", { assetClass: "crypto", timeframe: "mid", band: "large", symbol: "BTC" });
    const analysis = await created(cookie, "/app/research/analyze", { ideaRef: idea.ref });

    const held = (await json(await call("/app/research/track/positions", { cookie }))).data;
    expect(held.positions.map((p: { symbol: string }) => p.symbol)).toEqual(["BTC", "SOL"]);
    const [btc, sol] = held.positions;
    expect(btc.quantity).toBe(1.5);
    expect(btc.value).toBeCloseTo(btc.price * 1.5, 2);
    // One clock: BTC's own file runs into 2026, but it is read at the anchors' shared end.
    expect(btc.asOf.slice(0, 10)).toBe("2025-09-26");
    expect(btc.price).toBe(analysis.data.levels.close.value);
    expect(btc.weightPct + sol.weightPct).toBeCloseTo(100, 0);
    expect(held.totals).toMatchObject({ positions: 2, unpriced: 0 });
    expect(held.totals.value).toBeCloseTo(btc.value + sol.value, 0);
    expect(typeof btc.change7dPct).toBe("number");
    expect(typeof btc.change30dPct).toBe("number");
    expect(btc.trend).toMatch(/50- and 200-day|50-day/);
    // Levels as people quote them: BTC's in whole dollars.
    expect(btc.levels).toMatchObject({ ref: analysis.ref, validation: Math.round(analysis.data.levels.validation.value), invalidation: Math.round(analysis.data.levels.invalidation.value) });
    // Every catalyst that names a level is within 5% of the price, and says which entry it comes from.
    for (const c of btc.catalysts as string[]) if (c.includes("level")) expect(c).toContain(analysis.ref);
    const near = [btc.levels.validation, btc.levels.invalidation].filter((l: number) => Math.abs((l - btc.price) / btc.price) <= 0.05);
    expect(btc.catalysts.filter((c: string) => c.includes("level"))).toHaveLength(near.length);
    expect(sol.levels).toBeNull();
    expect(JSON.stringify(held)).not.toMatch(/\b(buy|sell)\b/i);
  });

  it("an empty workspace gets no positions, and another user's holdings never show", async () => {
    const owner = await user("pro");
    const p = await created(owner, "/app/portfolios", { name: "Mine" });
    await created(owner, `/app/portfolios/${p.id}/holdings`, { symbol: "ETH", quantity: 3 });
    const other = await user("pro");
    const held = (await json(await call("/app/research/track/positions", { cookie: other }))).data;
    expect(held).toEqual({ totals: { value: 0, positions: 0, unpriced: 0 }, positions: [], brief: null });
  });

  it("is part of Pro", async () => {
    await expectError(await call("/app/research/track/positions", { cookie: await user("free") }), 403, "plan_required");
  });
});
