import { XMLParser } from "fast-xml-parser";
import { ASSETS } from "../assets";
import type { NewsItem } from "../types";
import { getText } from "./http";
import type { ProviderContext, ProviderResult } from "./types";

/**
 * RSS 2.0 and Atom feeds: parsed, de-duplicated by guid/link, and tagged with the registry
 * assets each headline mentions (ticker as a whole word in capitals, or the asset's name).
 */
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", textNodeName: "#text" });

function text(v: unknown): string {
  if (v == null) return "";
  if (typeof v === "string" || typeof v === "number") return String(v).trim();
  if (Array.isArray(v)) return text(v[0]);
  if (typeof v === "object") return text((v as Record<string, unknown>)["#text"]);
  return "";
}

function asArray<T>(v: T | T[] | undefined): T[] {
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
}

/** FNV-1a, 64-bit as two 32-bit halves: stable short ids without crypto.subtle (sync, pure). */
export function newsId(key: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x811c9dc5) >>> 0;
  }
  return h1.toString(16).padStart(8, "0") + h2.toString(16).padStart(8, "0");
}

const SHORT_AMBIGUOUS = new Set(["OP", "DOT", "UNI", "LINK", "COIN", "META", "ARB", "SOL", "POL", "GLD"]);

export function tagAssets(title: string): string[] {
  const found = new Set<string>();
  const lower = title.toLowerCase();
  for (const a of ASSETS) {
    // Ambiguous short tickers count only as all-caps words or with a $ sign, never as English words.
    const sym = new RegExp(`(^|[^A-Za-z0-9])\\$?${a.symbol}([^A-Za-z0-9]|$)`);
    if (sym.test(title) && (!SHORT_AMBIGUOUS.has(a.symbol) || title.includes(a.symbol))) found.add(a.symbol);
    const names = [a.name.split(" (")[0]!.toLowerCase(), ...a.aliases.filter((x) => x.length > 3)];
    if (names.some((n) => n.length > 3 && new RegExp(`(^|[^a-z0-9])${n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}([^a-z0-9]|$)`).test(lower))) found.add(a.symbol);
  }
  return [...found].sort();
}

export function parseFeed(xml: string, feed: string): NewsItem[] | null {
  let doc: Record<string, any>;
  try {
    doc = parser.parse(xml);
  } catch {
    return null;
  }
  const rssItems = asArray(doc?.rss?.channel?.item);
  const atomEntries = asArray(doc?.feed?.entry);
  if (!doc?.rss && !doc?.feed) return null;
  const out = new Map<string, NewsItem>();
  for (const it of rssItems as Record<string, unknown>[]) {
    const title = text(it.title);
    const link = text(it.link);
    const published = Date.parse(text(it.pubDate) || text(it["dc:date"]));
    if (!title || !link || !Number.isFinite(published)) continue;
    const id = newsId(text(it.guid) || link);
    out.set(id, { id, title, link, feed, publishedAt: published, symbols: tagAssets(title) });
  }
  for (const e of atomEntries as Record<string, any>[]) {
    const title = text(e.title);
    const links = asArray(e.link) as Record<string, string>[];
    const link = (links.find((l) => !l["@rel"] || l["@rel"] === "alternate") ?? links[0])?.["@href"] ?? "";
    const published = Date.parse(text(e.published) || text(e.updated));
    if (!title || !link || !Number.isFinite(published)) continue;
    const id = newsId(text(e.id) || link);
    out.set(id, { id, title, link, feed, publishedAt: published, symbols: tagAssets(title) });
  }
  return [...out.values()];
}

export async function fetchFeed(url: string, ctx: ProviderContext): Promise<ProviderResult<NewsItem[]>> {
  let host: string;
  try {
    host = new URL(url).host;
  } catch {
    // A mistyped feed in MARKET_NEWS_FEEDS must not take the other feeds down with it.
    return { ok: false, reason: "client_error", message: `not a URL: ${url}` };
  }
  const res = await getText(ctx.up, url, { accept: "application/rss+xml, application/atom+xml, application/xml, text/xml" });
  if (!res.ok) return res;
  const items = parseFeed(res.data, host);
  if (!items) return { ok: false, reason: "bad_body", message: `${url}: not an RSS or Atom feed` };
  return { ok: true, data: items };
}

/** Many feeds carry the same story; the same link counts once. */
export function dedupeNews(items: readonly NewsItem[]): NewsItem[] {
  const seen = new Map<string, NewsItem>();
  for (const n of items) {
    const key = n.link.replace(/[?#].*$/, "").replace(/\/$/, "");
    if (!seen.has(key)) seen.set(key, n);
  }
  return [...seen.values()].sort((a, b) => b.publishedAt - a.publishedAt || a.id.localeCompare(b.id));
}
