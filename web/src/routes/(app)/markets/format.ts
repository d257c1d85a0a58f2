/** Markets-only formatting on top of the site's one formatter (lib/format). */
// A relative import (not $lib) so the unit tests can load this module outside SvelteKit.
import { compact, dateTime, pct, price, share, usdCompact } from "../../../lib/format";

export { compact, pct, price, usdCompact };

export function when(iso: string | null | undefined, timeZone: string): string {
  return dateTime(iso, timeZone);
}

/**
 * One indicator's value, by its name ("change:7", "volatility:30", …), so percentages read like
 * every other on the site: signed changes with two decimals, shares with two, prices as prices.
 */
export function indicatorValue(v: unknown, name = ""): string {
  if (v == null) return "—";
  const kind = name.split(":")[0] ?? "";
  if (typeof v === "number") {
    if (kind === "change") return pct(v);
    if (kind === "volatility") return share(v, 2);
    if (kind === "rs_btc" || kind === "rs_spy") return `${v > 0 ? "+" : v < 0 ? "-" : ""}${Math.abs(v).toFixed(2)} pp`;
    if (kind === "rsi") return v.toFixed(1);
    return Math.abs(v) >= 1000 || ["sma", "ema", "atr"].includes(kind) ? price(v) : v.toFixed(Math.abs(v) < 1 ? 4 : 2);
  }
  if (typeof v === "object") {
    const o = v as Record<string, unknown>;
    if ("support" in o) return `support ${price(o.support as number | null)} · resistance ${price(o.resistance as number | null)}`;
    if ("current" in o) return `now ${pct((o.current as number) * 100)} · max ${pct((o.max as number) * 100)} (${o.window} d)`;
  }
  return String(v);
}
