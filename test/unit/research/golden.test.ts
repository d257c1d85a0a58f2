import { describe, expect, it } from "vitest";
import { replayClock } from "../../../worker/market/replay/clock";
import { analyze } from "../../../worker/research/analyze";
import { replayResearchData } from "../../../worker/research/data";
import { explore } from "../../../worker/research/explore";
import { rewardRisk } from "../../../worker/research/levels";
import { tradeReadiness, verdicts } from "../../../worker/research/verdicts";
import { diskReplayFiles } from "../market/replay-files";

/** Golden outputs on the real replay data at fixed past dates; every figure traced back to the CSV. */
const AT = Date.parse("2024-03-15T12:00:00Z");
const data = () => replayResearchData(diskReplayFiles, AT);

async function csvRows(path: string): Promise<Map<string, number[]>> {
  const text = (await diskReplayFiles.read(path))!;
  return new Map(text.trimEnd().split("\n").map((l) => { const [d, ...rest] = l.split(","); return [d!, rest.map(Number)] as const; }));
}

describe("the replay clock", () => {
  it("is the latest moment BTC, ETH and SPY all cover, and a chosen date is clamped into range", async () => {
    const c = await replayClock(diskReplayFiles);
    expect(new Date(c.asOf).toISOString()).toBe("2025-09-26T20:00:00.000Z");
    expect(c.limitedBy).toBe("SPY");
    expect((await replayClock(diskReplayFiles, AT)).asOf).toBe(AT);
    expect((await replayClock(diskReplayFiles, Date.parse("2030-01-01"))).asOf).toBe(c.latest);
  });
});

describe("Explore at 2024-03-15", () => {
  it("ranks large-cap crypto for the mid timeframe, reproducibly, with the figures behind each rank", async () => {
    const e = await explore(data(), "crypto", "mid", "large");
    expect(e.candidates.map((c) => c.symbol)).toEqual(["DOGE", "BNB", "SOL", "DOT", "UNI", "BTC", "AVAX", "ETH", "MATIC", "ADA", "LINK", "XRP"]);
    expect(e.candidates.map((c) => c.score)).toEqual([86.4, 77.7, 72.5, 72, 58.2, 50.9, 48.2, 36.8, 32.3, 27.3, 19.1, 18.6]);
    expect(JSON.stringify(await explore(data(), "crypto", "mid", "large"))).toBe(JSON.stringify(e));
    const sol = e.candidates.find((c) => c.symbol === "SOL")!;
    const rows = await csvRows("crypto/SOL.csv");
    // Momentum traces to two closes in the file: 2024-03-14 against 30 rows earlier (2024-02-13).
    expect(sol.figures.price.value).toBe(rows.get("2024-03-14")![3]);
    expect(sol.figures.momentum.value).toBeCloseTo((176.65 / rows.get("2024-02-13")![3]! - 1) * 100, 4);
    expect(sol.figures.momentum.asOf).toBe("2024-03-15T00:00:00.000Z");
    expect(sol.figures.marketCap.value).toBe(Number((404245237.42745 * 176.65).toPrecision(8)));
    expect(sol.why).toMatch(/^\+57\.1% over the window, above its SMA50 by 53\.3%/);
  });

  it("says why a band is empty instead of showing an empty table", async () => {
    const micro = await explore(data(), "crypto", "mid", "micro");
    expect(micro.candidates).toEqual([]);
    expect(micro.emptyReason).toMatch(/No crypto asset in the registry has a market cap under \$300M/);
    const stocks = await explore(data(), "equities", "near", "large");
    expect(stocks.emptyReason).toMatch(/no shares outstanding/);
    expect(stocks.excluded.map((x) => x.symbol)).toContain("AAPL");
    expect(stocks.emptyReason).toMatch(/does not estimate share counts/);
    // Not banded, still researchable: an AAPL idea analyzes, its market cap "not available" with the reason.
    const aapl = await analyze(data(), "AAPL");
    expect(aapl.valuation.notAvailable[0]).toEqual({ item: "market cap", reason: "the replay data has no shares outstanding for stocks and funds" });
  });
});

