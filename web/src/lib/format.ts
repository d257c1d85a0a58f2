/**
 * The one way the site shows time and numbers. Every page, widget and chat card uses these, so a
 * date reads the same on Markets, Portfolio, Inbox and in chat: "23 Nov 2026, 15:19" in the
 * account's time zone. A missing number shows as a dash, never as 0.
 */

// One fixed locale: the same instant must read the same on every page and every machine.
const LOCALE = "en-GB";
let activeZone: string | undefined;

/** The account's time zone, set by the account loader; every date below is shown in it. */
export function useTimeZone(zone: string | null | undefined): void {
  activeZone = zone && validZone(zone) ? zone : undefined;
}

export function timeZone(): string | undefined {
  return activeZone;
}

function validZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat(LOCALE, { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function parse(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Date and time: "23 Nov 2026, 15:19". */
export function dateTime(value: string | number | Date | null | undefined, zone = activeZone): string {
  const d = parse(value);
  if (!d) return "—";
  return d.toLocaleString(LOCALE, { timeZone: zone, day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hour12: false });
}

/** A day: "23 Nov 2026". */
export function dateOnly(value: string | number | Date | null | undefined, zone = activeZone): string {
  const d = parse(value);
  if (!d) return "—";
  return d.toLocaleDateString(LOCALE, { timeZone: zone, day: "numeric", month: "short", year: "numeric" });
}

/** A weekday and time, for what happens this week: "Tue 07:00". */
export function weekdayTime(value: string | number | Date | null | undefined, zone = activeZone): string {
  const d = parse(value);
  if (!d) return "—";
  return d.toLocaleString(LOCALE, { timeZone: zone, weekday: "short", hour: "2-digit", minute: "2-digit", hour12: false });
}

/** The site's older name for dateTime, kept so every caller reads the same. */
export const when = dateTime;

/** US dollars: two decimals, more for prices under a dollar (0.000123 is not "$0.00"). */
export function usd(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  const abs = Math.abs(value);
  const digits = abs === 0 || abs >= 1 ? 2 : abs >= 0.01 ? 4 : 6;
  return value.toLocaleString("en-US", { style: "currency", currency: "USD", minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A price without the currency sign, with the same decimals as usd(). */
export function price(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  const abs = Math.abs(value);
  const digits = abs === 0 || abs >= 1 ? 2 : abs >= 0.01 ? 4 : 6;
  return value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A change in percent, always signed and with the same decimals: "+2.35%", "-0.40%". */
export function pct(value: number | null | undefined, digits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  const rounded = Number(value.toFixed(digits));
  const body = Math.abs(rounded).toFixed(digits);
  if (rounded === 0) return `${body}%`;
  return `${rounded > 0 ? "+" : "-"}${body}%`;
}

/** A share of a whole (no sign): a 0..1 fraction as "42.5%". */
export function share(fraction: number | null | undefined, digits = 1): string {
  if (fraction === null || fraction === undefined || !Number.isFinite(fraction)) return "—";
  return `${(fraction * 100).toFixed(digits)}%`;
}

/** Large figures people read at a glance: "1.23B", "456.7M". */
export function compact(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  return value.toLocaleString("en-US", { notation: "compact", maximumFractionDigits: 2 });
}

/** Sizes (market cap, FDV) in dollars: "$2.12T", "$468.11B"; under a million, usd(). The Worker's usdCompact is the same rule. */
export function usdCompact(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  if (Math.abs(value) < 1e6) return usd(value);
  return value.toLocaleString("en-US", { style: "currency", currency: "USD", notation: "compact", minimumFractionDigits: 0, maximumFractionDigits: 2 });
}

export function qty(value: number): string {
  return value.toLocaleString("en-US", { maximumFractionDigits: 8 });
}

export function sign(value: number | null | undefined): string {
  if (value === null || value === undefined || value === 0) return "";
  return value > 0 ? "up" : "down";
}

/** "1 rule", "3 rules": a count with its noun (irregular plurals passed in: plural(n, "entry", "entries")). */
export const plural = (n: number, unit: string, many = `${unit}s`) => `${n} ${n === 1 ? unit : many}`;

/** A difference in percentage points, signed: "+1.2 pp"; "—" (no unit) when unknown. */
export function points(value: number | null | undefined, digits = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  return `${value >= 0 ? "+" : "-"}${Math.abs(value).toFixed(digits)} pp`;
}

/** A wait in words, as people say it: "45 seconds", "23 minutes", "2 hours 5 minutes". */
export function duration(seconds: number): string {
  const s = Math.max(1, Math.ceil(Number.isFinite(seconds) ? seconds : 1));
  if (s < 60) return plural(s, "second");
  const minutes = Math.ceil(s / 60);
  if (minutes < 60) return plural(minutes, "minute");
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${plural(h, "hour")} ${plural(m, "minute")}` : plural(h, "hour");
}

/** The short form of duration() for tight spots: "45 s", "23 min", "2 h 5 min" (never "1373 s"). */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.ceil(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** Rewrites raw second counts in a server message ("Try again in 1373 s") into words. */
export function humaniseSeconds(text: string): string {
  return text.replace(/\b(\d+)\s?(?:s|sec|secs|seconds?)\b/g, (_, n: string) => duration(Number(n)));
}
