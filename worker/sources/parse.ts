import { XMLParser } from "fast-xml-parser";

/**
 * Followed feeds, parsed: RSS 2.0 (blogs, Substack, podcasts with iTunes tags), Atom, and
 * YouTube channel feeds (Atom with yt: and media: extensions). Each item keeps what a claim
 * must cite — link, title, author, date — and its text with the HTML stripped, capped.
 */
export interface FeedItem {
  guid: string;
  url: string | null;
  title: string;
  author: string | null;
  publishedAt: number | null;
  text: string;
}

export interface ParsedFeed {
  title: string;
  kind: "feed" | "youtube" | "podcast";
  items: FeedItem[];
}

/** Per item and per feed: a feed is read whole but only this much of it is kept. */
export const ITEM_TEXT_MAX = 6000;
export const ITEMS_MAX = 50;

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", textNodeName: "#text", processEntities: true, htmlEntities: true });

type Node = Record<string, unknown>;

function text(v: unknown): string {
  if (v == null) return "";
  if (typeof v === "string" || typeof v === "number") return String(v).trim();
  if (Array.isArray(v)) return text(v[0]);
  if (typeof v === "object") return text((v as Node)["#text"]);
  return "";
}

function asArray(v: unknown): Node[] {
  const list = v === undefined || v === null ? [] : Array.isArray(v) ? v : [v];
  return list.filter((x): x is Node => typeof x === "object" && x !== null);
}

/** Tags out, entities decoded, whitespace folded: the text a claim is read from. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/giu, " ")
    .replace(/<br\s*\/?>|<\/p>|<\/li>|<\/h\d>/giu, ". ")
    .replace(/<[^>]+>/gu, " ")
    .replace(/&nbsp;/gu, " ")
    .replace(/&amp;/gu, "&")
    .replace(/&lt;/gu, "<")
    .replace(/&gt;/gu, ">")
    .replace(/&quot;/gu, '"')
    .replace(/&#39;|&#x27;|&rsquo;/gu, "'")
    .replace(/\.\s*\.(\s*\.)*/gu, ".")
    .replace(/\s+/gu, " ")
    .trim()
    .slice(0, ITEM_TEXT_MAX);
}

function date(...candidates: unknown[]): number | null {
  for (const c of candidates) {
    const t = Date.parse(text(c));
    if (Number.isFinite(t)) return t;
  }
  return null;
}

function rssItem(it: Node): FeedItem | null {
  const title = plainText(text(it.title));
  const url = text(it.link) || null;
  const guid = text(it.guid) || url || title;
  if (!title || !guid) return null;
  const body = text(it["content:encoded"]) || text(it.description) || text(it["itunes:summary"]);
  const author = text(it["dc:creator"]) || text(it["itunes:author"]) || text(it.author) || null;
  return { guid, url, title, author, publishedAt: date(it.pubDate, it["dc:date"]), text: plainText(body) };
}

function atomItem(e: Node, feedAuthor: string | null): FeedItem | null {
  const title = plainText(text(e.title));
  const links = asArray(e.link);
  const url = text((links.find((l) => !l["@rel"] || l["@rel"] === "alternate") ?? links[0])?.["@href"]) || null;
  const videoId = text(e["yt:videoId"]);
  const guid = text(e.id) || videoId || url || title;
  if (!title || !guid) return null;
  const media = e["media:group"] as Node | undefined;
  const body = text(e.content) || text(e.summary) || text(media?.["media:description"]);
  const author = text((asArray(e.author)[0] ?? {}).name) || feedAuthor;
  return { guid, url, title, author, publishedAt: date(e.published, e.updated), text: plainText(body) };
}

/** The feed, or null when the document is not RSS or Atom. Newest first, at most ITEMS_MAX. */
export function parseFollowedFeed(xml: string): ParsedFeed | null {
  let doc: Node;
  try {
    doc = parser.parse(xml) as Node;
  } catch {
    return null;
  }
  const rss = (doc.rss as Node | undefined)?.channel as Node | undefined;
  const atom = doc.feed as Node | undefined;
  let parsed: ParsedFeed;
  if (rss && typeof rss === "object") {
    const podcast = "itunes:author" in rss || asArray(rss.item).some((i) => i.enclosure !== undefined);
    parsed = { title: plainText(text(rss.title)), kind: podcast ? "podcast" : "feed", items: asArray(rss.item).map(rssItem).filter((i): i is FeedItem => i !== null) };
  } else if (atom && typeof atom === "object") {
    const youtube = "yt:channelId" in atom || asArray(atom.entry).some((e) => "yt:videoId" in e);
    const feedAuthor = text((asArray(atom.author)[0] ?? {}).name) || null;
    parsed = { title: plainText(text(atom.title)), kind: youtube ? "youtube" : "feed", items: asArray(atom.entry).map((e) => atomItem(e, feedAuthor)).filter((i): i is FeedItem => i !== null) };
  } else return null;
  parsed.items.sort((a, b) => (b.publishedAt ?? 0) - (a.publishedAt ?? 0));
  parsed.items = parsed.items.slice(0, ITEMS_MAX);
  return parsed;
}
