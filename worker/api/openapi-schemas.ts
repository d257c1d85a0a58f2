import { z } from "@hono/zod-openapi";
import { ERROR_CATALOG } from "../http/errors";

/** Schemas for the two envelopes, so every route's OpenAPI response says exactly what it sends. */
export const Meta = z
  .object({
    requestId: z.string(),
    timestamp: z.string(),
    asOf: z.string().optional(),
    pagination: z.object({ cursor: z.string().nullable(), hasMore: z.boolean(), count: z.number().int() }).optional(),
  })
  .openapi("Meta");

export const ErrorEnvelope = z
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

export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ data, meta: Meta });
}

/** The success response plus the error responses every /v1 route can give. */
export function jsonResponses<T extends z.ZodType>(data: T, description: string, status: 200 | 201 | 202 = 200) {
  const error = { content: { "application/json": { schema: ErrorEnvelope } }, description: "Error envelope (see the error catalog)" };
  return {
    [status]: { content: { "application/json": { schema: envelopeOf(data) } }, description },
    400: error,
    401: error,
    403: error,
    404: error,
    429: error,
    500: error,
    503: error,
  } as const;
}
