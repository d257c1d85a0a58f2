import type { Context } from "hono";
import type { AppEnv, Bindings } from "../env";
import { serverSecret } from "../lib/secrets";
import { decodeCursor, encodeCursor, pageOf, type CursorPosition, type PageQuery } from "../http/cursor";

/** Required outside development: the Worker refuses to serve without it (worker/lib/secrets.ts). */
function cursorSecret(env: Bindings): string {
  return serverSecret(env, "CURSOR_SECRET");
}

/**
 * One paginated read: decodes the cursor for this list, fetches one row beyond the page and
 * signs the next cursor. `list` names the collection and its owner so a cursor cannot be replayed
 * against another list.
 */
export async function paginate<T>(
  c: Context<AppEnv>,
  list: string,
  query: PageQuery,
  fetchRows: (after: CursorPosition | null, take: number) => Promise<T[]>,
  position: (row: T) => CursorPosition,
) {
  const secret = cursorSecret(c.env);
  const now = c.get("clock").now();
  const after = query.cursor ? await decodeCursor(secret, list, query.cursor, now) : null;
  const rows = await fetchRows(after, query.limit + 1);
  return pageOf(rows, query.limit, position, (p) => encodeCursor(secret, list, p, now));
}
