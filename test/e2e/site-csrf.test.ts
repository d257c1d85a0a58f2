import { readFileSync } from "node:fs";
import { describe, expect, inject, it } from "vitest";
import { codeFromMailbox } from "./browser";

/**
 * Through the site's origin (the SvelteKit build, as `npm start` serves it): forwarded API
 * paths reach the Worker whatever the body's content type, and answer in the envelope.
 * SvelteKit's own CSRF check once answered form and text/plain POSTs to /v1 itself (plain-text
 * 403, no envelope). The Worker still refuses cookie-authenticated writes from a foreign or
 * missing Origin, and the site's own pages still refuse cross-site writes.
 */
const origin = inject("origin");
const FOREIGN = "https://evil.example";

function adminToken(): string {
  return /^ADMIN_TOKEN=(.*)$/m.exec(readFileSync(".dev.vars", "utf8"))?.[1]?.trim() ?? "";
}

async function admin(path: string, body: unknown) {
  const response = await fetch(`${origin}/admin${path}`, { method: "POST", headers: { authorization: `Bearer ${adminToken()}`, "content-type": "application/json" }, body: JSON.stringify(body) });
  expect(response.status, path).toBeLessThan(300);
  return (await response.json()) as { data: any };
}

async function signIn(email: string): Promise<string> {
  const post = (path: string, body: unknown) => fetch(`${origin}${path}`, { method: "POST", headers: { origin, "content-type": "application/json" }, body: JSON.stringify(body) });
  expect((await post("/auth/email/start", { email })).status).toBe(202);
  const verified = await post("/auth/email/verify", { email, code: await codeFromMailbox(origin, email), timeZone: "UTC" });
  expect(verified.status).toBe(200);
  return verified.headers.getSetCookie()[0]!.split(";")[0]!;
}

async function expectEnvelope(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toContain("application/json");
  const body = (await response.json()) as { error: { code: string } };
  expect(body.error.code).toBe(code);
}

function send(path: string, init: { type: string; body: string; key?: string; cookie?: string; origin?: string }) {
  const headers: Record<string, string> = { "content-type": init.type };
  if (init.key) headers.authorization = `Bearer ${init.key}`;
  if (init.cookie) headers.cookie = init.cookie;
  if (init.origin) headers.origin = init.origin;
  return fetch(`${origin}${path}`, { method: "POST", headers, body: init.body, redirect: "manual" });
}

describe("the site forwards API writes to the Worker, which owns CSRF", () => {
  it("form and text/plain bodies to /v1 reach the Worker: 415 in the envelope, counted", async () => {
    const email = "e2e-csrf-key@example.com";
    await signIn(email);
    await admin("/api-access", { email, on: true });
    const key = (await admin("/create-key", { email, scopes: ["watchlist:write"], name: "csrf" })).data.secret as string;
    for (const type of ["application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x"]) {
      const response = await send("/v1/watchlists", { type, body: "name=x", key });
      expect(response.headers.get("x-ratelimit-bucket")).toBe("write");
      await expectEnvelope(response, 415, "unsupported_media_type");
    }
    // From a foreign Origin too: a bearer key is no ambient credential.
    await expectEnvelope(await send("/v1/watchlists", { type: "text/plain", body: "x", key, origin: FOREIGN }), 415, "unsupported_media_type");
    await expectEnvelope(await send("/v1/watchlists", { type: "application/x-www-form-urlencoded", body: "name=x" }), 401, "unauthorized");
  });

  it("cookie writes to /v1 and /app from a foreign or missing Origin are refused by the Worker", async () => {
    const email = "e2e-csrf-cookie@example.com";
    const cookie = await signIn(email);
    for (const path of ["/v1/watchlists", "/app/watchlists"]) {
      for (const type of ["application/x-www-form-urlencoded", "text/plain", "application/json"]) {
        const body = type === "application/json" ? JSON.stringify({ name: "csrf" }) : "name=csrf";
        await expectEnvelope(await send(path, { type, body, cookie, origin: FOREIGN }), 403, "cross_site_request");
        await expectEnvelope(await send(path, { type, body, cookie }), 403, "cross_site_request");
      }
    }
    // Nothing was written; the site's own Origin still works.
    const list = await fetch(`${origin}/app/watchlists`, { headers: { cookie } });
    expect(((await list.json()) as { data: unknown[] }).data).toEqual([]);
    expect((await send("/app/watchlists", { type: "application/json", body: JSON.stringify({ name: "mine" }), cookie, origin })).status).toBe(201);
  });

  it("the Telegram webhook is reachable through the public origin (the Worker's answer, not the site's 404)", async () => {
    // No bot token in e2e: the Worker's own "not configured" answer, in its envelope (the site's
    // 404 would be an HTML page).
    const webhook = await send("/telegram/webhook", { type: "application/json", body: "{}" });
    expect(webhook.headers.get("content-type")).toContain("application/json");
    expect(((await webhook.json()) as { error: { code: string } }).error.code).toMatch(/^(not_found|unauthorized)$/);
    await expectEnvelope(await send("/telegram/setup", { type: "application/json", body: "{}" }), 401, "unauthorized");
  });

  it("the site's own pages still refuse cross-site writes", async () => {
    for (const path of ["/", "/sign-in", "/settings/api-keys"]) {
      for (const type of ["application/x-www-form-urlencoded", "text/plain"]) {
        expect((await send(path, { type, body: "a=b", origin: FOREIGN })).status, `${path} ${type}`).toBe(403);
        expect((await send(path, { type, body: "a=b" })).status, `${path} ${type} (no Origin)`).toBe(403);
      }
    }
  });
});
