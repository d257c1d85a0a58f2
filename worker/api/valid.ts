import type { Context } from "hono";
import type { z } from "zod";
import type { AppEnv } from "../env";

/**
 * The input a route's declared schema already validated (the OpenAPI validator ran before the
 * handler). The schema argument only carries the type.
 */
export function valid<S extends z.ZodType>(c: Context<AppEnv>, target: "query" | "param" | "json", _schema: S): z.infer<S> {
  return c.req.valid(target as never) as z.infer<S>;
}
