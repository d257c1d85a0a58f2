/** How tool summaries write numbers and times: one place, the same for every tool. */

/**
 * "6 Jan 2026, 00:00 UTC": the site's one date format (web/src/lib/format.ts), in UTC because a
 * tool's text has no reader's zone; the same for every reader.
 */
export const when = (iso: string) =>
  /^\d{4}-\d\d-\d\dT\d\d:\d\d/u.test(iso)
    ? `${new Date(iso).toLocaleString("en-GB", { timeZone: "UTC", day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hour12: false })} UTC`
    : iso;

/** A level someone set (an alert threshold, an entry target): the money format without empty cents, "$70,000", "$2,150.50". */
export const level = (n: number) => usd(n).replace(/\.00$/u, "");

/** A change in money with its sign: "+$77,796.70", "-$1,200.00". */
export const signedUsd = (n: number) => `${n >= 0 ? "+" : "-"}${usd(Math.abs(n))}`;

/** "1 rule", "3 rules": a count with its noun, as the site's lib/format plural() writes it. */
export const count = (n: number, unit: string, many = `${unit}s`) => `${n} ${n === 1 ? unit : many}`;

export const pct = (n: number | null) => (n === null ? "n/a" : `${n >= 0 ? "+" : ""}${n.toFixed(2)}%`);

/** The market layer's Unix ms → the ISO time tool results carry. */
export const iso = (ms: number) => new Date(ms).toISOString();

/** "coingecko (replay data from 2023-03-11) (stale)": where a number came from, in words. */
export const sourceOf = (p: { source: string; label?: string; stale?: boolean }) => `${p.source}${p.label ? ` (${p.label})` : ""}${p.stale ? " (stale)" : ""}`;

/**
 * US dollars with the site's price rule (web/src/lib/format.ts usd): two decimals, four under a
 * dollar, six under a cent — "$108,990.00", "$0.2229". The same rule on both sides so a price
 * reads the same in chat, reports and on the page (test/unit/format-parity.test.ts).
 */
export function usd(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return "n/a";
  const abs = Math.abs(n);
  const digits = abs === 0 || abs >= 1 ? 2 : abs >= 0.01 ? 4 : 6;
  return n.toLocaleString("en-US", { style: "currency", currency: "USD", minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** Sizes (market cap, FDV, volume) at a glance: "$2.12T", "$468.11B", "$145.53M"; under a million, usd(). */
export function usdCompact(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return "n/a";
  if (Math.abs(n) < 1e6) return usd(n);
  return n.toLocaleString("en-US", { style: "currency", currency: "USD", notation: "compact", minimumFractionDigits: 0, maximumFractionDigits: 2 });
}
