import { z } from "@hono/zod-openapi";
import { ERROR_CATALOG } from "../http/errors";

/** Schemas for the two envelopes, so every route's OpenAPI response says exactly what it sends. */
const Meta = z
  .object({
    requestId: z.string(),
    timestamp: z.string(),
    asOf: z.string().optional(),
    pagination: z.object({ cursor: z.string().nullable(), hasMore: z.boolean(), count: z.number().int() }).optional(),
  })
  .openapi("Meta");

const ErrorEnvelope = z
  .object({
    error: z.object({
      code: z.enum(Object.keys(ERROR_CATALOG) as [string, ...string[]]),
      message: z.string(),
      hint: z.string(),
      param: z.string().optional(),
      nextActions: z.array(z.string()).min(1),
      retryable: z.boolean(),
    }),
    meta: Meta,
  })
  .openapi("Error");

function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ data, meta: Meta });
}

type JsonContent<T extends z.ZodType> = { content: { "application/json": { schema: T } }; description: string };
type ErrorStatus = 400 | 401 | 403 | 404 | 429 | 500 | 503;

/**
 * The success response plus the error responses every /v1 route can give. The status is a literal
 * in the type (NoInfer: never widened from the route's context), so a handler answering with a
 * status its route does not declare fails to compile.
 */
export function jsonResponses<T extends z.ZodType, S extends 200 | 201 | 202 = 200>(
  data: T,
  description: string,
  status: S = 200 as S,
): Record<NoInfer<S>, JsonContent<ReturnType<typeof envelopeOf<T>>>> & Record<ErrorStatus, JsonContent<typeof ErrorEnvelope>> {
  const error = { content: { "application/json": { schema: ErrorEnvelope } }, description: "Error envelope (see the error catalog)" };
  const success = { content: { "application/json": { schema: envelopeOf(data) } }, description };
  // A computed key loses its literal type; the record keeps the status the handler must answer with.
  const ok = { [status]: success } as Record<S, typeof success>;
  return { ...ok, 400: error, 401: error, 403: error, 404: error, 429: error, 500: error, 503: error };
}
