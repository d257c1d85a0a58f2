import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { expect } from "vitest";
import type { AgentDO } from "../../durable-objects/agent-do";
import { fixedClock } from "../../worker/lib/clock";
import { env } from "./helpers";

/**
 * A real account for the monitoring and brief tests: a user row, holdings and a watchlist in D1,
 * the scan's snapshots and events in D1 (what a pass reads through the `live: false` reader), and
 * a Pro agent on a controlled clock.
 */

export async function seedUser(opts: { timeZone: string; plan?: "free" | "pro"; held?: string[]; watched?: { symbol: string; entryTarget?: number | null }[]; now: number }) {
  const id = `usr_${crypto.randomUUID().slice(0, 12)}`;
  const email = `${id}@monitor.test`;
  const t = opts.now;
  const batch = [env.DB.prepare("INSERT INTO users (id, email, plan, time_zone, created_at) VALUES (?, ?, ?, ?, ?)").bind(id, email, opts.plan ?? "pro", opts.timeZone, t)];
  if (opts.held?.length) {
    batch.push(env.DB.prepare("INSERT INTO portfolios (id, user_id, name, created_at, updated_at) VALUES (?, ?, 'Main', ?, ?)").bind(`pf_${id}`, id, t, t));
    opts.held.forEach((s, i) => batch.push(env.DB.prepare("INSERT INTO holdings (id, portfolio_id, symbol, quantity, cost_basis, created_at, updated_at) VALUES (?, ?, ?, 1, NULL, ?, ?)").bind(`h_${id}_${i}`, `pf_${id}`, s, t, t)));
  }
  if (opts.watched?.length) {
    batch.push(env.DB.prepare("INSERT INTO watchlists (id, user_id, name, created_at, updated_at) VALUES (?, ?, 'My watchlist', ?, ?)").bind(`wl_${id}`, id, t, t));
    opts.watched.forEach((w, i) => batch.push(env.DB.prepare("INSERT INTO watchlist_items (id, watchlist_id, symbol, entry_target, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)").bind(`wi_${id}_${i}`, `wl_${id}`, w.symbol, w.entryTarget ?? null, t + i, t + i)));
  }
  await env.DB.batch(batch);
  return { id, email };
}

/** One scan observation per symbol, as the cron scan writes them (source "coingecko"). */
export async function seedSnapshots(rows: { symbol: string; price: number; change: number | null }[], asOf: number) {
  // The reader takes each symbol's newest observation: start from an empty market so a test sees only its own.
  await env.DB.batch([
    env.DB.prepare("DELETE FROM market_snapshots"),
    env.DB.prepare("DELETE FROM market_events"),
    ...rows.map((r) => env.DB.prepare("INSERT OR REPLACE INTO market_snapshots (symbol, source, as_of, price, change_24h_pct, market_cap, volume_24h, label, recorded_at) VALUES (?, 'coingecko', ?, ?, ?, NULL, NULL, NULL, ?)").bind(r.symbol, asOf, r.price, r.change, asOf)),
  ]);
}

export async function seedEvent(e: { id: string; kind: string; subject: string; title: string; severity: string; status?: string; lastSeenAt: number }) {
  await env.DB.prepare("INSERT OR REPLACE INTO market_events (id, kind, subject, title, status, severity, started_at, ended_at, last_seen_at, source, as_of, label, evidence, detected_at) VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?, 'defillama', ?, NULL, '{}', ?)")
    .bind(e.id, e.kind, e.subject, e.title, e.status ?? "open", e.severity, e.lastSeenAt - 3_600_000, e.lastSeenAt, e.lastSeenAt, e.lastSeenAt)
    .run();
}

export async function proAgent(userId: string, timeZone: string, start: number) {
  const stub = env.AGENT.getByName(`agent:${userId}`);
  const clock = fixedClock(start);
  await runInDurableObject(stub, (i: AgentDO) => {
    i.clock = clock;
    i.modelOverride = null;
  });
  expect((await stub.create({ userId, name: "Ada", timeZone, plan: "pro" })).ok).toBe(true);
  return { stub, clock };
}

/** Makes the monitoring row due at `at` and fires the alarm there (a pass at that time). */
export async function passAt(stub: DurableObjectStub<AgentDO>, clock: ReturnType<typeof fixedClock>, at: number) {
  clock.set(at);
  await runInDurableObject(stub, (_i, state) => state.storage.sql.exec("UPDATE schedule SET next_run = ? WHERE handler = 'monitor_pass'", at));
  return runDurableObjectAlarm(stub);
}

export async function inboxOf(userId: string, kind = "alert") {
  const rows = await env.DB.prepare("SELECT title, body, data FROM inbox_items WHERE user_id = ? AND kind = ? ORDER BY created_at, id").bind(userId, kind).all<{ title: string; body: string; data: string }>();
  return rows.results.map((r) => ({ ...r, data: JSON.parse(r.data) as Record<string, any> }));
}

/** The scan's cached movers (what the hourly scan writes), valid for a day from `asOf`. */
export async function seedMovers(movers: { symbol: string; price: number; change24hPct: number; reasons: string[] }[], asOf: number) {
  const view = (m: (typeof movers)[number]) => ({ ...m, name: m.symbol, direction: m.change24hPct >= 0 ? "up" : "down", source: "coingecko", asOf });
  const body = { gainers: movers.filter((m) => m.change24hPct >= 0).map(view), losers: movers.filter((m) => m.change24hPct < 0).map(view) };
  await env.DB.prepare("INSERT OR REPLACE INTO market_cache (key, source, body, as_of, fetched_at, expires_at) VALUES ('movers', 'coingecko', ?, ?, ?, ?)").bind(JSON.stringify(body), asOf, asOf, asOf + 86_400_000).run();
}

export async function seedNews(items: { title: string; feed: string; publishedAt: number; symbols?: string[] }[]) {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM market_news"),
    ...items.map((n, i) => env.DB.prepare("INSERT INTO market_news (id, title, link, feed, published_at, symbols, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)").bind(`n${i}_${n.publishedAt}`, n.title, `https://news.example/${i}`, n.feed, n.publishedAt, JSON.stringify(n.symbols ?? []), n.publishedAt)),
  ]);
}

/** Follows the one alarm until `done()` holds (at most `max` alarms). */
export async function followAlarm(stub: DurableObjectStub<AgentDO>, clock: ReturnType<typeof fixedClock>, done: () => Promise<boolean>, max = 20) {
  for (let i = 0; i < max && !(await done()); i++) {
    const s = await stub.schedules();
    if (!s.ok || s.alarm === null) throw new Error("no alarm");
    clock.set(s.alarm);
    await runDurableObjectAlarm(stub);
  }
}
