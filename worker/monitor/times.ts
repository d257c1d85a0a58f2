import { TZDate } from "@date-fns/tz";

/**
 * When monitoring passes run: every 3 hours from 06:00 to 23:00 in the user's time zone (06, 09,
 * 12, 15, 18, 21 local). Built from calendar fields in the zone, never by adding hours, so a DST
 * change keeps the passes on the same wall-clock times.
 */
export const PASS_FIRST_HOUR = 6;
export const PASS_LAST_HOUR = 23;
export const PASS_EVERY_HOURS = 3;
export const PASS_HOURS: readonly number[] = Array.from({ length: Math.floor((PASS_LAST_HOUR - PASS_FIRST_HOUR) / PASS_EVERY_HOURS) + 1 }, (_, i) => PASS_FIRST_HOUR + i * PASS_EVERY_HOURS).filter((h) => h < PASS_LAST_HOUR);

/** The first pass slot strictly after `now` in `timeZone`. */
export function nextPassTime(now: number, timeZone: string): number {
  const local = new TZDate(now, timeZone);
  for (let day = 0; day <= 1; day++) {
    for (const hour of PASS_HOURS) {
      const at = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + day, hour, 0, 0, 0, timeZone).getTime();
      if (at > now) return at;
    }
  }
  // Unreachable: tomorrow always has a slot. Kept total for the type checker.
  return now + PASS_EVERY_HOURS * 3_600_000;
}

/** True when `at` is inside the passes' local window (an overdue row at 02:00 waits for 06:00). */
export function inPassWindow(at: number, timeZone: string): boolean {
  const local = new TZDate(at, timeZone);
  const hour = local.getHours();
  return hour >= PASS_FIRST_HOUR && hour < PASS_LAST_HOUR;
}

/** The user's calendar day (YYYY-MM-DD) at `at`: "once a day" means once per local day. */
export function localDay(at: number, timeZone: string): string {
  const d = new TZDate(at, timeZone);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** 0 = Sunday … 1 = Monday in the user's zone (the Monday brief adds a synthesis). */
export function localWeekday(at: number, timeZone: string): number {
  return new TZDate(at, timeZone).getDay();
}
