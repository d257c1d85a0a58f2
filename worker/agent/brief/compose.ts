import type { MarketEvent, MoversReport, NewsItem, Quote } from "../market";
import { guardText } from "../guard";
import type { AlertRule } from "../workspace";
import { ruleReading } from "../../monitor/conditions";
import { ruleLines } from "../tools/alerts";
import type { BriefPrefs, BriefSectionKey } from "./prefs";

/**
 * The Morning Brief, composed from data alone (deterministic: the same inputs give the same
 * brief): headline, top movers with the reason for each, what matters to the user (holdings,
 * watchlist, rules), what to watch (open events, rule levels near), follow-up chips for the
 * chat composer, and on Mondays a synthesis of the week's sources. Every line passes the
 * research-only guard (channel "brief").
 */

export interface BriefInput {
  agentName: string;
  /** "Tuesday 8 June" in the user's zone. */
  dateLabel: string;
  monday: boolean;
  held: readonly string[];
  watched: readonly string[];
  rules: readonly AlertRule[];
  quotes: ReadonlyMap<string, Quote>;
  movers: MoversReport;
  events: readonly MarketEvent[];
  /** The week's headlines (read on Mondays only). */
  weekNews: readonly NewsItem[];
  /** What the user told the agent about the brief: assets to lead with, sections to leave out. */
  prefs?: BriefPrefs;
}

export interface BriefSection {
  title: string;
  lines: string[];
}

export interface Brief {
  headline: string;
  sections: BriefSection[];
  chips: string[];
  source: string;
  asOf: string | null;
}

/** A rule whose level is within this distance (%) counts as "near" in What to watch. */
export const NEAR_PCT = 3;

const pct = (n: number) => `${n >= 0 ? "+" : ""}${n.toFixed(2)}%`;
const money = (n: number) => `$${n >= 1 ? n.toLocaleString("en-US", { maximumFractionDigits: 2 }) : n.toPrecision(4)}`;
const safe = (text: string) => guardText(text, "brief").text;

export function composeBrief(b: BriefInput): Brief {
  const top = [...b.movers.gainers, ...b.movers.losers].sort((x, y) => Math.abs(y.change24hPct) - Math.abs(x.change24hPct));
  const openEvents = b.events.filter((e) => e.status === "open");
  const keyed: [BriefSectionKey | "focus", BriefSection][] = [
    ["movers", { title: "Top movers", lines: top.slice(0, 5).map((m) => `${m.symbol} ${pct(m.change24hPct)} at ${money(m.price)}: ${m.reasons.join("; ") || "no single reason in the data"}.`) }],
    ["matters", { title: "What matters to you", lines: mattersToYou(b) }],
    ["watch", { title: "What to watch", lines: [...openEvents.slice(0, 5).map((e) => `${e.title} (${e.kind.replace("_", " ")}, ${e.severity}; ${e.source}).`), ...levelsNear(b)] }],
  ];
  if (b.monday) keyed.push(["sources", { title: "This week in your sources", lines: synthesis(b.weekNews) }]);
  // The user's focus leads; the sections they asked to leave out are left out.
  if (b.prefs?.focus.length) keyed.unshift(["focus", { title: "Your focus", lines: b.prefs.focus.map((s) => quoteLine(b, "Focus", s)) }]);
  const hidden = new Set<string>(b.prefs?.hide ?? []);
  const sections = keyed.filter(([key]) => !hidden.has(key)).map(([, section]) => section);
  // The headline and chips follow the same preferences as the sections: a brief without the
  // movers does not lead with one, and the user's focus leads when they named one.
  const shown = (key: BriefSectionKey) => !hidden.has(key);
  const events = shown("watch") ? openEvents.length : 0;
  const lead = shown("movers") ? top[0] : undefined;
  const focus = b.prefs?.focus.find((s) => b.quotes.has(s)) ?? null;
  return {
    headline: safe(headlineOf(b, focus, lead, events)),
    sections: sections.map((s) => ({ title: s.title, lines: (s.lines.length ? s.lines : ["Nothing to report from the latest data."]).map(safe) })),
    chips: chips(b, focus ?? lead?.symbol ?? null, events > 0, shown("movers")),
    source: b.movers.source,
    asOf: b.movers.asOf ? new Date(b.movers.asOf).toISOString() : null,
  };
}

