import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv, ApiPrincipal } from "../env";
import { SESSION_COOKIE } from "../auth/session-rules";
import { validateSession } from "../auth/sessions";
import { AppError } from "../http/errors";
import { sameOriginOnly } from "../http/origin";
import { fail } from "../http/respond";
import { recordCall } from "./audit";
import { hashKey, parseKey } from "./keys/key-format";
import type { Bucket, LimitState } from "./keys/key-do-types";
import { containsKey } from "./keys/redact";
import { SCOPES } from "./scopes";

/** Routes that authenticate but never consume from a window (API.md: revoke is never limited). */
const UNLIMITED = new Set(["/v1/keys/revoke"]);
/** Open routes: the contract document. */
const PUBLIC = new Set(["/v1/openapi.json"]);

interface Attempt {
  principal?: ApiPrincipal;
  error?: AppError;
  limit?: LimitState;
  /** Who to audit the call against (key calls only). */
  audit?: { userId: string; keyId: string };
}

function bucketFor(method: string): Bucket {
  return method === "GET" || method === "HEAD" ? "read" : "write";
}

/**
 * The /v1 gate. In order: a key in the URL is refused and never used; a bearer key is checked
 * and consumed in its ApiKeyDO with one RPC; otherwise the site's session cookie acts as the user
 * (every scope, per-user limits, same-origin writes only). Rate-limit headers go on every answer
 * and every call made with a key is audited, refused ones included.
 */
export function authenticateApi(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (containsKey(decodeURIComponent(url.pathname + url.search))) {
      throw new AppError("key_in_url", { param: url.search && containsKey(decodeURIComponent(url.search)) ? "query" : "path" });
    }
    if (PUBLIC.has(url.pathname)) return next();

    const attempt = await authenticate(c);
    if (attempt.error) {
      const response = fail(c, attempt.error);
      if (attempt.limit) setLimitHeaders(response.headers, attempt.limit);
      await audit(c, attempt, response.status);
      return response;
    }
    c.set("apiPrincipal", attempt.principal!);
    await next();
    if (attempt.limit) setLimitHeaders(c.res.headers, attempt.limit);
    await audit(c, attempt, c.res.status);
  };
}

async function authenticate(c: Context<AppEnv>): Promise<Attempt> {
  const now = c.get("clock").now();
  const bucket = UNLIMITED.has(c.req.path) ? "none" : bucketFor(c.req.method);
  const authorization = c.req.header("authorization");

  if (authorization !== undefined) {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
    const parsed = token ? await parseKey(token) : null;
    if (!token || !parsed) {
      return { error: new AppError("unauthorized", { message: "The Authorization header does not hold a valid Fathom key.", hint: "Send `Authorization: Bearer svc_…` with the whole key as it was shown at creation." }) };
    }
    const stub = c.env.API_KEY.getByName(parsed.lineage);
    const result = await stub.authorize({ keyId: parsed.keyId, hash: await hashKey(token), bucket, now });
    if (!result.ok) {
      const audit = result.userId && result.keyId ? { userId: result.userId, keyId: result.keyId } : undefined;
      const error =
        result.code === "rate_limited"
          ? new AppError("rate_limited", { retryAfter: Math.max(1, Math.ceil((result.limit?.retryAfterMs ?? 1000) / 1000)) })
          : result.code === "key_expired" && result.reason === "rotated"
            ? new AppError("key_expired", { message: "This key was rotated and its overlap period has ended.", hint: "Use the replacement key issued by the rotation." })
            : new AppError(result.code);
      return { error, limit: result.limit, audit };
    }
    return {
      principal: { userId: result.key.userId, keyId: result.key.keyId, keyName: result.key.name, scopes: result.key.scopes, expiresAt: result.key.expiresAt, limits: result.limits },
      limit: result.limit,
      audit: { userId: result.key.userId, keyId: result.key.keyId },
    };
  }

  const cookie = getCookie(c, SESSION_COOKIE);
  if (!cookie) return { error: new AppError("unauthorized", { message: "Send an API key as `Authorization: Bearer svc_…`, or sign in on the site." }) };
  const session = await validateSession(c.get("db"), cookie, now);
  if (!session) return { error: new AppError("unauthorized", { message: "The session is missing or has expired." }) };
  // Cookie-authenticated writes are the site's: the same CSRF rule as /app applies.
  const csrf = await runCsrfCheck(c);
  if (csrf) return { error: csrf };
  const principal: ApiPrincipal = { userId: session.user.id, keyId: null, keyName: null, scopes: SCOPES, expiresAt: null, limits: null };
  if (bucket === "none") return { principal };
  const limit = await c.env.API_KEY.getByName(`user:${session.user.id}`).consume({ bucket, now });
  if (!limit.admitted) return { error: new AppError("rate_limited", { retryAfter: Math.ceil(limit.retryAfterMs / 1000) }), limit };
  return { principal, limit };
}

async function runCsrfCheck(c: Context<AppEnv>): Promise<AppError | null> {
  try {
    await sameOriginOnly()(c, async () => {});
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

export function setLimitHeaders(headers: Headers, limit: LimitState): void {
  headers.set("X-RateLimit-Limit", String(limit.limit));
  headers.set("X-RateLimit-Remaining", String(limit.remaining));
  headers.set("X-RateLimit-Reset", String(Math.ceil(limit.resetAt / 1000)));
  headers.set("X-RateLimit-Bucket", limit.bucket);
}

/**
 * The audit row is written after the answer is sent (waitUntil): it never adds to a caller's
 * latency, and a failed write is logged rather than failing the call it describes.
 */
async function audit(c: Context<AppEnv>, attempt: Attempt, status: number): Promise<void> {
  if (!attempt.audit) return;
  const write = recordCall(c.get("db"), {
    ...attempt.audit,
    method: c.req.method,
    path: c.req.path,
    status,
    requestId: c.get("requestId"),
    ip: c.req.header("cf-connecting-ip") ?? null,
    userAgent: c.req.header("user-agent") ?? null,
    at: c.get("clock").now(),
  }).catch((error: unknown) => c.get("log").log("error", "audit.write_failed", { message: error instanceof Error ? error.message : String(error) }));
  c.executionCtx.waitUntil(write);
}
