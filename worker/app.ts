import { Hono, type ErrorHandler, type MiddlewareHandler } from "hono";
import type { AppEnv } from "./env";
import { createDb } from "./db/client";
import { jsonBody } from "./http/body";
import { AppError } from "./http/errors";
import { allowedMethods } from "./http/method-not-allowed";
import { sameOriginOnly } from "./http/origin";
import { fail, ok } from "./http/respond";
import { randomToken } from "./lib/crypto";
import { systemClock } from "./lib/clock";
import { createLogger } from "./lib/log";
import { adminRoutes } from "./routes/admin";
import { authRoutes } from "./routes/auth";
import { devRoutes } from "./routes/dev";
import { meRoutes } from "./routes/me";
import { agentRoutes } from "./routes/agent";
import { apiKeyRoutes } from "./routes/api-keys";
import { marketSiteRoutes } from "./routes/markets";
import { assetRoutes } from "./routes/assets";
import { searchRoutes } from "./routes/search";
import { portfolioRoutes } from "./routes/portfolios";
import { connectionRoutes } from "./routes/connections";
import { watchlistRoutes } from "./routes/watchlists";
import { usageRoutes } from "./routes/usage";
import { billingRoutes, webhookRoutes } from "./routes/billing";
import { notebookRoutes } from "./routes/notebook";
import { researchRoutes } from "./routes/research";
import { activityRoutes, inboxRoutes, notifyRoutes } from "./routes/inbox";
import { alertRoutes } from "./routes/alerts";
import { artifactRoutes } from "./routes/artifacts";
import { adminMonitorRoutes } from "./routes/admin-monitor";
import { telegramRoutes, telegramSiteRoutes } from "./routes/telegram";
import { checkRoutes } from "./routes/checks";
import { kolRoutes } from "./kol/routes";
import { sourceRoutes } from "./routes/sources";
import { createApiRouter, isApiV1Path } from "./api/v1";
import { redactKeys } from "./api/keys/redact";
import { fromFrameworkError } from "./http/framework-errors";
import { refuseKeysInUrl, securityHeaders } from "./http/security";
import { assertSecrets, MissingSecretError } from "./lib/secrets";

const rootLog = createLogger({ service: "fathom-api" });

/** Request id, logging and the per-request services every route reads from c.var; headers on the way out. */
const requestContext: MiddlewareHandler<AppEnv> = async (c, next) => {
  const requestId = `req_${randomToken(12)}`;
  const log = rootLog.child({ requestId });
  c.set("requestId", requestId);
  c.set("log", log);
  c.set("db", createDb(c.env.DB));
  c.set("clock", systemClock);
  const started = Date.now();
  await next();
  c.header("X-Request-Id", requestId);
  securityHeaders(c);
  // API answers are private; the Pages adapter would otherwise cache cacheable GETs.
  if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "private, no-store");
  log.log("info", "request", { method: c.req.method, path: redactKeys(c.req.path), status: c.res.status, ms: Date.now() - started });
};

/** Every thrown error becomes the catalog's envelope; what is logged stays apart from what is returned. */
const answerError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof AppError) return fail(c, error);
  const framework = fromFrameworkError(error);
  if (framework) return fail(c, framework);
  if (error instanceof MissingSecretError) {
    c.get("log")?.log("error", "config.missing_secret", { secret: error.secret, message: error.message });
    return fail(c, new AppError("internal_error"));
  }
  // The client never sees a stack or message.
  c.get("log")?.log("error", "unhandled", { name: error.name, message: error.message, stack: error.stack });
  return fail(c, new AppError("internal_error"));
};

export function createApp() {
  const app = new Hono<AppEnv>();

  app.use(requestContext);
  // Outside development a missing server secret stops every request (worker/lib/secrets.ts).
  app.use(async (_c, next) => {
    assertSecrets(_c.env);
    await next();
  });
  app.use(refuseKeysInUrl());
  // Gates before bodies: a cross-site write is refused before its body is read, and /v1 parses
  // its body behind its own gate (v1.ts), so every call made with a key is counted and audited
  // even when its body is malformed, oversized or not JSON.
  app.use("/auth/*", sameOriginOnly());
  app.use("/app/*", sameOriginOnly());
  const siteBody = jsonBody();
  app.use((c, next) => (isApiV1Path(c.req.path) ? next() : siteBody(c, next)));

  app.get("/health", (c) => ok(c, { ok: true }));
  app.route("/auth", authRoutes);
  app.route("/app/agent/activity", activityRoutes);
  app.route("/app/agent", agentRoutes);
  app.route("/app/inbox", inboxRoutes);
  app.route("/app/notify", notifyRoutes);
  app.route("/app/alerts", alertRoutes);
  app.route("/app/telegram", telegramSiteRoutes);
  app.route("/app/checks", checkRoutes);
  app.route("/app/portfolios", portfolioRoutes);
  app.route("/app/connections", connectionRoutes);
  app.route("/app/watchlists", watchlistRoutes);
  app.route("/app/notebook", notebookRoutes);
  app.route("/app/artifacts", artifactRoutes);
  app.route("/app/research", researchRoutes);
  app.route("/app/api-keys", apiKeyRoutes);
  app.route("/app/markets", marketSiteRoutes);
  app.route("/app/assets", assetRoutes);
  app.route("/app/search", searchRoutes);
  app.route("/app/usage", usageRoutes);
  app.route("/app/sources", sourceRoutes);
  app.route("/app/kol", kolRoutes);
  app.route("/app/billing", billingRoutes);
  app.route("/webhooks", webhookRoutes);
  app.route("/telegram", telegramRoutes);
  app.route("/app", meRoutes);
  app.route("/v1", createApiRouter());
  app.route("/dev", devRoutes);
  app.route("/admin/monitor", adminMonitorRoutes);
  app.route("/admin", adminRoutes);

  app.notFound((c) => {
    const allow = allowedMethods(app.routes, c.req.path);
    if (allow.length > 0) return fail(c, new AppError("method_not_allowed", { headers: { Allow: allow.join(", ") } }));
    return fail(c, new AppError("not_found"));
  });

  app.onError(answerError);

  return app;
}
