import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { AppError } from "./errors";

export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Reads and parses a JSON body once, before any route runs, so every route gets the same
 * answers for oversized bodies (413), non-JSON content types (415) and malformed JSON (400).
 * The byte limit is enforced while reading, so a lying Content-Length cannot get past it.
 */
export function jsonBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("body", undefined);
    const method = c.req.method;
    if (method === "GET" || method === "HEAD" || method === "OPTIONS") return next();
    // WebSocket upgrades and webhooks read their own bodies.
    if (c.req.path.startsWith("/webhooks/")) return next();

    const declared = Number(c.req.header("content-length") ?? "NaN");
    if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw new AppError("payload_too_large");

    const raw = await readLimited(c.req.raw, MAX_BODY_BYTES);
    // The stream is consumed now; hand Hono the text so route validators can read the body too.
    (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(raw);
    if (raw.length === 0) return next();

    const declaredType = c.req.header("content-type") ?? "";
    const type = declaredType.split(";")[0]?.trim().toLowerCase();
    if (type !== "application/json") throw new AppError("unsupported_media_type");
    // `application/json;` and `application/json ; charset=utf-8` are JSON too: later validators
    // (the OpenAPI layer's strict content-type match) see the canonical form.
    if (declaredType !== "application/json") canonicalJsonType(c, raw);
    try {
      c.set("body", JSON.parse(raw));
    } catch {
      throw new AppError("invalid_request", { message: "The request body is not valid JSON." });
    }
    return next();
  };
}

function canonicalJsonType(c: Context<AppEnv>, raw: string): void {
  const headers = new Headers(c.req.raw.headers);
  headers.set("content-type", "application/json");
  c.req.raw = new Request(c.req.raw.url, { method: c.req.method, headers, body: raw });
}

async function readLimited(request: Request, limit: number): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw new AppError("payload_too_large");
    }
    chunks.push(value);
  }
  const all = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(all);
}
