import { afterEach, describe, expect, it } from "vitest";
import { compact, dateOnly, dateTime, duration, humaniseSeconds, pct, price, share, timeZone, usd, useTimeZone, waitText, weekdayTime, when } from "../../../web/src/lib/format";
import { inMinutes } from "../../../worker/onchain/cache";
import { indicatorValue } from "../../../web/src/routes/(app)/markets/format";

/** The site's one formatter: the same instant reads the same everywhere, in the account's zone. */
const INSTANT = "2026-11-23T15:19:00Z";

afterEach(() => useTimeZone(null));

describe("dates and times", () => {
  it("shows one format, in the zone it is given", () => {
    expect(dateTime(INSTANT, "UTC")).toBe("23 Nov 2026, 15:19");
    expect(dateTime(INSTANT, "Asia/Tokyo")).toBe("24 Nov 2026, 00:19");
    expect(dateTime(INSTANT, "America/New_York")).toBe("23 Nov 2026, 10:19");
    expect(dateOnly(INSTANT, "Asia/Tokyo")).toBe("24 Nov 2026");
    expect(weekdayTime(INSTANT, "Europe/Berlin")).toBe("Mon 16:19");
  });

  it("uses the account's zone once it is set, and ignores a zone the browser does not know", () => {
    useTimeZone("Asia/Kolkata");
    expect(timeZone()).toBe("Asia/Kolkata");
    expect(dateTime(INSTANT)).toBe("23 Nov 2026, 20:49");
    expect(when(INSTANT)).toBe("23 Nov 2026, 20:49");
    useTimeZone("Mars/Olympus_Mons");
    expect(timeZone()).toBeUndefined();
  });

  it("shows a dash for a missing or broken date, never 1 Jan 1970", () => {
    expect(dateTime(null)).toBe("—");
    expect(dateTime("")).toBe("—");
    expect(dateOnly("not a date")).toBe("—");
  });

  it("accepts epoch milliseconds and Date objects", () => {
    expect(dateTime(Date.parse(INSTANT), "UTC")).toBe("23 Nov 2026, 15:19");
    expect(dateTime(new Date(INSTANT), "UTC")).toBe("23 Nov 2026, 15:19");
  });
});

describe("numbers", () => {
  it("percentages always carry a sign and the same decimals", () => {
    expect(pct(2.345)).toBe("+2.35%");
    expect(pct(-0.4)).toBe("-0.40%");
    expect(pct(0)).toBe("0.00%");
    expect(pct(-0.001)).toBe("0.00%");
    expect(pct(12, 1)).toBe("+12.0%");
    expect(pct(null)).toBe("—");
    expect(pct(Number.NaN)).toBe("—");
    expect(share(0.425)).toBe("42.5%");
  });

  it("currency keeps two decimals and more below a dollar", () => {
    expect(usd(1234.5)).toBe("$1,234.50");
    expect(usd(-20)).toBe("-$20.00");
    expect(usd(0.5)).toBe("$0.5000");
    expect(usd(0.000123)).toBe("$0.000123");
    expect(usd(0)).toBe("$0.00");
    expect(usd(undefined)).toBe("—");
    expect(price(64000)).toBe("64,000.00");
    expect(compact(1_234_000_000)).toBe("1.23B");
  });
});

describe("durations", () => {
  it("says waits in words, never as raw seconds", () => {
    expect(duration(1)).toBe("1 second");
    expect(duration(45)).toBe("45 seconds");
    expect(duration(60)).toBe("1 minute");
    expect(duration(1373)).toBe("23 minutes");
    expect(duration(3600)).toBe("1 hour");
    expect(duration(7500)).toBe("2 hours 5 minutes");
    expect(waitText(1373)).toBe("23 min");
  });

  it("rewrites second counts inside a server message", () => {
    expect(humaniseSeconds("Too many codes. Try again in 1373 s.")).toBe("Too many codes. Try again in 23 minutes.");
    expect(humaniseSeconds("Retry after 90 seconds")).toBe("Retry after 2 minutes");
    expect(humaniseSeconds("Version 2 is here")).toBe("Version 2 is here");
  });

  it("the on-chain back-off says its wait in minutes, which chat shows as it is", () => {
    expect(inMinutes(1_373_000)).toBe("23 minutes");
    expect(inMinutes(20_000)).toBe("a minute");
    expect(`Try again in ${inMinutes(90_000)}.`).not.toMatch(/\d+ ?s\b/);
  });
});

describe("Markets indicator values", () => {
  it("read as the site's percentages and prices, never a raw fraction", () => {
    expect(indicatorValue(-6.9, "change:7")).toBe("-6.90%");
    expect(indicatorValue(0.2597, "volatility:30")).toBe("25.97%");
    expect(indicatorValue({ current: -0.116, max: -0.281, window: 365 }, "drawdown:365")).toBe("now -11.60% · max -28.10% (365 d)");
    expect(indicatorValue(-13.654, "rs_spy:30")).toBe("-13.65 pp");
    expect(indicatorValue(0, "rs_btc:30")).toBe("0.00 pp");
    expect(indicatorValue(35.99, "rsi:14")).toBe("36.0");
    expect(indicatorValue(114037.84, "sma:20")).toBe("114,037.84");
    expect(indicatorValue(0.2229, "ema:20")).toBe("0.2229");
    expect(indicatorValue(null, "sma:20")).toBe("—");
  });
});
