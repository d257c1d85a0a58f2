import { z } from "zod";
import type { ErrorCode } from "../http/errors";
import type { AccountData } from "./account-data";
import { isWidgetKind, WIDGET_KINDS, WIDGET_LABELS } from "./dashboard";
import { ema, sma } from "./indicators";
import { normaliseSymbol, type MarketReader } from "./market";
import type { WorkspaceOps } from "./workspace";

/**
 * The tool registry. Each tool belongs to capabilities; only tools of installed capabilities can
 * be called. Every tool reads or edits research state — none trades, withdraws, transfers or
 * signs, and none exists that could. Results carry their numbers, source and asOf; the chat
 * shows them as they are, whatever the model says around them.
 */

export interface ToolContext {
  market: MarketReader;
  account: AccountData;
  workspace: WorkspaceOps;
  now: number;
  /** Runs a saved (approved) custom capability's steps; set by the chat turn. */
  runCustom?: (name: string) => Promise<ToolResult[] | null>;
}

export type ToolResult =
  | { ok: true; tool: string; summary: string; data: unknown; asOf?: string; source?: string }
  | { ok: false; tool: string; code: ErrorCode; message: string };

interface ToolDef<S extends z.ZodType> {
  name: string;
  description: string;
  /** The tool is available when any of these capabilities is installed (empty: always). */
  capabilities: readonly string[];
  input: S;
  run(args: z.infer<S>, ctx: ToolContext): Promise<ToolResult>;
}

const Symbol = z.string().min(1).max(20).describe("Ticker or asset name, e.g. BTC, ETH, AAPL");

const fmt = (n: number) => (Math.abs(n) >= 1000 ? n.toLocaleString("en-US", { maximumFractionDigits: 2 }) : n.toPrecision(Math.abs(n) >= 1 ? 6 : 4).replace(/\.?0+$/u, ""));
/** "2026-01-06 00:00 UTC": readable, unambiguous, the same for every reader. */
const when = (iso: string) => (/^\d{4}-\d\d-\d\dT\d\d:\d\d/u.test(iso) ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : iso);
const pct = (n: number | null) => (n === null ? "n/a" : `${n >= 0 ? "+" : ""}${n.toFixed(2)}%`);

function symbolOf(raw: string): string | null {
  return normaliseSymbol(raw) ?? (/^[A-Za-z]{2,6}$/u.test(raw) ? raw.toUpperCase() : null);
}

/** The last 30 candles' range, volatility (stdev of daily returns) and worst peak-to-trough fall. */
export function recentLevels(candles: readonly { high: number; low: number; close: number }[]) {
  const window = candles.slice(-30);
  const high = Math.max(...window.map((c) => c.high));
  const low = Math.min(...window.map((c) => c.low));
  const returns = window.slice(1).map((c, i) => c.close / window[i]!.close - 1);
  const mean = returns.reduce((a, b) => a + b, 0) / Math.max(1, returns.length);
  const variance = returns.reduce((a, r) => a + (r - mean) ** 2, 0) / Math.max(1, returns.length);
  let peak = -Infinity;
  let drawdown = 0;
  for (const c of window) {
    peak = Math.max(peak, c.close);
    drawdown = Math.max(drawdown, (peak - c.close) / peak);
  }
  return { high, low, volatilityPct: Math.sqrt(variance) * 100, drawdownPct: drawdown * 100 };
}

function fail(tool: string, code: ErrorCode, message: string): ToolResult {
  return { ok: false, tool, code, message };
}

function def<S extends z.ZodType>(d: ToolDef<S>): ToolDef<z.ZodType> {
  return d as unknown as ToolDef<z.ZodType>;
}

