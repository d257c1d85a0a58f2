import { api } from "$lib/api";
import { dateOnly, dateTime, pct, usd } from "$lib/format";
import { alertWords } from "../alert-words";
import { emaPoints, smaPoints } from "$worker/market/indicators/points";
import type { ChartData, Widget } from "../types";

/**
 * What the list-shaped Home widgets show, one loader per kind, read from the same endpoints the
 * rest of the site uses. Formatting stays here so the components only lay it out.
 */
export interface WidgetRow {
  label: string;
  /** The row is about these assets: the label is drawn as links to their pages (SymbolLink). */
  symbols?: string[];
  /** Or the label links to this page (a portfolio). */
  href?: string;
  value: string;
  cls?: string;
}

export interface WidgetContent {
  rows?: WidgetRow[];
  links?: { label: string; href: string; meta: string }[];
  note?: string;
}

export type WidgetLoader = (widget: Widget) => Promise<WidgetContent>;


async function portfolio(): Promise<WidgetContent> {
  const ps = await api<{ id: string; name: string }[]>("/v1/portfolios");
  // Totals are computed by the portfolio service (prices with source and asOf).
  const details = await Promise.all(ps.slice(0, 5).map((p) => api<{ totals: { value: number; pnlPct: number | null; positions: number } }>(`/v1/portfolios/${p.id}`).catch(() => null)));
  const rows = ps.slice(0, 5).map((p, i) => {
    const t = details[i]?.totals;
    const value = t ? `${usd(t.value)} · ${t.positions} position${t.positions === 1 ? "" : "s"}${t.pnlPct === null ? "" : ` · ${pct(t.pnlPct)}`}` : "";
    return { label: p.name, href: `/portfolios/${p.id}`, value, cls: t && t.pnlPct !== null ? (t.pnlPct >= 0 ? "up" : "down") : undefined };
  });
  return { rows, note: ps.length ? "" : "No portfolio yet." };
}

async function watchlist(): Promise<WidgetContent> {
  const lists = await api<{ id: string; name: string }[]>("/v1/watchlists");
  if (!lists[0]) return { note: "No watchlist yet." };
  const items = await api<{ symbol: string; entryTarget: number | null }[]>(`/v1/watchlists/${lists[0].id}/items`);
  return { rows: items.map((i) => ({ label: i.symbol, symbols: [i.symbol], value: i.entryTarget === null ? "" : `entry ${usd(i.entryTarget)}` })), note: items.length ? lists[0].name : "Your watchlist is empty." };
}

type Mover = { symbol: string; change24hPct: number; price: number };

async function movers(): Promise<WidgetContent> {
  const m = await api<{ gainers: Mover[]; losers: Mover[]; source: string }>("/v1/market/movers?limit=3");
  const rows = [...m.gainers, ...m.losers].map((x) => ({ label: x.symbol, symbols: [x.symbol], value: `${pct(x.change24hPct)} · ${usd(x.price)}`, cls: x.change24hPct >= 0 ? "up" : "down" }));
  return { rows, note: `Source: ${m.source}` };
}

async function marketEvents(): Promise<WidgetContent> {
  const ev = await api<{ title: string; severity: string; startedAt: string }[]>("/v1/market/events?limit=5");
  return { rows: ev.map((e) => ({ label: e.title, value: dateOnly(e.startedAt) })), note: ev.length ? "" : "No market events recorded." };
}

async function news(): Promise<WidgetContent> {
  const items = await api<{ title: string; link: string; feed: string; publishedAt: string }[]>("/app/markets/news?limit=6");
  const links = items.map((n) => ({ label: n.title, href: n.link, meta: `${n.feed} · ${dateTime(n.publishedAt)}` }));
  return { links, note: items.length ? "" : "No headlines stored yet: the hourly market scan collects them." };
}

