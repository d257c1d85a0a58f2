import { z } from "zod";
import { ema, last, sma } from "../../market/indicators/moving-averages";
import { rsi } from "../../market/indicators/wilder";
import { moverReasons } from "../../market/movers";
import type { CandleSeries } from "../market";
import { TickerField, symbolOf, unknownSymbol } from "./fields";
import { iso, pct, sourceOf, when, usd } from "./format";
import { defineTool, fail, type ToolContext } from "./types";
import { ruleLines } from "./alerts";
import type { AlertRule } from "../workspace";

/**
 * The built-in assistant's own tools (router-assistant.ts picks them without a model): removing
 * alert rules, an asset's indicators in words, two assets side by side, and why an asset moved.
 * Each reads the same market layer as the rest of the agent; none tells anyone to buy or sell.
 */

const DIRECTION_TYPES = { above: ["price_above", "ratio_above"], below: ["price_below", "ratio_below"], move: ["change_24h"] } as const;

/**
 * The rules a removal names. A rule is matched on its own asset: "BTC" names BTC's price and move
 * rules, not the ETH/BTC ratio, which only its pair ("ETH/BTC", either way round) names.
 */
export function rulesNamed(rules: readonly AlertRule[], q: { symbol: string | null; otherSymbol: string | null; value: number | null; direction: keyof typeof DIRECTION_TYPES | null }): AlertRule[] {
  return rules.filter((r) => {
    if (q.symbol) {
      const pair = q.otherSymbol ? [q.symbol, q.otherSymbol].sort().join("/") : null;
      if (pair ? !r.otherSymbol || [r.symbol, r.otherSymbol].sort().join("/") !== pair : r.otherSymbol || r.symbol !== q.symbol) return false;
    }
    if (q.value !== null && r.value !== q.value) return false;
    return !q.direction || (DIRECTION_TYPES[q.direction] as readonly string[]).includes(r.type);
  });
}

export const removeAlert = defineTool({
  name: "remove_alert",
  description:
    "Removes the user's alert rules: one by its number in the list, the rules on one asset (a ratio rule only when its pair is named), optionally narrowed by level or direction. When several match and `all` is not set, nothing is removed and the matches are listed so the user can choose. Alerts only notify; removing one changes nothing else.",
  capabilities: ["alerts"],
  input: z.object({
    symbol: TickerField.nullable().default(null),
    otherSymbol: TickerField.nullable().default(null),
    all: z.boolean().default(false),
    value: z.number().nullable().default(null),
    direction: z.enum(["above", "below", "move"]).nullable().default(null),
    number: z.number().int().min(1).max(100).nullable().default(null),
  }),
  async run({ symbol, otherSymbol, all, value, direction, number }, ctx) {
    const s = symbol ? symbolOf(symbol) : null;
    const o = otherSymbol ? symbolOf(otherSymbol) : null;
    const every = ctx.workspace.alerts();
    if (every.length === 0) return fail("remove_alert", "not_found", "You have no alert rules.");
    const named = number !== null ? every.slice(number - 1, number) : all && !s && value === null && !direction ? every : s || value !== null || direction ? rulesNamed(every, { symbol: s, otherSymbol: o, value, direction }) : null;
    if (!named) return { ok: true, tool: "remove_alert", summary: `Which alert should I remove? Your rules: ${ruleLines(every)}. Say “remove alert 1”, “remove my ${every[0]!.symbol} alert”, or “remove all my alerts”.`, data: { removed: [], matches: every.map((r) => r.id) } };
    const asset = s ? (o ? `${s}/${o}` : s) : null;
    if (named.length === 0) {
      const pairs = s && !o ? every.filter((r) => r.otherSymbol && (r.symbol === s || r.otherSymbol === s)) : [];
      const hint = pairs.length ? ` ${ruleLines(pairs, every)} is a ratio rule: name its pair (“remove my ${pairs[0]!.symbol}/${pairs[0]!.otherSymbol} alert”) to remove it.` : ` Your rules: ${ruleLines(every)}.`;
      return fail("remove_alert", "not_found", `${number !== null ? `There is no alert ${number}.` : `You have no ${asset ? `${asset} ` : ""}alert rule like that.`}${hint}`);
    }
    // Several match and the user did not say "all": ask rather than remove more than they meant.
    if (named.length > 1 && !all) {
      const summary = `You have ${named.length} ${asset ? `${asset} ` : ""}alert rules: ${ruleLines(named, every)}. Which one should I remove? Say “remove alert ${every.indexOf(named[0]!) + 1}”, or “remove all my ${asset ? `${asset} ` : ""}alerts”.`;
      return { ok: true, tool: "remove_alert", summary, data: { removed: [], matches: named.map((r) => r.id) } };
    }
    const lines = ruleLines(named, every);
    const removed = named.filter((r) => ctx.workspace.removeAlert(r.id));
    const what = removed.length === every.length && removed.length > 1 ? "all your alert rules" : `your alert rule${removed.length === 1 ? "" : "s"}`;
    return { ok: true, tool: "remove_alert", summary: `Removed ${what}: ${lines}.`, data: { removed: removed.map((r) => r.id) } };
  },
});

