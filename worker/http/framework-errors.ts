import { HTTPException } from "hono/http-exception";
import { AppError, type ErrorCode } from "./errors";

/** Statuses the framework (Hono, @hono/zod-openapi validators) raises, mapped into the catalog. */
const BY_STATUS: Record<number, ErrorCode> = {
  400: "invalid_request",
  401: "unauthorized",
  404: "not_found",
  405: "method_not_allowed",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
};

/**
 * A framework HTTP error (an HTTPException: a 415 from the OpenAPI layer's content-type check, a
 * 400 for a malformed body) as a catalog error, so it answers in the envelope and never as a 500.
 * Null for anything else (a real bug, logged and answered `internal_error`).
 */
export function fromFrameworkError(error: unknown): AppError | null {
  if (!(error instanceof HTTPException)) return null;
  const code = BY_STATUS[error.status] ?? (error.status >= 400 && error.status < 500 ? "invalid_request" : null);
  return code ? new AppError(code) : null;
}
