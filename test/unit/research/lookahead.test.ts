import { describe, expect, it, vi } from "vitest";
import type { ReplayFiles } from "../../../worker/market/replay/files";
import { diskReplayFiles } from "../market/replay-files";

/**
 * No output may use data after its as-of date. The replay series are cached per isolate, so each
 * run imports the research modules afresh; the poisoned files multiply every price on or after
 * the cut day (candles not yet closed at the research moment) — any look-ahead changes the output.
 */
const AT = Date.parse("2024-03-15T12:00:00Z");
const CUT = "2024-03-15";

function poisoned(from: string): ReplayFiles {
  return {
    async read(path) {
      const text = await diskReplayFiles.read(path);
      if (text === null) return null;
      return text
        .split("\n")
        .map((line) => {
          const [d, o, h, l, c, v] = line.split(",");
          if (!d || d.slice(0, 10) < from) return line;
          return [d, Number(o) * 3, Number(h) * 3, Number(l) * 3, Number(c) * 3, Number(v) * 7].join(",");
        })
        .join("\n");
    },
  };
}

async function run(files: ReplayFiles, at: number): Promise<string> {
  vi.resetModules();
  const { replayResearchData } = await import("../../../worker/research/data");
  const { explore } = await import("../../../worker/research/explore");
  const { analyze } = await import("../../../worker/research/analyze");
  const { verdicts } = await import("../../../worker/research/verdicts");
  const data = replayResearchData(files, at);
  const out = [];
  for (const tf of ["near", "mid", "long"] as const) out.push(await explore(data, "crypto", tf, "large"), await explore(data, "crypto", tf, "medium"));
  for (const symbol of ["BTC", "SOL", "AAVE", "NVDA", "SPY"]) {
    const a = await analyze(data, symbol);
    out.push(a, await verdicts(data, { analysis: a, frameworks: [{ ref: "NB-1", title: "F", body: "RSI14 < 70\nprice above SMA50\nchange7 > 0" }], holdingWeight: 0.1 }));
  }
  return JSON.stringify(out);
}

describe("point in time", () => {
  it("Explore, Analyze and Verdicts give identical output when everything after the as-of date is poisoned", async () => {
    const clean = await run(diskReplayFiles, AT);
    expect(await run(poisoned(CUT), AT)).toBe(clean);
  }, 60_000);

  it("the poison is visible to a run one day later (so the test above can fail)", async () => {
    const later = AT + 86_400_000;
    expect(await run(poisoned(CUT), later)).not.toBe(await run(diskReplayFiles, later));
  }, 60_000);
});