/** RSI, moving averages and the month's change for one asset, from its daily candles. */
function indicatorsOf(series: CandleSeries) {
  const closes = series.candles.map((c) => c.close);
  const lastClose = closes.at(-1) ?? null;
  const month = closes.length > 30 ? closes[closes.length - 31]! : null;
  return {
    symbol: series.symbol,
    lastClose,
    rsi14: last(rsi(closes, 14)),
    sma20: last(sma(closes, 20)),
    sma50: last(sma(closes, 50)),
    sma200: last(sma(closes, 200)),
    ema20: last(ema(closes, 20)),
    change30dPct: lastClose !== null && month ? ((lastClose - month) / month) * 100 : null,
    asOf: iso(series.candles.at(-1)?.t ?? series.asOf),
    source: sourceOf(series),
  };
}

type Indicators = ReturnType<typeof indicatorsOf>;

function rsiWords(r: number | null): string {
  if (r === null) return "RSI(14) needs more history";
  const zone = r >= 70 ? "overbought territory" : r <= 30 ? "oversold territory" : "neutral range";
  return `RSI(14) is ${r.toFixed(1)} (${zone})`;
}

function averageWords(i: Indicators): string {
  const parts = ([["SMA 20", i.sma20], ["SMA 50", i.sma50], ["SMA 200", i.sma200]] as const)
    .filter(([, v]) => v !== null)
    .map(([name, v]) => `${i.lastClose !== null && i.lastClose >= v! ? "above" : "below"} its ${name} (${usd(v!)})`);
  return parts.length ? `it closed at ${usd(i.lastClose ?? 0)}, ${parts.join(", ")}` : "not enough history for moving averages";
}

async function dailyIndicators(ctx: ToolContext, s: string): Promise<Indicators | null> {
  const series = await ctx.market.candles(s, "1d");
  return series && series.candles.length > 0 ? indicatorsOf(series) : null;
}

export const getIndicators = defineTool({
  name: "get_indicators",
  description: "RSI(14), SMA 20/50/200, EMA 20 and the 30-day change for one asset, from daily candles.",
  capabilities: ["coin_research", "equities_research"],
  input: z.object({ symbol: TickerField }),
  async run({ symbol }, ctx) {
    const s = symbolOf(symbol);
    if (!s) return unknownSymbol("get_indicators", symbol);
    const i = await dailyIndicators(ctx, s);
    if (!i) return fail("get_indicators", "not_found", `No daily candles for ${s}.`);
    const summary = `${s} on daily candles as of ${when(i.asOf)}: ${rsiWords(i.rsi14)}; ${averageWords(i)}; 30-day change ${pct(i.change30dPct)}.`;
    return { ok: true, tool: "get_indicators", summary, data: i, asOf: i.asOf, source: i.source };
  },
});

