import { AppError } from "../http/errors";

/**
 * How much one account may hold (issue 11: every refusal a clear error). Each cap is checked in
 * the same SQL statement as the insert (INSERT … SELECT … WHERE count < cap), so concurrent
 * creations can never overshoot it.
 */
export const CAPS = {
  portfolios: 50,
  watchlists: 100,
  holdingsPerPortfolio: 200,
  itemsPerWatchlist: 200,
} as const;

export function capReached(what: string, cap: number, hint: string): AppError {
  return new AppError("conflict", { message: `This account already has ${cap} ${what}, the most it can hold.`, hint });
}
