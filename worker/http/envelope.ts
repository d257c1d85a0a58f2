import { ERROR_CATALOG, type ErrorCode } from "./errors";

/** The only two body shapes any route answers with (API.md "envelopes"). */
export interface Meta {
  requestId: string;
  timestamp: string;
  asOf?: string;
  pagination?: { cursor: string | null; hasMore: boolean; count: number };
}

export interface SuccessBody<T> {
  data: T;
  meta: Meta;
}

export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    hint: string;
    param?: string;
    nextActions: string[];
    retryable: boolean;
  };
  meta: Meta;
}

export function successBody<T>(data: T, meta: Meta): SuccessBody<T> {
  return { data, meta };
}

export function errorBody(
  code: ErrorCode,
  meta: Meta,
  detail: { message?: string; param?: string; hint?: string; nextActions?: readonly string[] } = {},
): ErrorBody {
  const spec = ERROR_CATALOG[code];
  return {
    error: {
      code,
      message: detail.message ?? spec.message,
      hint: detail.hint ?? spec.hint,
      ...(detail.param !== undefined ? { param: detail.param } : {}),
      nextActions: [...(detail.nextActions ?? spec.nextActions)],
      retryable: spec.retryable,
    },
    meta,
  };
}
