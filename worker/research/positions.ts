import type { Db } from "../db/client";
import type { Bindings } from "../env";
import type { Clock } from "../lib/clock";
import { createMarketReader, type MarketReader } from "../market/reader";
import type { Candle } from "../market/types";
import { recentEntries } from "../notebook/store";
import { valuedPositions } from "../portfolios/valued";
import { listPortfolios } from "../portfolios/store";
import type { Analysis } from "./analyze";
import type { PositionSnapshot, TrackPositions } from "./positions-types";

export type { PositionSnapshot, TrackPositions };

/**
 * Track's per-position snapshots: for every asset the user holds, where it trades, its trend,
 * the news and market events about it, and the catalysts worth watching — a level from the
 * user's own latest analysis that the price is near, a large daily move, an open event. All from
 * what the scan stored and the replay clock (`live: false`: Track never calls a provider).
 */
/** Positions beyond this are listed by value only: a snapshot reads candles, news and events. */
const DETAILED = 20;
/** "Near" a level: within this share of the price. */
const NEAR_PCT = 5;
const DAY = 86_400_000;

export async function trackPositions(env: Bindings, db: Db, userId: string, clock: Clock): Promise<TrackPositions> {
  const held = await heldAssets(env, db, userId, clock.now());
  const reader = createMarketReader(env, clock, { live: false });
  const analyses = await latestAnalyses(db, userId);
  const events = await reader.events({ since: clock.now() - 30 * DAY, limit: 100 });
  const total = held.reduce((s, h) => s + (h.value ?? 0), 0);
  const positions: PositionSnapshot[] = [];
  for (const [i, h] of held.entries()) {
    const base = { ...h, weightPct: h.value !== null && total > 0 ? round((h.value / total) * 100, 1) : null };
    positions.push(i < DETAILED ? await detailed(reader, base, analyses.get(h.symbol) ?? null, events) : bare(base));
  }
  const brief = (await recentEntries(db, userId, { kind: "Brief" }, 1))[0];
  return {
    totals: { value: round(total), positions: held.length, unpriced: held.filter((h) => h.value === null).length },
    positions,
    brief: brief ? { ref: `NB-${brief.nb}`, title: brief.title, createdAt: new Date(brief.createdAt).toISOString() } : null,
  };
}

interface Held {
  symbol: string;
  quantity: number;
  value: number | null;
  price: number | null;
  change24hPct: number | null;
  source: string | null;
  asOf: string | null;
}

/** Every holding across the user's portfolios, merged per asset, largest value first. */
async function heldAssets(env: Bindings, db: Db, userId: string, now: number): Promise<Held[]> {
  const merged = new Map<string, Held>();
  for (const p of await listPortfolios(db, userId, null, 100)) {
    for (const pos of (await valuedPositions(env, db, p, now)).positions) {
      const h = merged.get(pos.symbol);
      if (!h) {
        merged.set(pos.symbol, { symbol: pos.symbol, quantity: pos.quantity, value: pos.value, price: pos.price, change24hPct: pos.change24hPct, source: pos.source, asOf: pos.asOf });
        continue;
      }
      h.quantity += pos.quantity;
      h.value = h.value === null || pos.value === null ? null : h.value + pos.value;
    }
  }
  return [...merged.values()].sort((a, b) => (b.value ?? -1) - (a.value ?? -1));
}

/** The newest saved analysis per asset (its levels are the user's own reference points). */
async function latestAnalyses(db: Db, userId: string): Promise<Map<string, { ref: string; analysis: Analysis }>> {
  const out = new Map<string, { ref: string; analysis: Analysis }>();
  for (const e of await recentEntries(db, userId, { kind: "Analysis" }, 100)) {
    const a = JSON.parse(e.data ?? "null") as Analysis | null;
    if (a && !out.has(a.symbol)) out.set(a.symbol, { ref: `NB-${e.nb}`, analysis: a });
  }
  return out;
}

