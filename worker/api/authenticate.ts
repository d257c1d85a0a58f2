import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv, ApiPrincipal } from "../env";
import { SESSION_COOKIE } from "../auth/session-rules";
import { validateSession } from "../auth/sessions";
import { AppError } from "../http/errors";
import { crossSiteRefusal } from "../http/origin";
import { fail } from "../http/respond";
import { eq } from "drizzle-orm";
import { apiKeys } from "../db/keys-schema";
import { matchRoute } from "./define";
import { hashKey, parseKey } from "./keys/key-format";
import { SESSION_LIMITS, type Bucket, type CallInfo, type LimitState } from "./keys/key-do-types";
import { containsKey, redactKeys } from "./keys/redact";
import { SCOPES } from "./scopes";
import { serverSecret } from "../lib/secrets";
import { sha256Hex } from "../lib/crypto";

/** Routes that authenticate but never consume from a window (API.md: revoke is never limited). */
const UNLIMITED = new Set(["/v1/keys/revoke"]);
/** Open routes: the contract document. */
const PUBLIC = new Set(["/v1/openapi.json"]);

interface Attempt {
  principal?: ApiPrincipal;
  error?: AppError;
  limit?: LimitState;
  /** Key calls: the audit row the key's DO wrote, and the status it expects. */
  audit?: { lineage: string; auditId: string; expectedStatus: number; keyId: string; touch: boolean };
}

/** Failed authentications (no credentials, a bad key, an expired session) one client may make per rolling minute before answers turn 429. */
export const MAX_AUTH_FAILURES_PER_CLIENT = 30;
/** Reads of the open routes (the contract document) one client may make per rolling minute. */
export const PUBLIC_READS_PER_CLIENT = 60;

function bucketFor(method: string): Bucket {
  return method === "GET" || method === "HEAD" ? "read" : "write";
}

/**
 * The /v1 gate. In order: a key in the URL is refused and never used; a bearer key is checked
 * and consumed in its ApiKeyDO with one RPC; otherwise the site's session cookie acts as the user
 * (every scope, per-user limits, same-origin writes only). Rate-limit headers go on every answer.
 * Every call made with a key is audited by the key's DO in the same write that consumes from its
 * window; only a handler that answers with another status than expected costs a second call.
 */
export function authenticateApi(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    // Checked however many times the URL was percent-encoded (containsKey decodes fully).
    const inQuery = containsKey(url.search);
    if (inQuery || containsKey(url.pathname)) throw new AppError("key_in_url", { param: inQuery ? "query" : "path" });
    if (PUBLIC.has(url.pathname)) return publicRoute(c, next);

    const attempt = await authenticate(c);
    if (attempt.error) {
      const response = fail(c, attempt.error);
      if (attempt.limit) setLimitHeaders(response.headers, attempt.limit);
      return response;
    }
    c.set("apiPrincipal", attempt.principal!);
    await next();
    if (attempt.limit) setLimitHeaders(c.res.headers, attempt.limit);
    afterKeyCall(c, attempt);
  };
}

async function authenticate(c: Context<AppEnv>): Promise<Attempt> {
  const now = c.get("clock").now();
  const bucket = UNLIMITED.has(c.req.path) ? "none" : bucketFor(c.req.method);
  const authorization = c.req.header("authorization");

  if (authorization !== undefined) {
    const attempt = await authenticateKey(c, authorization, bucket, now);
    return attempt.error && attempt.error.code !== "rate_limited" ? await failedAuthentication(c, attempt, now) : attempt;
  }

  const cookie = getCookie(c, SESSION_COOKIE);
  // No credentials, or an expired session: not counted (nothing was guessed), but the answer still
  // carries the client's failed-authentication budget as it stands.
  if (!cookie) return { error: new AppError("unauthorized", { message: "Send an API key as `Authorization: Bearer svc_…`, or sign in on the site." }), limit: await peekClientWindow(c, now) };
  const session = await validateSession(c.get("db"), cookie, now);
  if (!session) return { error: new AppError("unauthorized", { message: "The session is missing or has expired." }), limit: await peekClientWindow(c, now) };
  // Cookie-authenticated writes are the site's: the same CSRF rule as /app applies.
  const csrf = crossSiteRefusal(c);
  if (csrf) return { error: csrf };
  const principal: ApiPrincipal = { userId: session.user.id, keyId: null, keyName: null, scopes: SCOPES, expiresAt: null, limits: null };
  if (bucket === "none") return { principal };
  const limit = await c.env.API_KEY.getByName(`user:${session.user.id}`).consume({ bucket, now, limits: SESSION_LIMITS });
  if (!limit.admitted) return { error: new AppError("rate_limited", { retryAfter: Math.ceil(limit.retryAfterMs / 1000) }), limit };
  return { principal, limit };
}

