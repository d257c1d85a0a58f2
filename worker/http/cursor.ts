import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { z } from "zod";
import { AppError } from "./errors";

/**
 * Opaque, tamper-evident pagination cursors (API.md "Pagination"). A cursor carries the position
 * after the last item of a page (a sort key and an id), the list it belongs to, and when it was
 * issued; it is HMAC-SHA256 signed with CURSOR_SECRET (required outside development). A forged, foreign or stale cursor is `invalid_param`/`cursor`.
 * Lists sort by an immutable key with the id as tie-break, so inserts never shift a position:
 * every item present when paging started appears exactly once.
 */
export const CURSOR_TTL_MS = 24 * 60 * 60 * 1000;

export interface CursorPosition {
  /** The sort key of the last item served (a time, or an autoincrement id). */
  k: number;
  /** The id of the last item served (tie-break). */
  i: string;
}

/**
 * What a cursor carries: the position (`k`, `i`), the list (`s`) and when it was issued (`t`,
 * ms). Checked in full after the signature: a signed payload of another shape (a string `t`
 * that would skip the expiry, a missing `i`) is refused as invalid, never trusted.
 */
const CursorPayload = z
  .object({
    k: z.number().finite(),
    i: z.string().max(256),
    s: z.string().max(512),
    t: z.number().int().nonnegative(),
  })
  .strict();
type CursorPayload = z.infer<typeof CursorPayload>;

export const PageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(512).optional(),
});
export type PageQuery = z.infer<typeof PageQuery>;

const encoder = new TextEncoder();

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

export async function encodeCursor(secret: string, scope: string, position: CursorPosition, now: number): Promise<string> {
  const payload: CursorPayload = { ...position, s: scope, t: now };
  const body = encoder.encode(JSON.stringify(payload));
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(secret), body));
  return `${encodeBase64urlNoPadding(body)}.${encodeBase64urlNoPadding(signature)}`;
}

export async function decodeCursor(secret: string, scope: string, cursor: string, now: number): Promise<CursorPosition> {
  const refuse = (why: string) => new AppError("invalid_param", { param: "cursor", message: `cursor: ${why}` });
  const [bodyPart, signaturePart, extra] = cursor.split(".");
  if (!bodyPart || !signaturePart || extra !== undefined) throw refuse("not a cursor from this API.");
  let body: Uint8Array;
  let signature: Uint8Array;
  try {
    body = decodeBase64urlIgnorePadding(bodyPart);
    signature = decodeBase64urlIgnorePadding(signaturePart);
  } catch {
    throw refuse("not a cursor from this API.");
  }
  const valid = await crypto.subtle.verify("HMAC", await hmacKey(secret), signature, body);
  if (!valid) throw refuse("the signature does not match (it was altered or forged).");
  const payload = parsePayload(body);
  if (!payload) throw refuse("not a cursor from this API.");
  if (payload.s !== scope) throw refuse("it belongs to a different list.");
  if (now - payload.t > CURSOR_TTL_MS || payload.t > now + 60_000) throw refuse("it has expired; start again from the first page.");
  return { k: payload.k, i: payload.i };
}

function parsePayload(body: Uint8Array): CursorPayload | null {
  try {
    const parsed = CursorPayload.safeParse(JSON.parse(new TextDecoder().decode(body)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Builds `meta.pagination` from one extra row fetched beyond the page. */
export async function pageOf<T>(
  rows: T[],
  limit: number,
  position: (row: T) => CursorPosition,
  sign: (position: CursorPosition) => Promise<string>,
): Promise<{ items: T[]; pagination: { cursor: string | null; hasMore: boolean; count: number } }> {
  const hasMore = rows.length > limit;
  const items = hasMore ? rows.slice(0, limit) : rows;
  const last = items[items.length - 1];
  const cursor = hasMore && last !== undefined ? await sign(position(last)) : null;
  return { items, pagination: { cursor, hasMore, count: items.length } };
}