type Based = Held & { weightPct: number | null };
type Events = Awaited<ReturnType<MarketReader["events"]>>;

function bare(h: Based): PositionSnapshot {
  return { ...h, change7dPct: null, change30dPct: null, trend: null, news: [], events: [], levels: null, catalysts: [] };
}

async function detailed(reader: MarketReader, h: Based, saved: { ref: string; analysis: Analysis } | null, allEvents: Events): Promise<PositionSnapshot> {
  const series = await reader.candles(h.symbol, "1d");
  const candles = series?.candles ?? [];
  const news = (await reader.news({ symbol: h.symbol, limit: 3 })).map((n) => ({ title: n.title, link: n.link, feed: n.feed, publishedAt: new Date(n.publishedAt).toISOString() }));
  const events = allEvents
    .filter((e) => e.subject.toUpperCase() === h.symbol)
    .slice(0, 3)
    .map((e) => ({ title: e.title, kind: e.kind, status: e.status, startedAt: new Date(e.startedAt).toISOString() }));
  const levels = saved
    ? { ref: saved.ref, validation: priceRound(saved.analysis.levels.validation.value), invalidation: priceRound(saved.analysis.levels.invalidation.value), asOf: saved.analysis.asOf }
    : null;
  const snapshot: PositionSnapshot = {
    ...h,
    change7dPct: changeOver(candles, 7),
    change30dPct: changeOver(candles, 30),
    trend: trendOf(candles),
    news,
    events,
    levels,
    catalysts: [],
  };
  snapshot.catalysts = catalystsOf(snapshot);
  return snapshot;
}

/** Percentage change of the last close over `days` closes earlier; null without enough history. */
export function changeOver(candles: readonly Candle[], days: number): number | null {
  if (candles.length <= days) return null;
  const last = candles[candles.length - 1]!.close;
  const then = candles[candles.length - 1 - days]!.close;
  return then > 0 ? round(((last - then) / then) * 100, 2) : null;
}

export function trendOf(candles: readonly Candle[]): string | null {
  if (candles.length < 200) return null;
  const closes = candles.map((c) => c.close);
  const last = closes[closes.length - 1]!;
  const sma = (n: number) => closes.slice(-n).reduce((s, v) => s + v, 0) / n;
  const above50 = last > sma(50);
  const above200 = last > sma(200);
  if (above50 && above200) return "above its 50- and 200-day averages";
  if (!above50 && !above200) return "below its 50- and 200-day averages";
  return above200 ? "below its 50-day but above its 200-day average" : "above its 50-day but below its 200-day average";
}

/** What to watch for a position, in research words (what is near or open, never what to do). */
export function catalystsOf(p: Pick<PositionSnapshot, "price" | "change24hPct" | "levels" | "events">): string[] {
  const out: string[] = [];
  if (p.price !== null && p.levels) {
    for (const [name, level] of [["validation", p.levels.validation], ["invalidation", p.levels.invalidation]] as const) {
      if (level === null || level <= 0) continue;
      const distance = ((level - p.price) / p.price) * 100;
      if (Math.abs(distance) <= NEAR_PCT) out.push(`${distance >= 0 ? "+" : ""}${distance.toFixed(1)}% from the ${name} level ${level} in ${p.levels.ref}`);
    }
  }
  if (p.change24hPct !== null && Math.abs(p.change24hPct) > 10) out.push(`moved ${p.change24hPct > 0 ? "+" : ""}${p.change24hPct.toFixed(1)}% in 24 hours`);
  for (const e of p.events) if (e.status !== "resolved") out.push(`open market event: ${e.title}`);
  return out;
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** A level as people quote it: whole dollars from 1,000, cents from 1, four significant digits below. */
export function priceRound(v: number | null): number | null {
  if (v === null) return null;
  if (Math.abs(v) >= 1000) return Math.round(v);
  if (Math.abs(v) >= 1) return round(v, 2);
  return Number(v.toPrecision(4));
}