export const compareAssets = defineTool({
  name: "compare_assets",
  description: "Two assets side by side: price, 24h and 30-day change, RSI(14).",
  capabilities: ["coin_research", "equities_research"],
  input: z.object({ symbol: TickerField, other: TickerField }),
  async run({ symbol, other }, ctx) {
    const pair = [symbolOf(symbol), symbolOf(other)];
    if (!pair[0] || !pair[1]) return unknownSymbol("compare_assets", !pair[0] ? symbol : other);
    const [a, b] = pair as [string, string];
    const { quotes } = await ctx.market.quotes([a, b]);
    const missing = [a, b].filter((s) => !quotes.some((q) => q.symbol === s));
    if (missing.length) return fail("compare_assets", "not_found", `No market data for ${missing.join(" and ")}.`);
    const rows = await Promise.all(
      [a, b].map(async (s) => {
        const q = quotes.find((x) => x.symbol === s)!;
        const i = await dailyIndicators(ctx, s);
        return { symbol: s, price: q.price, change24hPct: q.change24hPct, change30dPct: i?.change30dPct ?? null, rsi14: i?.rsi14 ?? null, asOf: iso(q.asOf), source: sourceOf(q) };
      }),
    );
    const line = (r: (typeof rows)[number]) => `${r.symbol} ${usd(r.price)}, ${pct(r.change24hPct)} in 24h, ${pct(r.change30dPct)} over 30 days, RSI(14) ${r.rsi14 === null ? "n/a" : r.rsi14.toFixed(0)}`;
    const [x, y] = rows as [(typeof rows)[number], (typeof rows)[number]];
    const lead = x.change30dPct !== null && y.change30dPct !== null && x.change30dPct !== y.change30dPct ? ` Over 30 days ${x.change30dPct > y.change30dPct ? x.symbol : y.symbol} did better.` : "";
    return { ok: true, tool: "compare_assets", summary: `${line(x)}; ${line(y)} (as of ${when(x.asOf)}).${lead}`, data: { assets: rows }, asOf: x.asOf, source: x.source };
  },
});

export const explainMove = defineTool({
  name: "explain_move",
  description: "Why an asset moved: the size of the 24h move and what the daily chart says (RSI, 20-day breakout, volume).",
  capabilities: ["movers", "coin_research", "equities_research"],
  input: z.object({ symbol: TickerField }),
  async run({ symbol }, ctx) {
    const s = symbolOf(symbol);
    if (!s) return unknownSymbol("explain_move", symbol);
    const report = await ctx.market.movers(20);
    const mover = [...report.gainers, ...report.losers].find((m) => m.symbol === s);
    let reasons = mover?.reasons ?? null;
    const q = (await ctx.market.quotes([s])).quotes[0];
    if (!q) return fail("explain_move", "not_found", `No market data for ${s}.`);
    if (!reasons) {
      if (q.change24hPct === null) return fail("explain_move", "not_found", `No 24h change is known for ${s}.`);
      reasons = moverReasons(q, (await ctx.market.candles(s, "1d"))?.candles);
    }
    const [move, ...why] = reasons;
    const tail = why.length ? ` What the chart shows: ${why.join("; ")}.` : " The daily chart shows nothing unusual besides the move itself (no RSI extreme, breakout or volume spike).";
    const summary = `${s} is ${move} as of ${when(iso(q.asOf))} (${mover ? "one of today's top movers" : "not among today's top movers"}).${tail}`;
    return { ok: true, tool: "explain_move", summary, data: { symbol: s, reasons, topMover: Boolean(mover), asOf: iso(q.asOf), source: sourceOf(q) }, asOf: iso(q.asOf), source: sourceOf(q) };
  },
});

export const ASSISTANT_TOOLS = [removeAlert, getIndicators, compareAssets, explainMove];
