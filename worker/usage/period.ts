/**
 * The usage period: monthly from an anchor (the subscription's billing cycle anchor, or the
 * account's creation for accounts without one), so a yearly subscription still resets monthly
 * on its cycle day. Pure: the ledger and the tests share it.
 */
export interface UsagePeriod {
  start: number;
  end: number;
}

/** The anchor moved forward by `months` calendar months (UTC), clamped to the month's last day. */
export function addMonths(anchor: number, months: number): number {
  const a = new Date(anchor);
  const year = a.getUTCFullYear();
  const month = a.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(a.getUTCDate(), lastDay);
  return Date.UTC(year, month, day, a.getUTCHours(), a.getUTCMinutes(), a.getUTCSeconds(), a.getUTCMilliseconds());
}

export function periodAt(anchor: number, now: number): UsagePeriod {
  if (now < anchor) return { start: addMonths(anchor, -1), end: anchor };
  const a = new Date(anchor);
  const n = new Date(now);
  // A first guess from the calendar, corrected by at most one step either way.
  let k = (n.getUTCFullYear() - a.getUTCFullYear()) * 12 + (n.getUTCMonth() - a.getUTCMonth());
  while (k > 0 && addMonths(anchor, k) > now) k -= 1;
  while (addMonths(anchor, k + 1) <= now) k += 1;
  return { start: addMonths(anchor, k), end: addMonths(anchor, k + 1) };
}
