import { z } from "zod";
import type { AlertRuleType } from "../workspace";
import { ChangePctField, PriceField, RatioField, TickerField, symbolOf, unknownSymbol } from "./fields";
import { usd } from "./format";
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
    price_above: `${s} trades above ${usd(value)}`,
    price_below: `${s} trades below ${usd(value)}`,
    change_24h: `${s} moves more than ${Math.abs(value)}% in 24 hours`,
    ratio_above: `${s}/${o} rises above ${value}`,
    ratio_below: `${s}/${o} falls below ${value}`,
  };
  return words[type];
}

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
    return { ok: true, tool: "list_alerts", summary: rules.length ? `${rules.length} alert rule${rules.length === 1 ? "" : "s"}.` : "No alert rules yet.", data: { rules } };
  },
});
