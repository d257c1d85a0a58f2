import type { IChartApi, UTCTimestamp } from "lightweight-charts";

/**
 * One way to draw a chart on the site (asset pages, Markets, chat cards): candles, lines, a volume
 * pane, an RSI pane or a comparison in %. The chart sizes itself from its box on the next frame
 * after the box changes (never inside the ResizeObserver callback, which is what produced the
 * "ResizeObserver loop" console error with the library's autoSize).
 */
export interface Pt {
  time: number;
  value: number;
}
export interface Bar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume?: number;
}
export interface Line {
  name: string;
  points: Pt[];
  color?: string;
}
export interface DrawSpec {
  height: number;
  candles?: Bar[];
  lines?: Line[];
  volume?: boolean;
  rsi?: Pt[] | null;
  /** Comparison mode: both assets as % change, no candles. */
  percent?: Line[];
}

export const LINE_COLORS = ["#f59e0b", "#8b5cf6", "#0ea5e9", "#ec4899", "#14b8a6", "#84cc16"];
const UP = "#16a34a";
const DOWN = "#dc2626";
const t = (s: number) => s as UTCTimestamp;

function palette() {
  const css = getComputedStyle(document.documentElement);
  const v = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return { text: v("--muted", "#5b6470"), grid: v("--line", "#dde1e7") };
}

/** Draws into `el`; returns the disposer (removes the chart and stops watching the box). */
export async function drawChart(el: HTMLElement, spec: DrawSpec): Promise<() => void> {
  const lw = await import("lightweight-charts");
  const colors = palette();
  const chart: IChartApi = lw.createChart(el, {
    width: Math.max(200, el.clientWidth),
    height: spec.height,
    layout: { background: { type: lw.ColorType.Solid, color: "transparent" }, textColor: colors.text, attributionLogo: false, panes: { separatorColor: colors.grid } },
    grid: { vertLines: { visible: false }, horzLines: { color: colors.grid } },
    timeScale: { borderVisible: false },
    rightPriceScale: { borderVisible: false },
  });
  const lineOpts = (color: string) => ({ color, lineWidth: 2 as const, priceLineVisible: false, lastValueVisible: false });
  if (spec.percent) {
    spec.percent.forEach((l, i) => {
      const s = chart.addSeries(lw.LineSeries, { ...lineOpts(l.color ?? LINE_COLORS[i % LINE_COLORS.length]!), title: l.name, lastValueVisible: true, priceFormat: { type: "custom", formatter: (x: number) => `${x >= 0 ? "+" : ""}${x.toFixed(1)}%` } });
      s.setData(l.points.map((p) => ({ time: t(p.time), value: p.value })));
    });
  } else if (spec.candles) {
    const c = chart.addSeries(lw.CandlestickSeries, { upColor: UP, downColor: DOWN, wickUpColor: UP, wickDownColor: DOWN, borderVisible: false });
    c.setData(spec.candles.map((b) => ({ time: t(b.time), open: b.open, high: b.high, low: b.low, close: b.close })));
    (spec.lines ?? []).forEach((l, i) => {
      chart.addSeries(lw.LineSeries, { ...lineOpts(l.color ?? LINE_COLORS[i % LINE_COLORS.length]!), title: l.name }).setData(l.points.map((p) => ({ time: t(p.time), value: p.value })));
    });
  }
  let pane = 1;
  if (spec.volume && spec.candles && !spec.percent) {
    const v = chart.addSeries(lw.HistogramSeries, { priceFormat: { type: "volume" }, priceLineVisible: false, lastValueVisible: false, title: "Volume" }, pane++);
    v.setData(spec.candles.map((b) => ({ time: t(b.time), value: b.volume ?? 0, color: b.close >= b.open ? `${UP}88` : `${DOWN}88` })));
  }
  if (spec.rsi && !spec.percent) {
    const r = chart.addSeries(lw.LineSeries, { ...lineOpts("#6366f1"), title: "RSI", lastValueVisible: true }, pane++);
    r.setData(spec.rsi.map((p) => ({ time: t(p.time), value: p.value })));
    r.createPriceLine({ price: 70, color: colors.grid, lineWidth: 1, lineStyle: lw.LineStyle.Dashed, axisLabelVisible: false, title: "" });
    r.createPriceLine({ price: 30, color: colors.grid, lineWidth: 1, lineStyle: lw.LineStyle.Dashed, axisLabelVisible: false, title: "" });
  }
  // The main pane keeps most of the height; volume and RSI get a strip each.
  const panes = chart.panes();
  if (panes.length > 1) panes.slice(1).forEach((p) => p.setHeight(Math.round(spec.height * 0.2)));
  chart.timeScale().fitContent();

  let frame = 0;
  const observer = new ResizeObserver(() => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => chart.resize(Math.max(200, el.clientWidth), spec.height));
  });
  observer.observe(el);
  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
    chart.remove();
  };
}
