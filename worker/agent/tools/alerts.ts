import { z } from "zod";
import type { AlertRule, AlertRuleType } from "../workspace";
import { ChangePctField, PriceField, RatioField, TickerField, symbolOf, unknownSymbolMessage } from "./fields";
import { level } from "./format";
import { defineTool, fail } from "./types";

export const ALERT_TYPES = ["price_above", "price_below", "change_24h", "ratio_above", "ratio_below"] as const;

/** The threshold's range depends on what it measures: a price, a percentage or a ratio. */
const VALUE_FIELD: Record<AlertRuleType, z.ZodType<number>> = {
  price_above: PriceField,
  price_below: PriceField,
  change_24h: ChangePctField,
  ratio_above: RatioField,
  ratio_below: RatioField,
};

export const AlertInput = z
  .object({
    symbol: TickerField,
    type: z.enum(ALERT_TYPES),
    value: z.number({ error: "The alert level must be a number." }),
    otherSymbol: TickerField.nullable().default(null),
  })
  .superRefine((a, ctx) => {
    const checked = VALUE_FIELD[a.type].safeParse(a.value);
    if (!checked.success) ctx.addIssue({ code: "custom", path: ["value"], message: checked.error.issues[0]?.message ?? "The alert level is out of range." });
  });

export type NewAlertRule = Omit<AlertRule, "id" | "createdAt">;

/**
 * The checks after the schema, shared by every way a rule is made (the set_alert tool, the Alerts
 * page, the AgentDO's RPC): known symbols, a second and different asset for a ratio (BTC/BTC is
 * always 1, so it would fire on every pass or never), and no second asset on other rules.
 */
export function alertRuleOf(input: { type: AlertRuleType; symbol: string; otherSymbol: string | null; value: number }): { ok: true; rule: NewAlertRule } | { ok: false; param: "symbol" | "otherSymbol"; message: string } {
  const symbol = symbolOf(input.symbol);
  if (!symbol) return { ok: false, param: "symbol", message: unknownSymbolMessage(input.symbol) };
  if (!input.type.startsWith("ratio")) return { ok: true, rule: { type: input.type, symbol, otherSymbol: null, value: input.value } };
  if (!input.otherSymbol) return { ok: false, param: "otherSymbol", message: "A ratio alert needs a second asset (otherSymbol), e.g. ETH/BTC." };
  const otherSymbol = symbolOf(input.otherSymbol);
  if (!otherSymbol) return { ok: false, param: "otherSymbol", message: unknownSymbolMessage(input.otherSymbol) };
  if (otherSymbol === symbol) return { ok: false, param: "otherSymbol", message: `A ratio of ${symbol} against itself is always 1; choose a second, different asset, e.g. ${symbol === "BTC" ? "ETH/BTC" : `${symbol}/BTC`}.` };
  return { ok: true, rule: { type: input.type, symbol, otherSymbol, value: input.value } };
}

function describe(type: AlertRuleType, s: string, o: string | null, value: number): string {
  const words: Record<AlertRuleType, string> = {
    price_above: `${s} trades above ${level(value)}`,
    price_below: `${s} trades below ${level(value)}`,
    change_24h: `${s} moves more than ${Math.abs(value)}% in 24 hours`,
    ratio_above: `${s}/${o} rises above ${value}`,
    ratio_below: `${s}/${o} falls below ${value}`,
  };
  return words[type];
}

/** "ETH trades above $5,000": how a rule reads, in refusals too. */
export const describeRule = (r: NewAlertRule) => describe(r.type, r.symbol, r.otherSymbol, r.value);

/** One rule in words, numbered by its place in the user's list ("remove alert 2" uses the number). */
export function ruleLine(rule: AlertRule, all: readonly AlertRule[]): string {
  return `${all.findIndex((r) => r.id === rule.id) + 1}. ${describeRule(rule)}`;
}

/** "1. BTC trades below $100,000; 2. ETH/BTC falls below 0.03": the rules spelled out, not counted. */
export const ruleLines = (rules: readonly AlertRule[], all: readonly AlertRule[] = rules) => rules.map((r) => ruleLine(r, all)).join("; ");

export const setAlert = defineTool({
  name: "set_alert",
  description: "Creates an alert rule: price above/below a level, a 24h % change, or a ratio between two assets. Alerts notify; they never act on funds.",
  capabilities: ["alerts"],
  input: AlertInput,
  async run(args, ctx) {
    const checked = alertRuleOf(args);
    if (!checked.ok) return fail("set_alert", "invalid_param", checked.message);
    // Throws WorkspaceLimitError (a conflict) at the cap or for a rule the user already has.
    const rule = ctx.workspace.addAlert(checked.rule);
    return { ok: true, tool: "set_alert", summary: `Alert set: I'll tell you when ${describeRule(rule)}. It's checked on every monitoring pass, so it can lag by a few hours.`, data: rule };
  },
});

export const listAlerts = defineTool({
  name: "list_alerts",
  description: "The user's alert rules.",
  capabilities: ["alerts"],
  input: z.object({}),
  async run(_args, ctx) {
    const rules = ctx.workspace.alerts();
    return { ok: true, tool: "list_alerts", summary: rules.length ? `You have ${rules.length} alert rule${rules.length === 1 ? "" : "s"}: ${ruleLines(rules)}.` : "No alert rules yet.", data: { rules } };
  },
});
