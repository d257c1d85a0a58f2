import type { Widget, WidgetKind } from "../../../../../worker/agent/dashboard";

/**
 * What the "Add a widget" menu offers: kinds the site can draw, and only those not already on the
 * dashboard in the same form. The worker refuses a second widget of the same kind and symbol with
 * 409, so offering it would only lead to an error (a Chart without a symbol is one such widget).
 */
export function addableKinds(all: readonly WidgetKind[], drawable: ReadonlySet<string>, layout: readonly { kind: Widget["kind"] | string; symbol?: string }[]): WidgetKind[] {
  return all.filter((k) => drawable.has(k) && !layout.some((w) => w.kind === k && w.symbol === undefined));
}