async function alerts(): Promise<WidgetContent> {
  const { rules } = await api<{ rules: { id: string; type: string; symbol: string; otherSymbol: string | null; value: number }[] }>("/app/agent/alerts");
  const rows = rules.map((r) => ({ label: r.otherSymbol ? `${r.symbol}/${r.otherSymbol}` : r.symbol, symbols: r.otherSymbol ? [r.symbol, r.otherSymbol] : [r.symbol], value: alertWords(r) }));
  return { rows, note: rules.length ? "Rules set in chat or on the Alerts page; manage them there." : "No alert rules yet: ask your agent, e.g. “alert me if BTC drops below 80000”." };
}

/** The prices widget: the symbols of the first watchlist (or the majors), price and 24 h change. */
const MAJORS = ["BTC", "ETH", "SOL", "BNB", "XRP"];

async function prices(widget: Widget): Promise<WidgetContent> {
  let symbols = widget.symbol ? [widget.symbol] : [];
  if (symbols.length === 0) {
    const lists = await api<{ id: string }[]>("/v1/watchlists").catch(() => []);
    const items = lists[0] ? await api<{ symbol: string }[]>(`/v1/watchlists/${lists[0].id}/items`).catch(() => []) : [];
    symbols = items.map((i) => i.symbol).slice(0, 8);
  }
  if (symbols.length === 0) symbols = MAJORS;
  const quotes = await api<{ symbol: string; price: number; change24hPct: number | null; source: string; asOf: string }[]>(`/v1/market/prices?symbols=${encodeURIComponent(symbols.join(","))}`);
  const rows = quotes.map((q) => ({ label: q.symbol, symbols: [q.symbol], value: `${usd(q.price)} · ${pct(q.change24hPct)}`, cls: q.change24hPct === null ? undefined : q.change24hPct >= 0 ? "up" : "down" }));
  const first = quotes[0];
  return { rows, note: first ? `Source: ${first.source}, as of ${dateTime(first.asOf)}` : "No prices available right now." };
}

/** The newest Notebook entries, each linking to its page. */
async function notebook(): Promise<WidgetContent> {
  const { entries } = await api<{ entries: { ref: string; nb: number; title: string; kind: string; createdAt: string }[] }>("/app/notebook");
  const links = entries.slice(0, 5).map((e) => ({ label: `NB-${e.nb} · ${e.title}`, href: `/notebook/${e.ref}`, meta: `${e.kind} · ${dateTime(e.createdAt)}` }));
  return { links, note: entries.length ? "" : "Nothing in your Notebook yet: save an idea from Explore, or ask your agent to research an asset." };
}

/** What the agent did last, newest first. */
async function activity(): Promise<WidgetContent> {
  const { entries } = await api<{ entries: { title: string; kind: string; createdAt: string }[] }>("/app/agent/activity?limit=5");
  const rows = entries.slice(0, 5).map((e) => ({ label: e.title, value: dateTime(e.createdAt) }));
  return { rows, note: entries.length ? "" : "No activity yet: your agent records its monitoring passes, alerts and briefs here." };
}

/** kind → loader for the widgets drawn as rows or links (ListWidget). */
export const LIST_LOADERS: Record<string, WidgetLoader> = { portfolio, watchlist, movers, prices, market_events: marketEvents, news, alerts, notebook, activity };

/** The chart widget's data: daily candles with the market layer's SMA(20) and EMA(50). */
export async function chartData(widget: Widget): Promise<ChartData> {
  const symbol = widget.symbol ?? "BTC";
  const s = await api<{ candles: { t: string; open: number; high: number; low: number; close: number }[] }>(`/v1/market/candles?symbol=${encodeURIComponent(symbol)}&interval=1d`);
  const candles = s.candles.slice(-120).map((c) => ({ time: Math.floor(Date.parse(c.t) / 1000), open: c.open, high: c.high, low: c.low, close: c.close }));
  const closes = candles.map((c) => ({ time: c.time, value: c.close }));
  return { symbol, candles, overlays: { sma: { period: 20, points: smaPoints(closes, 20) }, ema: { period: 50, points: emaPoints(closes, 50) } } };
}