describe("Analyze and Verdicts at 2024-03-15", () => {
  it("analyzes SOL: conviction with what it rests on, levels with how found, peers, valuation or why not", async () => {
    const a = await analyze(data(), "SOL");
    expect(a.conviction.score).toBe(85);
    expect(a.conviction.restsOn.filter((p) => p.points === 0).map((p) => p.factor)).toEqual(["RSI14 between 40 and 70 (not stretched)"]);
    expect(a.levels.close.value).toBe(176.65);
    expect(a.levels.validation.value).toBeCloseTo(176.65 + 2 * a.levels.atr14.value!, 4);
    expect(a.levels.validation.how).toBe("close + 2 × ATR14 (no confirmed swing high above the close)");
    expect(a.levels.invalidation.how).toMatch(/swing low of 2024-03-05 is more than 4 ATR away/);
    expect(a.competitors.peers.map((p) => p.symbol)).toEqual(["SOL", "ETH", "ADA", "AVAX", "DOT"]);
    expect(a.valuation.figures.marketCapToFdv!.value).toBeCloseTo(404245237.42745 / 553511596.64762, 6);
    expect(a.valuation.notAvailable.map((n) => n.item)).toEqual(["fees, revenue and TVL multiples"]);
    for (const f of [a.levels.close, a.levels.validation, a.indicators.rsi14!, a.valuation.figures.marketCap!]) {
      expect(f.source).toMatch(/replay|CoinGecko/);
      expect(Date.parse(f.asOf)).toBeLessThanOrEqual(AT);
    }
  });

  it("gives four experts and every Framework note, with unreadable lines reported", async () => {
    const a = await analyze(data(), "SOL");
    const v = await verdicts(data(), { analysis: a, frameworks: [{ ref: "NB-3", title: "Mine", body: "# checks\nRSI14 < 70\nprice above SMA200\nmoon soon\nfoo > 3" }], holdingWeight: null });
    expect(v.opinions.map((o) => [o.expert, o.stance, o.score])).toEqual([
      ["Macro", "constructive", 90],
      ["Chart", "constructive", 60],
      ["Risk", "neutral", 45],
      ["Trade readiness", "cautious", 30],
      ["Mine", "neutral", 50],
    ]);
    expect(v.opinions[4]!.checks!.map((c) => c.result)).toEqual(["fail", "pass", "unreadable", "unreadable"]);
    expect(JSON.stringify(v)).not.toMatch(/\b(buy|sell)\b/i);
  });
});

describe("trade readiness arithmetic", () => {
  it("is exact: reward/risk from the levels, and the entry that makes it 2×", () => {
    expect(rewardRisk(100, 130, 90)).toEqual({ reward: 30, risk: 10, ratio: 3, entryFor2x: (130 + 180) / 3 });
    const r = rewardRisk(100, 110, 95);
    expect(r.ratio).toBe(2);
    expect(r.entryFor2x).toBe(100);
    const t = rewardRisk(176.65, 200.29722, 153.00278);
    expect(200.29722 - t.entryFor2x).toBeCloseTo(2 * (t.entryFor2x - 153.00278), 10);
    expect(rewardRisk(100, 120, 100).ratio).toBeNull();
  });

  it("marks 2× as ready and anything less as not, naming the entry", async () => {
    const a = await analyze(data(), "SOL");
    const at = (v: number, s: number) => tradeReadiness({ ...a, levels: { ...a.levels, validation: { ...a.levels.validation, value: v }, invalidation: { ...a.levels.invalidation, value: s } } });
    const ready = at(176.65 + 20, 176.65 - 10);
    expect(ready.trade).toMatchObject({ ready: true, ratio: 2 });
    const not = at(176.65 + 10, 176.65 - 10);
    expect(not.trade!.ready).toBe(false);
    expect(not.reasons[1]).toContain(`entry of $${((186.65 + 2 * 166.65) / 3).toPrecision(5)}`);
  });
});

describe("scorecard", () => {
  it("reads which level was hit first and the returns after 7/30/90 days against BTC, from the CSV", async () => {
    const { outcomeOf } = await import("../../../worker/research/scorecard");
    const future = replayResearchData(diskReplayFiles, Date.parse("2025-09-26T20:00:00Z"));
    const a = await analyze(data(), "SOL");
    const o = (await outcomeOf(data(), future, a))!;
    const sol = await csvRows("crypto/SOL.csv");
    const btc = await csvRows("crypto/BTC.csv");
    // Day +30 from 2024-03-15 12:00 is the candle of 2024-04-14 (opens within half a day of the target).
    expect(o.returns.d30).toBeCloseTo((sol.get("2024-04-14")![3]! / 176.65 - 1) * 100, 4);
    expect(o.excess.d30).toBeCloseTo(o.returns.d30! - (btc.get("2024-04-14")![3]! / btc.get("2024-03-14")![3]! - 1) * 100, 4);
    // The first candle after the call that reached a level.
    const days = [...sol.keys()].filter((d) => d >= "2024-03-15");
    const first = days.find((d) => sol.get(d)![1]! >= a.levels.validation.value! || sol.get(d)![2]! <= a.levels.invalidation.value!)!;
    expect(o.firstHitAt).toBe(first);
  });
});