export const TOOLS: readonly ToolDef<z.ZodType>[] = [
  def({
    name: "get_price",
    description: "Latest price and 24h change for one asset (crypto or stock).",
    capabilities: ["coin_research", "equities_research"],
    input: z.object({ symbol: Symbol }),
    async run({ symbol }, ctx) {
      const s = symbolOf(symbol);
      if (!s) return fail("get_price", "invalid_param", `"${symbol}" is not a symbol I know.`);
      const q = await ctx.market.quote(s);
      if (!q) return fail("get_price", "not_found", `No market data for ${s}.`);
      return { ok: true, tool: "get_price", summary: `${q.symbol} is at $${fmt(q.price)} (${pct(q.change24hPct)} in 24h), as of ${when(q.asOf)}.`, data: q, asOf: q.asOf, source: q.source };
    },
  }),
  def({
    name: "show_chart",
    description: "An interactive daily price chart with SMA and EMA overlays, shown inline in chat.",
    capabilities: ["chart"],
    input: z.object({ symbol: Symbol, days: z.number().int().min(20).max(365).default(120) }),
    async run({ symbol, days }, ctx) {
      const s = symbolOf(symbol);
      if (!s) return fail("show_chart", "invalid_param", `"${symbol}" is not a symbol I know.`);
      const series = await ctx.market.candles(s, days);
      if (!series || series.candles.length === 0) return fail("show_chart", "not_found", `No price history for ${s}.`);
      const closes = series.candles.map((c) => ({ time: c.time, value: c.close }));
      const last = series.candles.at(-1)!;
      const first = series.candles[0]!;
      const change = ((last.close - first.close) / first.close) * 100;
      const sma20 = sma(closes, 20);
      const ema50 = ema(closes, 50);
      const levels = recentLevels(series.candles);
      return {
        ok: true,
        tool: "show_chart",
        summary:
          `${s} over ${series.candles.length} days: $${fmt(first.close)} → $${fmt(last.close)} (${pct(change)}). SMA 20: ${sma20.length ? `$${fmt(sma20.at(-1)!.value)}` : "n/a"}; EMA 50: ${ema50.length ? `$${fmt(ema50.at(-1)!.value)}` : "n/a"}. ` +
          `Levels: validation above $${fmt(levels.high)} (30-day high), invalidation below $${fmt(levels.low)} (30-day low). Risk: daily volatility ${levels.volatilityPct.toFixed(2)}%, largest 30-day drawdown ${levels.drawdownPct.toFixed(1)}%.`,
        data: { symbol: s, candles: series.candles, overlays: { sma: { period: 20, points: sma20 }, ema: { period: 50, points: ema50 } }, levels },
        asOf: series.asOf,
        source: series.source,
      };
    },
  }),
  def({
    name: "get_movers",
    description: "What moved most in the last 24 hours across tracked assets.",
    capabilities: ["movers"],
    input: z.object({ limit: z.number().int().min(1).max(20).default(5) }),
    async run({ limit }, ctx) {
      const m = await ctx.market.movers(limit);
      if (m.movers.length === 0) return fail("get_movers", "upstream_unavailable", "No market snapshot is available yet.");
      const lines = m.movers.map((q) => `${q.symbol} ${pct(q.change24hPct)} at $${fmt(q.price)}`);
      return { ok: true, tool: "get_movers", summary: `Top movers as of ${when(m.asOf)}: ${lines.join("; ")}.`, data: m, asOf: m.asOf, source: m.source };
    },
  }),
  def({
    name: "get_news",
    description: "Recent headlines stored by the market scan, optionally for one asset.",
    capabilities: ["news"],
    input: z.object({ symbol: Symbol.nullable().default(null), limit: z.number().int().min(1).max(10).default(5) }),
    async run({ symbol, limit }, ctx) {
      const s = symbol ? symbolOf(symbol) : null;
      const items = await ctx.market.news(s, limit);
      if (items.length === 0) return { ok: true, tool: "get_news", summary: `No recent headlines${s ? ` for ${s}` : ""} yet.`, data: { items } };
      return { ok: true, tool: "get_news", summary: `Latest headlines${s ? ` for ${s}` : ""}: ${items.map((n) => `“${n.title}” (${n.feed}, ${when(n.publishedAt)})`).join("; ")}.`, data: { items }, asOf: items[0]!.publishedAt, source: "news feeds" };
    },
  }),
  def({
    name: "get_market_events",
    description: "Wider-market events: stablecoin depegs, protocol exploits, governance emergencies, bridge halts.",
    capabilities: ["market_events"],
    input: z.object({ limit: z.number().int().min(1).max(10).default(5) }),
    async run({ limit }, ctx) {
      const events = await ctx.market.events(limit);
      if (events.length === 0) return { ok: true, tool: "get_market_events", summary: "No market events recorded.", data: { events } };
      return {
        ok: true,
        tool: "get_market_events",
        summary: `Market events: ${events.map((e) => `${e.title} (${e.kind}, ${e.status}, since ${when(e.startedAt)})`).join("; ")}.`,
        data: { events },
        asOf: events[0]!.asOf,
        source: events[0]!.source,
      };
    },
  }),
  def({
    name: "get_portfolio",
    description: "The user's portfolios: holdings with value and P&L from the latest prices. Read-only.",
    capabilities: ["portfolio"],
    input: z.object({}),
    async run(_args, ctx) {
      const ps = await ctx.account.portfolios();
      if (ps.length === 0) return { ok: true, tool: "get_portfolio", summary: "You have no portfolio yet. Add holdings under Portfolios.", data: { portfolios: [], totalValue: 0 } };
      let total = 0;
      let asOf: string | undefined;
      let source: string | undefined;
      const out = [];
      for (const p of ps) {
        const rows = [];
        for (const h of p.holdings) {
          const q = await ctx.market.quote(h.symbol);
          const value = q ? q.price * h.quantity : null;
          if (value !== null) total += value;
          if (q) ({ asOf, source } = q);
          const pnl = q && h.costBasis !== null ? (q.price - h.costBasis) * h.quantity : null;
          rows.push({ ...h, price: q?.price ?? null, value, pnl, change24hPct: q?.change24hPct ?? null });
        }
        out.push({ id: p.id, name: p.name, holdings: rows });
      }
      const count = out.reduce((n, p) => n + p.holdings.length, 0);
      const top = out.flatMap((p) => p.holdings).filter((h) => h.value !== null).sort((a, b) => b.value! - a.value!).slice(0, 3);
      return {
        ok: true,
        tool: "get_portfolio",
        summary: `Your portfolio is worth $${fmt(total)} across ${count} holding${count === 1 ? "" : "s"}${top.length ? `; largest: ${top.map((h) => `${h.symbol} $${fmt(h.value!)}`).join(", ")}` : ""}.`,
        data: { portfolios: out, totalValue: total },
        ...(asOf ? { asOf } : {}),
        ...(source ? { source } : {}),
      };
    },
  }),
  def({
    name: "get_watchlist",
    description: "The user's watchlist with entry targets.",
    capabilities: ["watchlist"],
    input: z.object({}),
    async run(_args, ctx) {
      const w = await ctx.account.watchlist();
      if (!w || w.items.length === 0) return { ok: true, tool: "get_watchlist", summary: "Your watchlist is empty.", data: { items: [] } };
      return { ok: true, tool: "get_watchlist", summary: `${w.name}: ${w.items.map((i) => (i.entryTarget === null ? i.symbol : `${i.symbol} (entry target $${fmt(i.entryTarget)})`)).join(", ")}.`, data: w };
    },
  }),
  def({
    name: "add_to_watchlist",
    description: "Adds an asset to the user's watchlist, optionally with an entry target price.",
    capabilities: ["watchlist"],
    input: z.object({ symbol: Symbol, entryTarget: z.number().positive().nullable().default(null) }),
    async run({ symbol, entryTarget }, ctx) {
      const s = symbolOf(symbol);
      if (!s) return fail("add_to_watchlist", "invalid_param", `"${symbol}" is not a symbol I know.`);
      const r = await ctx.account.addToWatchlist(s, entryTarget);
      return { ok: true, tool: "add_to_watchlist", summary: r.added ? `Added ${s} to ${r.watchlistName}${entryTarget ? ` with an entry target of $${fmt(entryTarget)}` : ""}.` : `${s} is already on ${r.watchlistName}.`, data: { symbol: s, ...r } };
    },
  }),
  def({
    name: "set_alert",
    description: "Creates an alert rule: price above/below a level, a 24h % change, or a ratio between two assets. Alerts notify; they never act on funds.",
    capabilities: ["alerts"],
    input: z.object({
      symbol: Symbol,
      type: z.enum(["price_above", "price_below", "change_24h", "ratio_above", "ratio_below"]),
      value: z.number(),
      otherSymbol: Symbol.nullable().default(null),
    }),
    async run({ symbol, type, value, otherSymbol }, ctx) {
      const s = symbolOf(symbol);
      const o = otherSymbol ? symbolOf(otherSymbol) : null;
      if (!s) return fail("set_alert", "invalid_param", `"${symbol}" is not a symbol I know.`);
      if (type.startsWith("ratio") && !o) return fail("set_alert", "invalid_param", "A ratio alert needs a second asset.");
      const rule = ctx.workspace.addAlert({ type, symbol: s, otherSymbol: o, value });
      const words: Record<typeof type, string> = {
        price_above: `${s} trades above $${fmt(value)}`,
        price_below: `${s} trades below $${fmt(value)}`,
        change_24h: `${s} moves more than ${Math.abs(value)}% in 24 hours`,
        ratio_above: `${s}/${o} rises above ${value}`,
        ratio_below: `${s}/${o} falls below ${value}`,
      };
      return { ok: true, tool: "set_alert", summary: `Alert set: I'll tell you when ${words[type]}. It's checked on every monitoring pass, so it can lag by a few hours.`, data: rule };
    },
  }),
  def({
    name: "list_alerts",
    description: "The user's alert rules.",
    capabilities: ["alerts"],
    input: z.object({}),
    async run(_args, ctx) {
      const rules = ctx.workspace.alerts();
      return { ok: true, tool: "list_alerts", summary: rules.length ? `${rules.length} alert rule${rules.length === 1 ? "" : "s"}.` : "No alert rules yet.", data: { rules } };
    },
  }),
  def({
    name: "add_widget",
    description: `Adds a widget to the user's Home dashboard (at most 11). Kinds: ${WIDGET_KINDS.join(", ")}.`,
    capabilities: ["dashboard_layout"],
    input: z.object({ kind: z.enum(WIDGET_KINDS), symbol: Symbol.optional() }),
    async run({ kind, symbol }, ctx) {
      const s = symbol ? (symbolOf(symbol) ?? undefined) : undefined;
      const r = ctx.workspace.addWidget(kind, s);
      if (!r.ok) return fail("add_widget", r.code, r.message);
      return { ok: true, tool: "add_widget", summary: `Added the ${WIDGET_LABELS[kind]}${s ? ` (${s})` : ""} widget to Home (${r.layout.length} of 11).`, data: { layout: r.layout } };
    },
  }),
  def({
    name: "remove_widget",
    description: "Removes a widget from the Home dashboard.",
    capabilities: ["dashboard_layout"],
    input: z.object({ kind: z.enum(WIDGET_KINDS) }),
    async run({ kind }, ctx) {
      const r = ctx.workspace.removeWidget(kind);
      if (!r.ok) return fail("remove_widget", r.code, r.message);
      return { ok: true, tool: "remove_widget", summary: `Removed the ${WIDGET_LABELS[kind]} widget from Home.`, data: { layout: r.layout } };
    },
  }),
  def({
    name: "move_widget",
    description: "Moves a widget to a position on the Home dashboard (0 = first).",
    capabilities: ["dashboard_layout"],
    input: z.object({ kind: z.enum(WIDGET_KINDS), position: z.number().int().min(0).max(10) }),
    async run({ kind, position }, ctx) {
      const r = ctx.workspace.moveWidget(kind, position);
      if (!r.ok) return fail("move_widget", r.code, r.message);
      return { ok: true, tool: "move_widget", summary: `Moved the ${WIDGET_LABELS[kind]} widget to position ${position + 1}.`, data: { layout: r.layout } };
    },
  }),
  def({
    name: "remember",
    description: "Saves a fact or preference about the user for later answers (listed and removable in settings).",
    capabilities: [],
    input: z.object({ text: z.string().min(2).max(300), kind: z.enum(["fact", "preference"]).default("fact") }),
    async run({ text, kind }, ctx) {
      const fact = ctx.workspace.remember(text, kind);
      return { ok: true, tool: "remember", summary: `Noted: “${fact.text}”. You can review or remove it in Settings → Agent.`, data: fact };
    },
  }),
  def({
    name: "recall",
    description: "Lists what the agent has learned about the user (facts and preferences).",
    capabilities: [],
    input: z.object({}),
    async run(_args, ctx) {
      const facts = ctx.workspace.memory();
      return {
        ok: true,
        tool: "recall",
        summary: facts.length ? `What I know about you: ${facts.map((f) => `“${f.text}”`).join("; ")}.` : "I haven't learned anything about you yet. Tell me “remember that …”.",
        data: { memory: facts },
      };
    },
  }),
  def({
    name: "draft_custom_capability",
    description: "Drafts a custom capability (a named workflow of steps the agent can already do). It is saved only after the user approves it.",
    capabilities: ["custom_capabilities"],
    input: z.object({ name: z.string().min(2).max(60), description: z.string().max(300).default(""), steps: z.array(z.string().min(2).max(200)).min(1).max(8) }),
    async run(draft, ctx) {
      const saved = ctx.workspace.draftCustom(draft);
      return {
        ok: true,
        tool: "draft_custom_capability",
        summary: `Draft “${saved.name}”: ${saved.steps.map((s, i) => `${i + 1}. ${s}`).join(" ")} — reply “approve” to save it, or tell me what to change.`,
        data: saved,
      };
    },
  }),
  def({
    name: "run_custom_capability",
    description: "Runs one of the user's saved custom capabilities (a named workflow) by name.",
    capabilities: ["custom_capabilities"],
    input: z.object({ name: z.string().min(1).max(60) }),
    async run({ name }, ctx) {
      const results = ctx.runCustom ? await ctx.runCustom(name) : null;
      if (!results) return fail("run_custom_capability", "not_found", `No saved custom capability called "${name}". Drafts run only after approval.`);
      return { ok: true, tool: "run_custom_capability", summary: `Ran “${name}”: ${results.map((r) => (r.ok ? r.summary : `${r.tool} failed (${r.message})`)).join(" ")}`, data: { name, results } };
    },
  }),
];

