import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { directionOf, extractClaims, horizonOf, targetOf, type ClaimItem } from "../../../worker/kol/claims";
import { mentions } from "../../../worker/kol/mentions";
import { parseFollowedFeed } from "../../../worker/sources/parse";

/**
 * Rule-based claim extraction. The "unseen text" cases were written after the rules and never
 * tuned on: they check the rules generalise, not that they memorise the fixture feeds.
 */
const PUBLISHED = Date.parse("2026-11-20T12:00:00Z");
const item = (text: string, title = "Weekly notes"): ClaimItem => ({ sourceName: "Test source", kol: "Kim", url: "https://example.test/post", title, author: "Kim Lee", publishedAt: PUBLISHED, text });
const brief = (text: string) => extractClaims(item(text)).map((c) => [c.symbol, c.direction, c.target]);

describe("unseen text", () => {
  it("reads asset, direction and target from varied phrasings", () => {
    expect(brief("Cardano has lost momentum and we think ADA falls to $0.25 over the summer.")).toEqual([["ADA", "down", 0.25]]);
    expect(brief("Nvidia shares could rally another 20% into earnings, with a price target of $1,200 on NVDA.")).toEqual([["NVDA", "up", 1200]]);
    // A target with no leaning words stays neutral: the market check reads its direction from the price.
    expect(brief("I'd expect AVAX to hit 45 once the unlock passes.")).toEqual([["AVAX", "neutral", 45]]);
    expect(brief("XRP will probably rip higher to 0.80 by March.")).toEqual([["XRP", "up", 0.8]]);
    expect(brief("Macro backdrop: real rates are rolling over.")).toEqual([]);
  });

  it("negated words count for neither side; a second subject starts a new claim", () => {
    expect(brief("I'm not bearish on Chainlink here; LINK looks cheap at these levels.")).toEqual([["LINK", "up", null]]);
    expect(brief("Dogecoin: no strong view either way.")).toEqual([]);
    expect(brief("Tesla broke down below its 50-day average, while Apple keeps making new highs.")).toEqual([
      ["TSLA", "down", null],
      ["AAPL", "up", null],
    ]);
  });

  it("keeps the source of every claim", () => {
    const [c] = extractClaims(item("We remain constructive on Solana long-term, though the road is messy."));
    expect(c).toMatchObject({ symbol: "SOL", direction: "up", horizon: "long-term", horizonDays: 365, source: { sourceName: "Test source", kol: "Kim", url: "https://example.test/post", author: "Kim Lee", publishedAt: PUBLISHED } });
    expect(c!.quote).toContain("constructive on Solana");
  });
});

describe("the parts", () => {
  it("targets: years, durations and percentages are not prices", () => {
    expect(targetOf("BTC toward 2028 and beyond")).toBeNull();
    expect(targetOf("up to 15% this week")).toBeNull();
    expect(targetOf("to 200-day average")).toBeNull();
    expect(targetOf("a move to $2,028")).toBe(2028);
    expect(targetOf("could reach 1.5m eventually")).toBe(1_500_000);
    expect(targetOf("see 95K")).toBe(95_000);
  });

  it("horizons in days from the item's date", () => {
    expect(horizonOf("within two weeks", PUBLISHED)).toEqual({ horizon: "within two weeks", days: 14 });
    expect(horizonOf("over the next 6 months", PUBLISHED).days).toBe(180);
    expect(horizonOf("by the end of Q1 2027", PUBLISHED).days).toBe(131);
    expect(horizonOf("before year-end", PUBLISHED).days).toBe(41);
    expect(horizonOf("for January", PUBLISHED).days).toBe(72);
    expect(horizonOf("no time given", PUBLISHED)).toEqual({ horizon: null, days: null });
  });

  it("directions and mentions", () => {
    expect(directionOf("a clean breakout with strength")).toBe("up");
    expect(directionOf("overbought and rolling over")).toBe("down");
    expect(directionOf("sideways")).toBe("neutral");
    expect(mentions("Ada Chen writes about dot plots; DOT and $SOL, sol, Ether and bitcoin").map((m) => m.symbol)).toEqual(["DOT", "SOL", "ETH", "BTC"]);
  });
});

describe("the fixture feeds", () => {
  const claims = ["blog.rss.xml", "substack.xml", "youtube.xml", "podcast.xml"].flatMap((f) => {
    const feed = parseFollowedFeed(readFileSync(`test/fixtures/kol/${f}`, "utf8"))!;
    return feed.items.flatMap((i) => extractClaims({ ...i, sourceName: feed.title, kol: null }));
  });

  it("BTC: two sources up with targets, one down with a pullback level", () => {
    const btc = claims.filter((c) => c.symbol === "BTC");
    expect(btc.filter((c) => c.direction === "up").map((c) => c.target)).toEqual([null, 120_000, 110_000, 110_000]);
    expect(btc.filter((c) => c.direction === "down")).toMatchObject([{ target: 85_000, horizonDays: 30, source: { sourceName: "The Long View", author: "Eli Novak" } }]);
  });

  it("each feed shape yields its item's link and author", () => {
    expect(new Set(claims.map((c) => c.source.url))).toEqual(
      new Set(["https://macro-compass.example/2026/11/liquidity-turning", "https://onchainweekly.substack.com/p/eth-staking-demand", "https://www.youtube.com/watch?v=abc123XYZ00", null]),
    );
  });
});
