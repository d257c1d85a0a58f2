import { z } from "zod";
import type { Db } from "../db/client";
import { AppError } from "../http/errors";
import { issueMessage, issueParam } from "../http/validate";
import { nameField } from "../lib/fields";
import { fetchFeed, FeedError, feedUrl, type FeedAccess } from "./fetch";
import { dueSources, getSource, insertSource, itemCounts, listSources, recordFetch, type Source } from "./store";

/**
 * Following a source: the URL is checked, the feed read once (so a typo or an HTML page is
 * refused at once with the reason), then kept and refreshed hourly by the cron and on demand.
 */
const followInput = (access: FeedAccess) => z
  .object({
    url: feedUrl(access),
    name: nameField(80).optional(),
    kol: nameField(80).optional(),
  })
  .strict();
export const FollowInput = followInput({});
export type FollowInput = z.input<typeof FollowInput>;

export interface SourceView {
  id: string;
  url: string;
  name: string;
  kol: string | null;
  kind: Source["kind"];
  items: number;
  lastFetchedAt: string | null;
  lastError: string | null;
  createdAt: string;
}

const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());

export function sourceView(s: Source, items: number): SourceView {
  return { id: s.id, url: s.url, name: s.name, kol: s.kol, kind: s.kind, items, lastFetchedAt: iso(s.lastFetchedAt), lastError: s.lastError, createdAt: iso(s.createdAt)! };
}

export async function sourcesOf(db: Db, userId: string): Promise<SourceView[]> {
  const [rows, counts] = await Promise.all([listSources(db, userId), itemCounts(db, userId)]);
  return rows.map((s) => sourceView(s, counts.get(s.id) ?? 0));
}

export async function followSource(db: Db, userId: string, raw: unknown, now: number, access: FeedAccess = {}): Promise<SourceView> {
  const parsed = followInput(access).safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const param = issueParam(issue, "body");
    // A URL refusal already explains itself ("That address is private or local…"): no prefix.
    throw new AppError("invalid_param", { param, message: issue?.code === "unrecognized_keys" ? issueMessage(issue, param) : issue?.message ?? "Invalid source." });
  }
  const input = parsed.data;
  let feed;
  try {
    feed = await fetchFeed(input.url, access);
  } catch (error) {
    if (error instanceof FeedError) throw new AppError("invalid_param", { param: "url", message: error.message });
    throw error;
  }
  const source = await insertSource(db, userId, { url: input.url, name: input.name ?? (feed.title.slice(0, 80) || new URL(input.url).hostname), kol: input.kol ?? null, kind: feed.kind }, now);
  await recordFetch(db, source, { items: feed.items }, now);
  return sourceView({ ...source, lastFetchedAt: now }, feed.items.length);
}

/** One refresh; a failing feed keeps its items and records why. Never throws for the feed's faults. */
export async function refreshSource(db: Db, source: Source, now: number, access: FeedAccess = {}): Promise<{ ok: boolean; items: number; error?: string }> {
  try {
    const feed = await fetchFeed(source.url, access);
    await recordFetch(db, source, { items: feed.items }, now);
    return { ok: true, items: feed.items.length };
  } catch (error) {
    const message = error instanceof FeedError ? error.message : "The feed could not be read.";
    await recordFetch(db, source, { error: message }, now);
    return { ok: false, items: 0, error: message };
  }
}

export async function refreshOne(db: Db, userId: string, id: string, now: number, access: FeedAccess = {}): Promise<SourceView> {
  await refreshSource(db, await getSource(db, userId, id), now, access);
  const counts = await itemCounts(db, userId);
  return sourceView(await getSource(db, userId, id), counts.get(id) ?? 0);
}

/** Refreshes every source of one user (asked for in chat: "refresh my sources"). */
export async function refreshAllOf(db: Db, userId: string, now: number, access: FeedAccess = {}): Promise<{ refreshed: number; failed: number }> {
  let failed = 0;
  const rows = await listSources(db, userId);
  for (const s of rows) if (!(await refreshSource(db, s, now, access)).ok) failed++;
  return { refreshed: rows.length, failed };
}

/** The hourly cron: sources not read for 50 minutes, oldest first, a bounded number per run. */
export async function refreshDueSources(db: Db, now: number, limit = 100, access: FeedAccess = {}): Promise<{ refreshed: number; failed: number }> {
  let failed = 0;
  const due = await dueSources(db, now - 50 * 60_000, limit);
  for (const s of due) if (!(await refreshSource(db, s, now, access)).ok) failed++;
  return { refreshed: due.length, failed };
}
