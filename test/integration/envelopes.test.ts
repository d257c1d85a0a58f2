import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../../worker/app";
import { call, env, expectError, json, identities, ORIGIN, signIn } from "./helpers";

/** Every kind of failure answers in the one error envelope; every success in the one success envelope. */

const KIB = 1024;
const { address, freshIp } = identities("envelopes.example", 2);

/** A JSON body for /auth/email/start padded with spaces to exactly `bytes` bytes. */
function paddedStartBody(bytes: number): string {
  const json = JSON.stringify({ email: address("big") });
  return json + " ".repeat(bytes - json.length);
}

async function fetchApp(app: ReturnType<typeof createApp>, request: Request, bindings: Parameters<ReturnType<typeof createApp>["fetch"]>[1] = env) {
  const ctx = createExecutionContext();
  const response = await app.fetch(request, bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("404 not_found", () => {
  it.each([
    ["GET", "/nope"],
    ["GET", "/auth/nope"],
    ["POST", "/auth/email"],
    ["GET", "/auth/email/start/extra"],
  ])("%s %s", async (method, path) => {
    const body = await expectError(await call(path, { method }), 404, "not_found");
    expect(body.error.retryable).toBe(false);
  });

  it("a trailing slash is another path, and an unknown one (not a 405 that allows the very method used)", async () => {
    const response = await call("/auth/email/start/", { body: { email: address("slash") }, ip: freshIp() });
    await expectError(response, 404, "not_found");
    expect(response.headers.get("allow")).toBeNull();
  });
});

describe("405 method_not_allowed", () => {
  it("GET on a POST-only path, with Allow", async () => {
    const response = await call("/auth/email/start");
    const body = await expectError(response, 405, "method_not_allowed");
    expect(response.headers.get("allow")).toBe("POST");
    expect(body.error.retryable).toBe(false);
  });

  it("POST on a GET-only path lists GET and HEAD", async () => {
    const response = await call("/health", { method: "POST" });
    await expectError(response, 405, "method_not_allowed");
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });

  it("matches paths with parameters", async () => {
    const response = await call("/auth/oauth/google/start", { method: "POST" });
    await expectError(response, 405, "method_not_allowed");
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });

  it("DELETE on /app/me (signed in) lists the methods /app/me has", async () => {
    const cookie = await signIn(address("delete"), freshIp());
    const response = await call("/app/me", { method: "DELETE", cookie });
    await expectError(response, 405, "method_not_allowed");
    expect(response.headers.get("allow")).toBe("GET, HEAD, PATCH");
  });

  it("HEAD on a POST-only path answers 405 with Allow and no body", async () => {
    const response = await call("/auth/email/start", { method: "HEAD" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(await response.text()).toBe("");
  });
});

describe("request bodies", () => {
  it("malformed JSON is 400 invalid_request", async () => {
    const response = await call("/auth/email/start", { rawBody: '{"email": "a@b.example",', headers: { "content-type": "application/json" }, ip: freshIp() });
    const body = await expectError(response, 400, "invalid_request");
    expect(body.error.message).toBe("The request body is not valid JSON.");
  });

  it.each([
    ["text/plain", "text/plain"],
    ["form data", "application/x-www-form-urlencoded"],
    ["JSON look-alike", "application/jsonp"],
  ])("a %s body is 415 unsupported_media_type", async (_label, type) => {
    const response = await call("/auth/email/start", { rawBody: JSON.stringify({ email: address("type") }), headers: { "content-type": type }, ip: freshIp() });
    await expectError(response, 415, "unsupported_media_type");
  });

  it("a body with no Content-Type is 415 unsupported_media_type", async () => {
    const response = await exports.default.fetch(
      new Request(`${ORIGIN}/auth/email/start`, {
        method: "POST",
        headers: { origin: ORIGIN, "cf-connecting-ip": freshIp() },
        body: new TextEncoder().encode(JSON.stringify({ email: address("notype") })),
      }),
    );
    await expectError(response, 415, "unsupported_media_type");
  });

  it("accepts application/json with parameters, in any case", async () => {
    const response = await call("/auth/email/start", { rawBody: JSON.stringify({ email: address("charset") }), headers: { "content-type": "Application/JSON; charset=utf-8" }, ip: freshIp() });
    expect(response.status).toBe(202);
  });

  it("a body of exactly 64 KiB is read", async () => {
    const response = await call("/auth/email/start", { rawBody: paddedStartBody(64 * KIB), headers: { "content-type": "application/json" }, ip: freshIp() });
    expect(response.status).toBe(202);
  });

  it("a body one byte over 64 KiB, with an honest Content-Length, is 413 payload_too_large", async () => {
    const raw = paddedStartBody(64 * KIB + 1);
    const request = new Request(`${ORIGIN}/auth/email/start`, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json", "content-length": String(raw.length), "cf-connecting-ip": freshIp() },
      body: raw,
    });
    expect(request.headers.get("content-length")).toBe(String(64 * KIB + 1));
    await expectError(await exports.default.fetch(request), 413, "payload_too_large");
  });

  it("a streamed body with no Content-Length is cut off at 64 KiB: 413 payload_too_large", async () => {
    const chunk = new TextEncoder().encode(" ".repeat(16 * KIB));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode(`{"email":"${address("stream")}"`));
        if (sent >= 8) return controller.close(); // 128 KiB in all
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const request = new Request(`${ORIGIN}/auth/email/start`, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json", "cf-connecting-ip": freshIp() },
      body: stream,
    });
    expect(request.headers.get("content-length")).toBeNull();
    await expectError(await exports.default.fetch(request), 413, "payload_too_large");
  });

  it("a streamed body under the limit is read normally", async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ email: address("smallstream") }));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 5));
        controller.enqueue(bytes.slice(5));
        controller.close();
      },
    });
    const request = new Request(`${ORIGIN}/auth/email/start`, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json", "cf-connecting-ip": freshIp() },
      body: stream,
    });
    expect((await exports.default.fetch(request)).status).toBe(202);
  });
});

