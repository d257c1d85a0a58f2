/** Number and time formatting for the Markets page; every figure keeps its asOf next to it. */
export function price(v: number | null | undefined): string {
  if (v == null) return "—";
  const digits = v >= 1000 ? 2 : v >= 1 ? 2 : v >= 0.01 ? 4 : 6;
  return v.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export function pct(v: number | null | undefined): string {
  if (v == null) return "—";
  return `${v >= 0 ? "+" : ""}${v.toFixed(2)}%`;
}

export function compact(v: number | null | undefined): string {
  if (v == null) return "—";
  return v.toLocaleString("en-US", { notation: "compact", maximumFractionDigits: 2 });
}

export function when(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return "—";
  return new Date(iso).toLocaleString("en-GB", { timeZone, year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });
}

export function indicatorValue(v: unknown): string {
  if (v == null) return "—";
  if (typeof v === "number") return Math.abs(v) >= 1000 ? price(v) : v.toFixed(Math.abs(v) < 1 ? 4 : 2);
  if (typeof v === "object") {
    const o = v as Record<string, unknown>;
    if ("support" in o) return `support ${price(o.support as number | null)} · resistance ${price(o.resistance as number | null)}`;
    if ("current" in o) return `now ${((o.current as number) * 100).toFixed(1)}% · max ${((o.max as number) * 100).toFixed(1)}% (${o.window} d)`;
  }
  return String(v);
}
