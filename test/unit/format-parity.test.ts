import { describe, expect, it } from "vitest";
import * as worker from "../../worker/agent/tools/format";
import * as site from "../../web/src/lib/format";

/** The Worker's text and the site write a price and a size the same way (one rule, two runtimes). */
describe("price rule parity", () => {
  const values = [0, 0.000123456, 0.0099, 0.2229187, 1, 192.7391, 3874.36, 108994.49, 2_119_036_105_337, 468_110_000_000, 145_530_000, 999_999.99];
  it.each(values)("%d", (v) => {
    expect(worker.usd(v)).toBe(site.usd(v));
    expect(worker.usdCompact(v)).toBe(site.usdCompact(v));
  });
  it("reads as expected", () => {
    expect([worker.usd(108994.49), worker.usd(0.2229187), worker.usdCompact(2_119_036_105_337), worker.usdCompact(468_110_000_000)]).toEqual(["$108,994.49", "$0.2229", "$2.12T", "$468.11B"]);
  });
});