describe("400 invalid_param names the field", () => {
  it.each([
    ["email missing", "/auth/email/start", {}, "email"],
    ["email not an address", "/auth/email/start", { email: "not-an-address" }, "email"],
    ["email not a string", "/auth/email/start", { email: 42 }, "email"],
    ["code missing", "/auth/email/verify", { email: "a@b.example" }, "code"],
    ["code too short", "/auth/email/verify", { email: "a@b.example", code: "12345" }, "code"],
    ["code not digits", "/auth/email/verify", { email: "a@b.example", code: "12a456" }, "code"],
    ["code too long", "/auth/email/verify", { email: "a@b.example", code: "1234567" }, "code"],
  ])("%s", async (_label, path, body, param) => {
    const response = await call(path, { body, ip: freshIp() });
    const error = await expectError(response, 400, "invalid_param", param);
    expect(error.error.message).toContain(`${param}:`);
  });

  it("an empty body is a missing field, not a crash", async () => {
    await expectError(await call("/auth/email/start", { method: "POST", ip: freshIp() }), 400, "invalid_param", "email");
  });

  it("a body that is not an object names the body", async () => {
    await expectError(await call("/auth/email/start", { body: ["a@b.example"], ip: freshIp() }), 400, "invalid_param", "body");
  });
});

describe("401 unauthorized", () => {
  it("/app/me without a session", async () => {
    const response = await call("/app/me");
    await expectError(response, 401, "unauthorized");
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("/app/me with an unknown session token clears the cookie", async () => {
    const response = await call("/app/me", { cookie: "fathom_session=not-a-real-token" });
    await expectError(response, 401, "unauthorized");
    expect(response.headers.get("set-cookie")).toMatch(/^fathom_session=;.*Max-Age=0/);
  });
});

describe("500 internal_error", () => {
  it("an unexpected exception answers in the envelope, retryable, with no stack or internal message; the detail is only logged", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const app = createApp();
    app.get("/boom", () => {
      throw new Error("db password is hunter2");
    });
    const response = await fetchApp(app, new Request(`${ORIGIN}/boom`));
    const text = await response.clone().text();
    const body = await expectError(response, 500, "internal_error");
    expect(body.error.retryable).toBe(true);
    expect(body.error.message).toBe("Something went wrong on our side.");
    expect(text).not.toContain("hunter2");
    expect(text).not.toMatch(/stack|Error:|\.ts:\d+/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");

    const lines = logged.mock.calls.map((args) => JSON.parse(String(args[0])));
    const line = lines.find((l) => l.msg === "unhandled");
    expect(line).toMatchObject({ level: "error", requestId: body.meta.requestId, message: "db password is hunter2" });
    expect(line.stack).toContain("hunter2");
  });

  it("a failing database binding is a 500 in the envelope too", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const brokenDb = new Proxy(
      {},
      {
        get() {
          return () => {
            throw new Error("D1_ERROR: internal database detail");
          };
        },
      },
    ) as unknown as D1Database;
    const response = await fetchApp(createApp(), new Request(`${ORIGIN}/app/me`, { headers: { cookie: "fathom_session=anything" } }), { ...env, DB: brokenDb });
    const text = await response.clone().text();
    const body = await expectError(response, 500, "internal_error");
    expect(body.error.retryable).toBe(true);
    expect(text).not.toContain("internal database detail");
    expect(text).not.toContain("D1_ERROR");
  });
});

describe("the success envelope", () => {
  it("is data + meta, with the request id in a header, and is never cached", async () => {
    const before = Date.now();
    const response = await call("/auth/providers");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = await json(response);
    expect(Object.keys(body).sort()).toEqual(["data", "meta"]);
    expect(body.data.email).toBe(true);
    expect(Array.isArray(body.data.providers)).toBe(true);
    expect(Object.keys(body.meta).sort()).toEqual(["requestId", "timestamp"]);
    expect(body.meta.requestId).toMatch(/^req_[A-Za-z0-9_-]{16}$/);
    expect(response.headers.get("x-request-id")).toBe(body.meta.requestId);
    expect(new Date(body.meta.timestamp).toISOString()).toBe(body.meta.timestamp);
    expect(Date.parse(body.meta.timestamp)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(body.meta.timestamp)).toBeLessThanOrEqual(Date.now() + 1000);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("for a 202 too", async () => {
    const response = await call("/auth/email/start", { body: { email: address("accepted") }, ip: freshIp() });
    expect(response.status).toBe(202);
    const body = await json(response);
    expect(Object.keys(body).sort()).toEqual(["data", "meta"]);
    expect(response.headers.get("x-request-id")).toBe(body.meta.requestId);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("every request gets its own request id", async () => {
    const [a, b] = await Promise.all([call("/auth/providers"), call("/auth/providers")]);
    expect(a!.headers.get("x-request-id")).not.toBe(b!.headers.get("x-request-id"));
  });

  it("error answers are never cached either", async () => {
    const response = await call("/nope");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });
});