export function findTool(name: string) {
  return TOOLS.find((t) => t.name === name);
}

export function toolAvailable(name: string, installed: ReadonlySet<string>): boolean {
  const tool = findTool(name);
  return Boolean(tool && (tool.capabilities.length === 0 || tool.capabilities.some((c) => installed.has(c))));
}

export function availableTools(installed: ReadonlySet<string>) {
  return TOOLS.filter((t) => toolAvailable(t.name, installed));
}

/** Runs a tool by name with untrusted arguments: unknown or uninstalled tools are refused. */
export async function runTool(name: string, rawArgs: unknown, installed: ReadonlySet<string>, ctx: ToolContext): Promise<ToolResult> {
  const tool = findTool(name);
  if (!tool) return fail(name, "not_found", `There is no tool called "${name}". I can only research; nothing here can trade, withdraw, transfer or sign.`);
  if (!toolAvailable(name, installed)) {
    return fail(name, "conflict", `The ${name} tool belongs to a capability that is not installed. Install it from the Capabilities page.`);
  }
  const parsed = tool.input.safeParse(rawArgs ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail(name, "invalid_param", `${issue?.path.join(".") || "arguments"}: ${issue?.message ?? "invalid"}`);
  }
  try {
    return await tool.run(parsed.data, ctx);
  } catch (error) {
    return fail(name, "upstream_unavailable", error instanceof Error ? `The data source failed: ${error.message}` : "The data source failed.");
  }
}

/** OpenAI function-tool definitions for the installed tools. */
export function openAiTools(installed: ReadonlySet<string>) {
  return availableTools(installed).map((t) => ({
    type: "function" as const,
    function: { name: t.name, description: t.description, parameters: z.toJSONSchema(t.input, { io: "input" }) as Record<string, unknown> },
  }));
}

export { isWidgetKind };
