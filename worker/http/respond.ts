import type { Context, TypedResponse } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { JSONParsed } from "hono/utils/types";
import type { AppEnv } from "../env";
import { errorBody, successBody, type Meta, type SuccessBody } from "./envelope";
import { AppError, ERROR_CATALOG } from "./errors";

type Ctx = Context<AppEnv>;

function baseMeta(c: Ctx): Meta {
  return { requestId: c.get("requestId"), timestamp: new Date().toISOString() };
}

/** The success envelope. `asOf` and `pagination` are added only when the caller has them. */
export function ok<T, S extends ContentfulStatusCode = 200>(
  c: Ctx,
  data: T,
  extra: { status?: S; asOf?: string; pagination?: Meta["pagination"] } = {},
): Response & TypedResponse<JSONParsed<SuccessBody<T>>, NoInfer<S>, "json"> {
  const meta: Meta = { ...baseMeta(c) };
  if (extra.asOf) meta.asOf = extra.asOf;
  if (extra.pagination) meta.pagination = extra.pagination;
  // The status stays a literal in the return type, so a typed /v1 route checks it against its responses.
  return c.json(successBody(data, meta), extra.status ?? (200 as S));
}

/** The error envelope, from an AppError. The only place an error code becomes a status. */
export function fail(c: Ctx, error: AppError): Response {
  const spec = ERROR_CATALOG[error.code];
  const body = errorBody(error.code, baseMeta(c), {
    message: error.message,
    ...(error.options.param !== undefined ? { param: error.options.param } : {}),
    ...(error.options.hint !== undefined ? { hint: error.options.hint } : {}),
    ...(error.options.nextActions !== undefined ? { nextActions: error.options.nextActions } : {}),
  });
  const headers: Record<string, string> = { ...error.options.headers };
  if (error.options.retryAfter !== undefined) headers["Retry-After"] = String(Math.max(1, Math.ceil(error.options.retryAfter)));
  return c.json(body, spec.status as ContentfulStatusCode, headers);
}
