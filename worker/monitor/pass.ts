import type { AccountData } from "../agent/account-data";
import type { SecondPassConfig } from "../agent/guard";
import type { MarketReader } from "../agent/market";
import type { AlertRule } from "../agent/workspace";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { addInboxItem } from "../inbox/store";
import type { NewsItem, Quote } from "../market/types";
import type { ActivityStore } from "./activity";
import type { CustomCheck } from "./checks";
import { checkSymbols, runChecks } from "./checks-run";
import { alertWords } from "./alert-text";
import { holdingMoves, marketEvents, ruleHits, ruleSymbols, TRACKED_MOVE_PCT, trackedMoves, type Condition } from "./conditions";
import type { AlertMarks } from "./marks";
import { localDay } from "./times";
import { count } from "../agent/tools/format";

/**
 * One monitoring pass for one agent. Reads only what the platform scan wrote (snapshots, news and
 * events in D1, through the agent's `live: false` reader), so 10,000 agents cost the providers
 * nothing more than one. Decides with conditions.ts, dedups with marks.ts, then writes each alert
 * to the Inbox (D1) and Activity (the agent's SQLite).
 */

export interface PassInput {
  userId: string;
  timeZone: string;
  now: number;
  market: MarketReader;
  account: AccountData;
  rules: readonly AlertRule[];
  /** Custom recurring checks (checks.ts); none when absent. */
  checks?: readonly CustomCheck[];
  db: Db;
  activity: ActivityStore;
  marks: AlertMarks;
  /** The model second pass for alert words, when a model is configured. */
  check?: SecondPassConfig | null;
}

export interface PassReport {
  checked: number;
  conditions: number;
  alerted: Condition[];
  /** The alerts as written (guarded title and body), for e-mail. */
  notices: { title: string; body: string }[];
}

/** Events last seen within this window count as current for the market layer. */
const EVENT_WINDOW_MS = 24 * 3_600_000;

export async function runPass(p: PassInput): Promise<PassReport> {
  const [portfolios, watchlist] = await Promise.all([p.account.portfolios(), p.account.watchlist()]);
  const held = portfolios.flatMap((x) => x.holdings.map((h) => h.symbol.toUpperCase()));
  const watched = (watchlist?.items ?? []).map((i) => i.symbol.toUpperCase());
  const checks = p.checks ?? [];
  const symbols = [...new Set([...held, ...watched, ...ruleSymbols(p.rules), ...checkSymbols(checks, { held, watched })])];
  const quotes = new Map<string, Quote>();
  if (symbols.length > 0) for (const q of (await p.market.quotes(symbols)).quotes) quotes.set(q.symbol, q);

  const holding = holdingMoves(held, quotes);
  const heldFiring = new Set(holding.map((c) => c.symbol ?? ""));
  const news = await headlinesFor(p.market, watched.filter((s) => !heldFiring.has(s) && Math.abs(quotes.get(s)?.change24hPct ?? 0) > TRACKED_MOVE_PCT), p.now);
  const events = await p.market.events({ since: p.now - EVENT_WINDOW_MS, limit: 50 });
  const checked = await runChecks(checks, { held, watched }, quotes, p.market, p.now);
  const conditions = [...holding, ...trackedMoves(watched, quotes, heldFiring, news), ...marketEvents(events, p.now - EVENT_WINDOW_MS), ...ruleHits(p.rules, quotes), ...checked.conditions];

  const day = localDay(p.now, p.timeZone);
  // An agent whose account row is gone (deletion under way) has no Inbox to write to.
  const alerted = conditions.length > 0 && (await accountExists(p.db, p.userId)) ? p.marks.due(conditions, day) : [];
  const notices: PassReport["notices"] = [];
  for (const c of alerted) {
    const { title, body } = await alertWords(c, p.check ?? null);
    notices.push({ title, body });
    await addInboxItem(p.db, { userId: p.userId, kind: "alert", title, body, data: { key: c.key, layer: c.layer, symbol: c.symbol, magnitude: c.magnitude, source: c.source, asOf: new Date(c.asOf).toISOString(), ...(c.news ? { news: c.news } : {}) } }, p.now);
    p.activity.add("alert", `${title} — ${c.crossed}`, { key: c.key, layer: c.layer, body }, p.now);
    p.marks.record(c, day, p.now);
  }
  p.marks.prune(p.now);
  if (checks.length > 0) p.activity.add("check", `Custom checks: ${checks.length} run, ${new Set(checked.conditions.map((c) => c.key.split(":")[1])).size} fired`, checked.results, p.now);
  p.activity.add("pass", `Monitoring pass: ${count(symbols.length, "asset")}, ${count(p.rules.length, "rule")}, ${count(events.length, "event")} checked; ${count(alerted.length, "alert")}`, { assets: symbols.length, rules: p.rules.length, events: events.length, conditions: conditions.length, alerts: alerted.length }, p.now);
  return { checked: symbols.length, conditions: conditions.length, alerted, notices };
}

async function accountExists(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

/** The newest headline from the last day per symbol (only for the few watched assets that moved). */
async function headlinesFor(market: MarketReader, symbols: readonly string[], now: number): Promise<Map<string, NewsItem>> {
  const out = new Map<string, NewsItem>();
  for (const symbol of symbols) {
    const [latest] = await market.news({ symbol, limit: 1 });
    if (latest && latest.publishedAt >= now - 24 * 3_600_000) out.set(symbol, latest);
  }
  return out;
}
