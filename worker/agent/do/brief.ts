import { createDb } from "../../db/client";
import { createLogger } from "../../lib/log";
import { ruleSymbols } from "../../monitor/conditions";
import { localDay, localWeekday } from "../../monitor/times";
import { d1AccountData } from "../account-data-d1";
import { composeBrief } from "../brief/compose";
import { deliverBrief } from "../brief/deliver";
import { briefWithModel } from "../brief/model-check";
import { briefPrefs } from "../brief/prefs";
import { weekOfSources } from "../brief/week-sources";
import { secondPassConfig } from "../guard";
import type { Quote } from "../market";
import type { ScheduleHandler } from "../schedule/runner";
import type { AgentHost } from "./host";
import { BRIEF_ROW } from "./lifecycle";

/**
 * The Morning Brief handler (row `morning_brief`, 08:00 local): reads what the scan wrote (the
 * agent's `live: false` reader, holdings and watchlist in D1, rules in its own storage), composes
 * the brief from data, delivers it (Inbox/widget, then e-mail). Not charged to usage. The runner
 * moves the row to the next 08:00; the alarm never runs it while paused.
 */
const log = createLogger({ service: "fathom-api", area: "brief" });
const DAY_MS = 86_400_000;

export function morningBrief(h: AgentHost): ScheduleHandler {
  return async (row, now) => {
    if (!h.store.agent()) return { nextRun: null };
    h.schedule.logRun(BRIEF_ROW, row.nextRun, now);
    await briefNow(h, now);
  };
}

/** Composes and delivers the brief for `now`'s local day (nothing when it was already delivered). */
export async function briefNow(h: AgentHost, now: number): Promise<{ delivered: boolean }> {
  const agent = h.store.agent();
  if (!agent) return { delivered: false };
  const db = createDb(h.env.DB);
  const market = h.market();
  const account = d1AccountData(db, agent.userId, () => h.now());
  const [portfolios, watchlist] = await Promise.all([account.portfolios(), account.watchlist()]);
  const held = portfolios.flatMap((p) => p.holdings.map((x) => x.symbol.toUpperCase()));
  const watched = (watchlist?.items ?? []).map((i) => i.symbol.toUpperCase());
  const rules = h.store.alerts();
  // What the user told the agent about the brief (their own saved preferences, oldest first).
  const prefs = briefPrefs(h.store.memory().filter((m) => m.status === "saved" && m.kind === "preference").map((m) => m.text));
  const symbols = [...new Set([...prefs.focus, ...held, ...watched, ...ruleSymbols(rules)])];
  const quotes = new Map<string, Quote>();
  if (symbols.length) for (const q of (await market.quotes(symbols)).quotes) quotes.set(q.symbol, q);
  const monday = localWeekday(now, agent.timeZone) === 1;
  const weekNews = monday ? await weekOfSources(db, agent.userId, now, market) : [];
  const composed = composeBrief({
    agentName: agent.name,
    dateLabel: new Date(now).toLocaleDateString("en-GB", { timeZone: agent.timeZone, weekday: "long", day: "numeric", month: "long" }),
    monday,
    held,
    watched,
    rules,
    quotes,
    movers: await market.movers(5),
    events: (await market.events({ since: now - DAY_MS, limit: 20 })).filter((e) => e.status === "open"),
    weekNews,
    prefs,
  });
  // With a model configured, every line also passes the model second pass before delivery.
  const brief = await briefWithModel(composed, secondPassConfig(h.modelConfig()));
  const { item } = await deliverBrief({ env: h.env, db, log, userId: agent.userId, day: localDay(now, agent.timeZone), now, activity: h.activity, broadcast: h.broadcast }, brief);
  return { delivered: item !== null };
}
