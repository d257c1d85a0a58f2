import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Market data written by the platform-wide scan (Cron Triggers) and read by everything else.
 * Times are Unix milliseconds. Every row keeps `source` and `as_of` so a number can always say
 * where it came from; replay rows keep their "replay data from …" label.
 */

/** One quote per (symbol, source, as_of): writing the same observation twice is a no-op. */
export const marketSnapshots = sqliteTable(
  "market_snapshots",
  {
    symbol: text("symbol").notNull(),
    source: text("source").notNull(),
    asOf: integer("as_of").notNull(),
    price: real("price").notNull(),
    change24hPct: real("change_24h_pct"),
    marketCap: real("market_cap"),
    volume24h: real("volume_24h"),
    label: text("label"),
    /** The scan (or request) time that recorded it. */
    recordedAt: integer("recorded_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.source, t.asOf] }), index("market_snapshots_symbol_idx").on(t.symbol, t.asOf)],
);

/**
 * Wider-market events with their evidence. Ids are deterministic (kind, subject, start), so a
 * re-run updates the same row instead of adding a twin.
 */
export const marketEvents = sqliteTable(
  "market_events",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: ["depeg", "exploit", "governance", "bridge_halt"] }).notNull(),
    subject: text("subject").notNull(),
    title: text("title").notNull(),
    status: text("status", { enum: ["open", "resolved", "reported"] }).notNull(),
    severity: text("severity", { enum: ["info", "warning", "critical"] }).notNull(),
    startedAt: integer("started_at").notNull(),
    endedAt: integer("ended_at"),
    lastSeenAt: integer("last_seen_at").notNull(),
    source: text("source").notNull(),
    asOf: integer("as_of").notNull(),
    label: text("label"),
    /** JSON: the numbers or texts that justify the event. */
    evidence: text("evidence").notNull(),
    detectedAt: integer("detected_at").notNull(),
  },
  (t) => [index("market_events_started_idx").on(t.startedAt), index("market_events_subject_idx").on(t.kind, t.subject, t.status)],
);

/** Cached upstream answers (candles, DeFi, news) with per-kind freshness. */
export const marketCache = sqliteTable("market_cache", {
  key: text("key").primaryKey(),
  source: text("source").notNull(),
  body: text("body").notNull(),
  asOf: integer("as_of").notNull(),
  fetchedAt: integer("fetched_at").notNull(),
  expiresAt: integer("expires_at").notNull(),
});

/** Per-provider back-off after 429/5xx, shared by every request and scan. */
export const marketProviderState = sqliteTable("market_provider_state", {
  provider: text("provider").primaryKey(),
  failures: integer("failures").notNull().default(0),
  backoffUntil: integer("backoff_until").notNull().default(0),
  lastError: text("last_error"),
  updatedAt: integer("updated_at").notNull(),
});

/** News items from the RSS feeds, de-duplicated by id (hash of guid or link). */
export const marketNews = sqliteTable(
  "market_news",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    link: text("link").notNull(),
    feed: text("feed").notNull(),
    publishedAt: integer("published_at").notNull(),
    symbols: text("symbols").notNull(),
    recordedAt: integer("recorded_at").notNull(),
  },
  (t) => [index("market_news_published_idx").on(t.publishedAt)],
);

/** One row per cron run: what it fetched and found. The first run for a tick wins. */
export const marketScanRuns = sqliteTable(
  "market_scan_runs",
  {
    cron: text("cron").notNull(),
    scheduledTime: integer("scheduled_time").notNull(),
    assets: integer("assets").notNull(),
    upstreamCalls: integer("upstream_calls").notNull(),
    snapshots: integer("snapshots").notNull(),
    events: integer("events").notNull(),
    summary: text("summary").notNull(),
  },
  (t) => [primaryKey({ columns: [t.cron, t.scheduledTime] })],
);
