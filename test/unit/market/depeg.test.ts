import { describe, expect, it } from "vitest";
import { depegEpisodes, ongoingDepeg } from "../../../worker/market/events/depeg";
import { dailySeries, fiveMinuteSeries, type ReplaySeries } from "../../../worker/market/replay/series";
import { diskReplayFiles } from "./replay-files";

const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());
const points = (s: ReplaySeries) => s.candles.map((c, i) => ({ t: s.closeTimes[i]!, price: c.close }));

describe("depeg detection on the real episodes", () => {
  it("USDC, March 2023 (5-minute bars): off peg from the 04:35 bar on 11 March, worst close 0.88", async () => {
    const episodes = depegEpisodes(points((await fiveMinuteSeries(diskReplayFiles, "USDC"))!), 1);
    const main = episodes[0]!;
    // The bar that opened 04:35Z is the first close below 0.99; it closed at 04:40Z.
    expect(iso(main.start)).toBe("2023-03-11T04:40:00.000Z");
    expect(main.worstPrice).toBeCloseTo(0.88, 6);
    expect(main.worstDeviationPct).toBeCloseTo(-12, 6);
    expect(iso(main.end)).toBe("2023-03-12T23:10:00.000Z");
    // A last dip below 0.99 on the 13th is a separate, short episode; the last close below 0.99 opened 12:45Z.
    expect(episodes).toHaveLength(2);
    expect(iso(episodes[1]!.lastOffPeg)).toBe("2023-03-13T12:50:00.000Z");
  });

  it("USDT never fell below its peg in the same window; its episodes are all premiums (flight to USDT)", async () => {
    const episodes = depegEpisodes(points((await fiveMinuteSeries(diskReplayFiles, "USDT"))!), 1);
    expect(episodes.length).toBeGreaterThan(0);
    for (const e of episodes) expect(e.worstPrice).toBeGreaterThanOrEqual(1.01);
  });

  it("UST, May 2022 (daily closes): the collapse starts with the 9 May close of 0.79 and never recovers", async () => {
    const episodes = depegEpisodes(points((await dailySeries(diskReplayFiles, "USTC"))!), 1);
    const collapse = episodes.find((e) => iso(e.start)!.startsWith("2022-05-10"))!;
    expect(collapse).toBeDefined();
    expect(collapse.end).toBeNull();
    expect(collapse.worstPrice).toBeCloseTo(0.00654, 6);
  });

  it("an ongoing episode is reported only while it lasts", async () => {
    const s = (await fiveMinuteSeries(diskReplayFiles, "USDC"))!;
    const all = points(s);
    const during = all.filter((p) => p.t <= Date.parse("2023-03-11T12:00:00Z"));
    const ongoing = ongoingDepeg(during, 1)!;
    expect(iso(ongoing.start)).toBe("2023-03-11T04:40:00.000Z");
    expect(ongoing.end).toBeNull();
    const before = all.filter((p) => p.t <= Date.parse("2023-03-10T12:00:00Z"));
    expect(ongoingDepeg(before, 1)).toBeNull();
    const after = all.filter((p) => p.t <= Date.parse("2023-03-14T00:00:00Z"));
    expect(ongoingDepeg(after, 1)).toBeNull();
  });

  it("short on-peg touches inside an episode do not split it", () => {
    const m = 60_000;
    const pts = [0.95, 0.995, 0.96, 1, 1, 1].map((price, i) => ({ t: i * 10 * m, price }));
    const [one, ...rest] = depegEpisodes(pts, 1, { threshold: 0.01, mergeGapMs: 15 * m });
    expect(rest).toEqual([]);
    expect(one!.offPegObservations).toBe(2);
    expect(one!.end).toBe(30 * m);
  });
});
