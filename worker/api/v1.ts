import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../env";
import { registerMarketRoutes } from "./market";

/** The developer API under /v1. Authentication, limits and audit wrap every route here. */
export function createApiRouter() {
  const api = new OpenAPIHono<AppEnv>();
  registerMarketRoutes(api);
  return api;
}
