/**
 * The Home dashboard: an ordered list of widgets, at most 11. The agent (Dashboard Layout) and
 * the user edit it through the same functions, so the limit and the rules are enforced once.
 */

export const MAX_WIDGETS = 11;

export const WIDGET_KINDS = [
  "portfolio",
  "watchlist",
  "movers",
  "market_events",
  "brief",
  "alerts",
  "notebook",
  "chart",
  "usage",
  "news",
  "activity",
  "prices",
] as const;
export type WidgetKind = (typeof WIDGET_KINDS)[number];

export const WIDGET_LABELS: Record<WidgetKind, string> = {
  portfolio: "Portfolio",
  watchlist: "Watchlist",
  movers: "Top movers",
  market_events: "Market events",
  brief: "Latest Morning Brief",
  alerts: "Alerts",
  notebook: "Notebook",
  chart: "Chart",
  usage: "Usage",
  news: "News",
  activity: "Activity",
  prices: "Prices",
};

export interface Widget {
  id: string;
  kind: WidgetKind;
  /** e.g. the symbol of a chart widget. */
  symbol?: string;
}

export const DEFAULT_LAYOUT: readonly WidgetKind[] = ["brief", "portfolio", "watchlist", "movers", "market_events"];

export type LayoutResult = { ok: true; layout: Widget[] } | { ok: false; code: "conflict" | "not_found" | "invalid_param"; message: string };

export function isWidgetKind(value: string): value is WidgetKind {
  return (WIDGET_KINDS as readonly string[]).includes(value);
}

export function addWidget(layout: readonly Widget[], widget: Widget, position?: number): LayoutResult {
  if (layout.length >= MAX_WIDGETS) return { ok: false, code: "conflict", message: `The dashboard holds at most ${MAX_WIDGETS} widgets; remove one first.` };
  if (layout.some((w) => w.kind === widget.kind && w.symbol === widget.symbol)) {
    return { ok: false, code: "conflict", message: `A ${WIDGET_LABELS[widget.kind]} widget is already on the dashboard.` };
  }
  const at = position === undefined ? layout.length : Math.max(0, Math.min(layout.length, position));
  return { ok: true, layout: [...layout.slice(0, at), widget, ...layout.slice(at)] };
}

export function removeWidget(layout: readonly Widget[], id: string): LayoutResult {
  if (!layout.some((w) => w.id === id)) return { ok: false, code: "not_found", message: "No such widget on the dashboard." };
  return { ok: true, layout: layout.filter((w) => w.id !== id) };
}

export function moveWidget(layout: readonly Widget[], id: string, to: number): LayoutResult {
  const from = layout.findIndex((w) => w.id === id);
  if (from < 0) return { ok: false, code: "not_found", message: "No such widget on the dashboard." };
  const next = layout.filter((w) => w.id !== id);
  const at = Math.max(0, Math.min(next.length, to));
  next.splice(at, 0, layout[from]!);
  return { ok: true, layout: next };
}

/** Replaces the order wholesale (the user dragging on Home): same widgets, new order. */
export function reorder(layout: readonly Widget[], ids: readonly string[]): LayoutResult {
  if (ids.length !== layout.length || new Set(ids).size !== ids.length || !ids.every((id) => layout.some((w) => w.id === id))) {
    return { ok: false, code: "invalid_param", message: "The new order must list every widget exactly once." };
  }
  return { ok: true, layout: ids.map((id) => layout.find((w) => w.id === id)!) };
}
