import { z } from "zod";
import type { AlertRule, AlertRuleType } from "../workspace";
import { ChangePctField, PriceField, RatioField, TickerField, symbolOf, unknownSymbol } from "./fields";
import { fmt } from "./format";
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

function describe(type: AlertRuleType, s: string, o: string | null, value: number): string {
  const words: Record<AlertRuleType, string> = {
    price_above: `${s} trades above $${fmt(value)}`,
    price_below: `${s} trades below $${fmt(value)}`,
    change_24h: `${s} moves more than ${Math.abs(value)}% in 24 hours`,
    ratio_above: `${s}/${o} rises above ${value}`,
    ratio_below: `${s}/${o} falls below ${value}`,
  };
  return words[type];
}

/** One rule in words, numbered by its place in the user's list ("remove alert 2" uses the number). */
export function ruleLine(rule: AlertRule, all: readonly AlertRule[]): string {
  return `${all.findIndex((r) => r.id === rule.id) + 1}. ${describe(rule.type, rule.symbol, rule.otherSymbol, rule.value)}`;
}

/** "1. BTC trades below $100,000; 2. ETH/BTC falls below 0.03": the rules spelled out, not counted. */
export const ruleLines = (rules: readonly AlertRule[], all: readonly AlertRule[] = rules) => rules.map((r) => ruleLine(r, all)).join("; ");

export const setAlert = defineTool({
  name: "set_alert",
  description: "Creates an alert rule: price above/below a level, a 24h % change, or a ratio between two assets. Alerts notify; they never act on funds.",
  capabilities: ["alerts"],
  input: AlertInput,
  async run({ symbol, type, value, otherSymbol }, ctx) {
    const s = symbolOf(symbol);
    const o = otherSymbol ? symbolOf(otherSymbol) : null;
    if (!s) return unknownSymbol("set_alert", symbol);
    if (type.startsWith("ratio") && !o) return fail("set_alert", "invalid_param", "A ratio alert needs a second asset.");
    const rule = ctx.workspace.addAlert({ type, symbol: s, otherSymbol: o, value });
    return { ok: true, tool: "set_alert", summary: `Alert set: I'll tell you when ${describe(type, s, o, value)}. It's checked on every monitoring pass, so it can lag by a few hours.`, data: rule };
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
