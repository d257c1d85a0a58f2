import { AppError } from "../http/errors";

/**
 * The user's words → an FTS5 query. Each word becomes a quoted prefix term, so nothing the user
 * types is read as FTS5 syntax (NEAR, column filters, quotes): every word must appear, in any order.
 */
export function ftsQuery(q: string): string {
  const words = q.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) throw new AppError("invalid_param", { param: "q", message: "q: Search for at least one word or number." });
  return words
    .slice(0, 12)
    .map((w) => `"${w}"*`)
    .join(" ");
}