function headlineOf(b: BriefInput, focus: string | null, lead: { symbol: string; change24hPct: number } | undefined, events: number): string {
  const open = events ? `${events} market event${events === 1 ? "" : "s"} open` : "";
  const q = focus ? b.quotes.get(focus) : undefined;
  if (focus && q) return `${b.dateLabel}: ${focus} at ${money(q.price)}${q.change24hPct === null ? "" : `, ${pct(q.change24hPct)} in 24h`}${open ? `; ${open}` : ""}.`;
  if (lead) return `${b.dateLabel}: ${lead.symbol} leads the moves at ${pct(lead.change24hPct)}${open ? `; ${open}` : ""}.`;
  if (b.prefs?.hide.includes("movers")) return `${b.dateLabel}: your holdings, watchlist and levels${open ? `, with ${open}` : ""}.`;
  return `${b.dateLabel}: a quiet market in the latest scan${open ? `, with ${open}` : ""}.`;
}

function quoteLine(b: BriefInput, kind: string, s: string): string {
  const q = b.quotes.get(s);
  return q ? `${kind} ${s}: ${money(q.price)}${q.change24hPct === null ? "" : `, ${pct(q.change24hPct)} in 24h`} (${q.source}, as of ${new Date(q.asOf).toISOString().slice(0, 16)}Z).` : `${kind} ${s}: no price in the latest scan.`;
}

function mattersToYou(b: BriefInput): string[] {
  const line = (kind: string, s: string) => quoteLine(b, kind, s);
  const held = [...new Set(b.held)].map((s) => line("Holding", s));
  const watched = [...new Set(b.watched)].filter((s) => !b.held.includes(s)).map((s) => line("Watching", s));
  // Spelled out, as the chat lists them: a count alone does not say which levels are watched.
  const rules = b.rules.length ? [`Your alert rule${b.rules.length === 1 ? "" : "s"}, checked on every monitoring pass: ${ruleLines(b.rules.slice(0, 10), b.rules)}${b.rules.length > 10 ? ` and ${b.rules.length - 10} more` : ""}.`] : [];
  return [...held.slice(0, 10), ...watched.slice(0, 10), ...rules];
}

function levelsNear(b: BriefInput): string[] {
  const out: string[] = [];
  for (const rule of b.rules) {
    const r = ruleReading(rule, b.quotes);
    if (!r || r.past || rule.type === "change_24h" || r.magnitude > NEAR_PCT) continue;
    const name = rule.otherSymbol ? `${rule.symbol}/${rule.otherSymbol}` : rule.symbol;
    out.push(`${name} is ${r.magnitude.toFixed(2)}% from your ${rule.value} level (${rule.type.replace("_", " ")}).`);
  }
  return out;
}

/** Monday: the week's headlines by source, the three newest titles of each. */
function synthesis(news: readonly NewsItem[]): string[] {
  const byFeed = new Map<string, NewsItem[]>();
  for (const n of news) byFeed.set(n.feed, [...(byFeed.get(n.feed) ?? []), n]);
  return [...byFeed.entries()]
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
    .slice(0, 5)
    .map(([feed, items]) => `${feed} (${items.length} headline${items.length === 1 ? "" : "s"}): ${items.slice(0, 3).map((n) => `"${n.title}"`).join(", ")}.`);
}

function chips(b: BriefInput, lead: string | null, events: boolean, movers: boolean): string[] {
  const out: string[] = [];
  if (lead) out.push(`Why did ${lead} move?`);
  if (b.held.length) out.push("How is my portfolio doing today?");
  const chart = b.prefs?.focus[0] ?? b.watched[0];
  if (chart) out.push(`Show a chart of ${chart}`);
  if (events) out.push("What market events are open?");
  if (movers) out.push("What are today's top movers?");
  return [...new Set(out)].slice(0, 4).map(safe);
}
