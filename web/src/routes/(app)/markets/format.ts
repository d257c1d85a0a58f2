/** Markets-only formatting on top of the site's one formatter (lib/format). */
import { compact, dateTime, pct, price } from "$lib/format";

export { compact, pct, price };

export function when(iso: string | null | undefined, timeZone: string): string {
  return dateTime(iso, timeZone);
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
