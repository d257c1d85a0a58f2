import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../env";

/**
 * The /v1/market/* and /v1/assets/* routes (scope market:read). Filled in by the market-data work.
 * Each route is declared with createRoute (zod request and response schemas) and
 * `middleware: [requireScope("market:read")]`.
 */
export function registerMarketRoutes(_app: OpenAPIHono<AppEnv>): void {}
