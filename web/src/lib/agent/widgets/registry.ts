import type { Component } from "svelte";
import BriefWidget from "./BriefWidget.svelte";
import ChartWidget from "./ChartWidget.svelte";
import ListWidget from "./ListWidget.svelte";
import UsageWidget from "./UsageWidget.svelte";
import { LIST_LOADERS } from "./content";
import type { WidgetProps } from "./types";

/**
 * kind → component for the Home dashboard. A new kind is one entry here (and, for a list-shaped
 * widget, one loader in content.ts); kinds not built yet fall back to ListWidget's placeholder.
 */
export const WIDGET_COMPONENTS: Record<string, Component<WidgetProps>> = {
  portfolio: ListWidget,
  watchlist: ListWidget,
  movers: ListWidget,
  prices: ListWidget,
  market_events: ListWidget,
  news: ListWidget,
  alerts: ListWidget,
  chart: ChartWidget,
  brief: BriefWidget,
  usage: UsageWidget,
};

/** Kinds Home draws with real content (a list loader or their own component): the add menu offers only these. */
export const DRAWABLE: ReadonlySet<string> = new Set([...Object.keys(LIST_LOADERS), "chart", "brief", "usage"]);

export function widgetComponent(kind: string): Component<WidgetProps> {
  return WIDGET_COMPONENTS[kind] ?? ListWidget;
}
