import { api } from "$lib/api";
import { emaPoints, smaPoints } from "$worker/market/indicators/points";
import type { ChartData, Widget } from "../types";

/**
 * What the list-shaped Home widgets show, one loader per kind, read from the same endpoints the
 * rest of the site uses. Formatting stays here so the components only lay it out.
 */
export interface WidgetRow {
  label: string;
  value: string;
  cls?: string;
}

export interface WidgetContent {
  rows?: WidgetRow[];
  links?: { label: string; href: string; meta: string }[];
  note?: string;
}

export type WidgetLoader = (widget: Widget) => Promise<WidgetContent>;

const fmt = (n: number) => n.toLocaleString("en-US", Math.abs(n) >= 1 || n === 0 ? { maximumFractionDigits: 2 } : { maximumSignificantDigits: 4 });
const signed = (pct: number, digits: number) => `${pct >= 0 ? "+" : ""}${pct.toFixed(digits)}%`;

async function portfolio(): Promise<WidgetContent> {
  const ps = await api<{ id: string; name: string }[]>("/v1/portfolios");
  // Totals are computed by the portfolio service (prices with source and asOf).
  const details = await Promise.all(ps.slice(0, 5).map((p) => api<{ totals: { value: number; pnlPct: number | null; positions: number } }>(`/v1/portfolios/${p.id}`).catch(() => null)));
  const rows = ps.slice(0, 5).map((p, i) => {
    const t = details[i]?.totals;
    const value = t ? `$${fmt(t.value)} · ${t.positions} position${t.positions === 1 ? "" : "s"}${t.pnlPct === null ? "" : ` · ${signed(t.pnlPct, 1)}`}` : "";
    return { label: p.name, value, cls: t && t.pnlPct !== null ? (t.pnlPct >= 0 ? "up" : "down") : undefined };
  });
  return { rows, note: ps.length ? "" : "No portfolio yet." };
}

async function watchlist(): Promise<WidgetContent> {
  const lists = await api<{ id: string; name: string }[]>("/v1/watchlists");
  if (!lists[0]) return { note: "No watchlist yet." };
  const items = await api<{ symbol: string; entryTarget: number | null }[]>(`/v1/watchlists/${lists[0].id}/items`);
  return { rows: items.map((i) => ({ label: i.symbol, value: i.entryTarget === null ? "" : `entry $${fmt(i.entryTarget)}` })), note: items.length ? lists[0].name : "Your watchlist is empty." };
}

type Mover = { symbol: string; change24hPct: number; price: number };

async function movers(): Promise<WidgetContent> {
  const m = await api<{ gainers: Mover[]; losers: Mover[]; source: string }>("/v1/market/movers?limit=3");
  const rows = [...m.gainers, ...m.losers].map((x) => ({ label: x.symbol, value: `${signed(x.change24hPct, 2)} · $${fmt(x.price)}`, cls: x.change24hPct >= 0 ? "up" : "down" }));
  return { rows, note: `Source: ${m.source}` };
}

async function marketEvents(): Promise<WidgetContent> {
  const ev = await api<{ title: string; severity: string; startedAt: string }[]>("/v1/market/events?limit=5");
  return { rows: ev.map((e) => ({ label: e.title, value: new Date(e.startedAt).toLocaleDateString() })), note: ev.length ? "" : "No market events recorded." };
}

async function news(): Promise<WidgetContent> {
  const items = await api<{ title: string; link: string; feed: string; publishedAt: string }[]>("/app/markets/news?limit=6");
  const links = items.map((n) => ({ label: n.title, href: n.link, meta: `${n.feed} · ${new Date(n.publishedAt).toLocaleString()}` }));
  return { links, note: items.length ? "" : "No headlines stored yet: the hourly market scan collects them." };
}

async function alerts(): Promise<WidgetContent> {
  const { rules } = await api<{ rules: { id: string; type: string; symbol: string; otherSymbol: string | null; value: number }[] }>("/app/agent/alerts");
  const rows = rules.map((r) => ({ label: r.otherSymbol ? `${r.symbol}/${r.otherSymbol}` : r.symbol, value: `${r.type.replace("_", " ")} ${fmt(r.value)}` }));
  return { rows, note: rules.length ? "Rules you set in chat; manage them in Settings → Agent." : "No alert rules yet: ask your agent, e.g. “alert me if BTC drops below 80000”." };
}

/** kind → loader for the widgets drawn as rows or links (ListWidget). */
export const LIST_LOADERS: Record<string, WidgetLoader> = { portfolio, watchlist, movers, prices: movers, market_events: marketEvents, news, alerts };

/** The chart widget's data: daily candles with the market layer's SMA(20) and EMA(50). */
export async function chartData(widget: Widget): Promise<ChartData> {
  const symbol = widget.symbol ?? "BTC";
  const s = await api<{ candles: { t: string; open: number; high: number; low: number; close: number }[] }>(`/v1/market/candles?symbol=${encodeURIComponent(symbol)}&interval=1d`);
  const candles = s.candles.slice(-120).map((c) => ({ time: Math.floor(Date.parse(c.t) / 1000), open: c.open, high: c.high, low: c.low, close: c.close }));
  const closes = candles.map((c) => ({ time: c.time, value: c.close }));
  return { symbol, candles, overlays: { sma: { period: 20, points: smaPoints(closes, 20) }, ema: { period: 50, points: emaPoints(closes, 50) } } };
}