/** A bearer key: parsed and checksum-checked here, then checked and consumed in its ApiKeyDO in one RPC. */
async function authenticateKey(c: Context<AppEnv>, authorization: string, bucket: Bucket | "none", now: number): Promise<Attempt> {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
  // The checksum is keyed with a server secret: a made-up key never reaches (or creates) a DO.
  const parsed = token ? await parseKey(serverSecret(c.env, "KEY_CHECKSUM_SECRET"), token) : null;
  if (!token || !parsed) {
    return { error: new AppError("unauthorized", { message: "The Authorization header does not hold a valid Fathom key.", hint: "Send `Authorization: Bearer svc_…` with the whole key as it was shown at creation." }) };
  }
  const call = callInfo(c);
  const result = await c.env.API_KEY.getByName(parsed.lineage).authorize({ keyId: parsed.keyId, hash: await hashKey(token), bucket, now, call });
  if (!result.ok) {
    const retryAfter = Math.max(1, Math.ceil((result.limit?.retryAfterMs ?? result.retryAfterMs ?? 1000) / 1000));
    const error =
      result.code === "insufficient_scope"
        ? new AppError("insufficient_scope", { message: `This operation needs the ${call.scope} scope.` })
        : result.code === "rate_limited"
          ? new AppError("rate_limited", { retryAfter })
          : result.code === "key_expired" && result.reason === "rotated"
            ? new AppError("key_expired", { message: "This key was rotated and its overlap period has ended.", hint: "Use the replacement key issued by the rotation." })
            : new AppError(result.code);
    return { error, ...(result.limit ? { limit: result.limit } : {}) };
  }
  return {
    principal: { userId: result.key.userId, keyId: result.key.keyId, keyName: result.key.name, scopes: result.key.scopes, expiresAt: result.key.expiresAt, limits: result.limits },
    ...(result.limit ? { limit: result.limit } : {}),
    audit: { lineage: parsed.lineage, auditId: result.auditId, expectedStatus: call.expectedStatus, keyId: result.key.keyId, touch: result.touch },
  };
}

/**
 * Counts a failed authentication against the client (its IP, hashed); past the budget the answer
 * is 429 with Retry-After instead of 401, whatever the credentials. The answer carries that
 * budget's rate-limit headers (the contract: every response has them), under the request's bucket.
 */
async function failedAuthentication(c: Context<AppEnv>, attempt: Attempt, now: number): Promise<Attempt> {
  if (attempt.error?.code !== "unauthorized") return attempt;
  const window = await clientWindow(c, "authfail", MAX_AUTH_FAILURES_PER_CLIENT, now);
  if (window.admitted) return { ...attempt, limit: window };
  return { error: new AppError("rate_limited", { message: "Too many failed authentications from this client.", retryAfter: Math.ceil(window.retryAfterMs / 1000) }), limit: window };
}

/** The open routes: limited per client, with the rate-limit headers on every answer. */
async function publicRoute(c: Context<AppEnv>, next: () => Promise<void>) {
  const window = await clientWindow(c, "public", PUBLIC_READS_PER_CLIENT, c.get("clock").now());
  if (!window.admitted) {
    const response = fail(c, new AppError("rate_limited", { retryAfter: Math.ceil(window.retryAfterMs / 1000) }));
    setLimitHeaders(response.headers, window);
    return response;
  }
  await next();
  setLimitHeaders(c.res.headers, window);
}

/** One per-client window (the client is its IP, hashed) in its own ApiKeyDO. */
async function clientWindow(c: Context<AppEnv>, purpose: "authfail" | "public", perMinute: number, now: number): Promise<LimitState & { admitted: boolean }> {
  const window = await c.env.API_KEY.getByName(`${purpose}:${await clientHash(c)}`).consume({ bucket: "write", now, limits: { read: perMinute, write: perMinute } });
  return { ...window, bucket: bucketFor(c.req.method) };
}

async function peekClientWindow(c: Context<AppEnv>, now: number): Promise<LimitState> {
  const window = await c.env.API_KEY.getByName(`authfail:${await clientHash(c)}`).peek({ bucket: "write", now, limit: MAX_AUTH_FAILURES_PER_CLIENT });
  return { ...window, bucket: bucketFor(c.req.method) };
}

const clientHash = (c: Context<AppEnv>) => sha256Hex(c.req.header("cf-connecting-ip") ?? "unknown");

export function setLimitHeaders(headers: Headers, limit: LimitState): void {
  headers.set("X-RateLimit-Limit", String(limit.limit));
  headers.set("X-RateLimit-Remaining", String(limit.remaining));
  headers.set("X-RateLimit-Reset", String(Math.ceil(limit.resetAt / 1000)));
  headers.set("X-RateLimit-Bucket", limit.bucket);
}

/** What the key's DO records about this call, known before any handler runs. */
function callInfo(c: Context<AppEnv>): CallInfo {
  const match = matchRoute(c.req.method, c.req.path.replace(/^\/v1/, ""));
  return {
    requestId: c.get("requestId"),
    method: c.req.method,
    path: redactKeys(c.req.path),
    ip: c.req.header("cf-connecting-ip") ?? null,
    userAgent: c.req.header("user-agent") ?? null,
    scope: match.kind === "route" ? match.entry.scope : null,
    expectedStatus: match.kind === "route" ? match.entry.status : match.kind === "method_not_allowed" ? 405 : 404,
  };
}

/**
 * After the answer (waitUntil, so never on the caller's clock): correct the audit row when the
 * handler answered otherwise than expected, and refresh the key's "last used" about once a minute.
 */
function afterKeyCall(c: Context<AppEnv>, attempt: Attempt): void {
  const audit = attempt.audit;
  if (!audit) return;
  const log = (what: string) => (error: unknown) => c.get("log").log("error", what, { message: error instanceof Error ? error.message : String(error) });
  if (c.res.status !== audit.expectedStatus) {
    c.executionCtx.waitUntil(c.env.API_KEY.getByName(audit.lineage).correctAudit({ auditId: audit.auditId, status: c.res.status }).catch(log("audit.correct_failed")));
  }
  if (audit.touch) {
    c.executionCtx.waitUntil(c.get("db").update(apiKeys).set({ lastUsedAt: c.get("clock").now() }).where(eq(apiKeys.id, audit.keyId)).then(() => undefined, log("api_key.touch_failed")));
  }
}
