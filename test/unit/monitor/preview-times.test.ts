import { describe, expect, it } from "vitest";
import { previewRule } from "../../../worker/monitor/preview";
import { inPassWindow, nextPassTime, PASS_HOURS } from "../../../worker/monitor/times";

const DAY = 86_400_000;
const candles = (closes: number[], start = Date.parse("2027-01-01T00:00:00Z")) => closes.map((close, i) => ({ t: start + i * DAY, open: close, high: close, low: close, close, volume: 0 }));

describe("rule preview over daily closes", () => {
  it("counts the days each rule type held, the first candle only giving a previous close", () => {
    const main = candles([100, 104, 111, 99, 120]);
    expect(previewRule({ type: "price_above", value: 100 }, main)).toMatchObject({ days: 4, firedDays: 3, firstFiredAt: "2027-01-02T00:00:00.000Z", lastFiredAt: "2027-01-05T00:00:00.000Z" });
    expect(previewRule({ type: "price_below", value: 100 }, main)).toMatchObject({ days: 4, firedDays: 1 });
    // Changes: +4%, +6.73%, -10.81%, +21.21%: above 5% on three days, exactly 4% not above 4.
    expect(previewRule({ type: "change_24h", value: 5 }, main).firedDays).toBe(3);
    expect(previewRule({ type: "change_24h", value: 4 }, main).firedDays).toBe(3);
    const btc = candles([4000, 4000, 4000, 3000, 4000]);
    // ETH/BTC: 0.026, 0.02775, 0.033, 0.03: below 0.03 on two days; a day missing on one side is skipped.
    expect(previewRule({ type: "ratio_below", value: 0.03 }, main, btc)).toMatchObject({ days: 4, firedDays: 2 });
    expect(previewRule({ type: "ratio_below", value: 0.03 }, main, btc.slice(0, 3))).toMatchObject({ days: 2, firedDays: 2 });
  });

  it("looks at 90 days at most", () => {
    const main = candles(Array.from({ length: 200 }, () => 10));
    expect(previewRule({ type: "price_above", value: 1 }, main)).toMatchObject({ days: 90, firedDays: 90 });
  });
});

describe("pass times", () => {
  it("are 06, 09, 12, 15, 18, 21 local", () => {
    expect(PASS_HOURS).toEqual([6, 9, 12, 15, 18, 21]);
  });

  it("after 21:00 the next is 06:00 the next day; the DST night keeps wall-clock hours (New York, 14 March 2027)", () => {
    const ny = "America/New_York";
    expect(new Date(nextPassTime(Date.parse("2027-03-14T02:00:00Z"), ny)).toISOString()).toBe("2027-03-14T10:00:00.000Z"); // 21:00 EST → 06:00 EDT
    expect(new Date(nextPassTime(Date.parse("2027-03-14T10:00:00Z"), ny)).toISOString()).toBe("2027-03-14T13:00:00.000Z"); // exactly 06:00 → 09:00
    expect(new Date(nextPassTime(Date.parse("2027-11-07T01:00:00Z"), ny)).toISOString()).toBe("2027-11-07T11:00:00.000Z"); // fall back: 06:00 EST
  });

  it("the window is 06:00 to 23:00 local", () => {
    expect(inPassWindow(Date.parse("2027-06-08T05:00:00Z"), "Europe/London")).toBe(true); // 06:00 BST
    expect(inPassWindow(Date.parse("2027-06-08T04:59:00Z"), "Europe/London")).toBe(false);
    expect(inPassWindow(Date.parse("2027-06-08T22:00:00Z"), "Europe/London")).toBe(false); // 23:00 BST
  });
});
