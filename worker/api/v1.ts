import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../env";
import { jsonBody } from "../http/body";
import { AppError } from "../http/errors";
import { authenticateApi } from "./authenticate";
import { OPERATIONS } from "./define";

/** Paths the /v1 router owns (its gate runs before the body is parsed). */
export const isApiV1Path = (path: string): boolean => path === "/v1" || path.startsWith("/v1/");

/** The developer API under /v1. Authentication, limits and audit wrap every route here. */
export function createApiRouter() {
  const api = new OpenAPIHono<AppEnv>({
    // Validation failures answer in the contract's envelope, naming the offending parameter.
    defaultHook: (result) => {
      if (result.success) return;
      const issue = result.error.issues[0];
      const param = issue && issue.path.length > 0 ? issue.path.map(String).join(".") : result.target === "json" ? "body" : result.target;
      throw new AppError("invalid_param", { param, message: issue ? `${param}: ${issue.message}` : "Invalid input." });
    },
  });
  api.use(authenticateApi());
  // Behind the gate (app.ts skips /v1): the key's scope, window and audit come before the body,
  // so a malformed, oversized or non-JSON body still costs a call, is audited and gets the headers.
  api.use(jsonBody());
  // Each handler was type-checked against its route where it was declared (operation()).
  api.openapiRoutes(OPERATIONS);

  api.openAPIRegistry.registerComponent("securitySchemes", "bearerKey", { type: "http", scheme: "bearer", description: "An API key: svc_…" });
  api.openAPIRegistry.registerComponent("securitySchemes", "sessionCookie", { type: "apiKey", in: "cookie", name: "fathom_session" });
  api.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Fathom API",
      version: "1.0.0",
      description:
        "Read-mostly JSON API. Errors use one envelope with a closed set of codes. Reads: 60 and writes: 5 per rolling 60 seconds per key (exact sliding window). Lists paginate with `limit` (1–100, default 25) and an opaque signed `cursor`.",
    },
    servers: [{ url: "/v1" }],
  });
  return api;
}
