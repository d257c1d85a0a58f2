import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../../worker/app";
import { call, env, expectError, identities, json, latestCode, ORIGIN } from "./helpers";
import { admin } from "./api-helpers";

/**
 * Issue 11, items 2 and 3: sign-in code tries reserved atomically, a per-client limit on
 * /auth/email/verify, and no code or secret ever in a log line.
 */
const { address, freshIp } = identities("security-auth.example", 62);

describe("sign-in code tries", () => {
  it("150 concurrent wrong guesses get at most 5 checks against one code", async () => {
    const email = address("race");
    expect((await call("/auth/email/start", { body: { email }, ip: freshIp() })).status).toBe(202);
    const code = await latestCode(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const responses = await Promise.all(
      Array.from({ length: 150 }, (_, i) => call("/auth/email/verify", { body: { email, code: wrong }, ip: `10.62.${100 + Math.floor(i / 100)}.${i % 100}` })),
    );
    const messages = await Promise.all(responses.map(async (r) => ({ status: r.status, message: (await json(r)).error?.message as string })));
    expect(messages.every((m) => m.status === 400)).toBe(true);
    // A guess was compared only if it got a "not right" answer; the rest found no tries left.
    expect(messages.filter((m) => /not right/.test(m.message)).length).toBeLessThanOrEqual(5);
    const row = await env.DB.prepare("SELECT failed_attempts FROM sign_in_codes WHERE email = ? ORDER BY created_at DESC").bind(email).first<{ failed_attempts: number }>();
    expect(row!.failed_attempts).toBeLessThanOrEqual(5);
    // The code is used up: even the right one no longer works.
    await expectError(await call("/auth/email/verify", { body: { email, code }, ip: freshIp() }), 400, "invalid_code");
  }, 60_000);

  it("a right code after a few wrong ones still signs in, and gives its try back", async () => {
    const email = address("right");
    await call("/auth/email/start", { body: { email }, ip: freshIp() });
    const code = await latestCode(email);
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, "0");
    const first = await expectError(await call("/auth/email/verify", { body: { email, code: wrong }, ip: freshIp() }), 400, "invalid_code");
    expect(first.error.message).toMatch(/4 tries left/);
    expect((await call("/auth/email/verify", { body: { email, code }, ip: freshIp() })).status).toBe(200);
    const row = await env.DB.prepare("SELECT failed_attempts FROM sign_in_codes WHERE email = ?").bind(email).first<{ failed_attempts: number }>();
    expect(row!.failed_attempts).toBe(1);
  });

  it("one client gets at most 30 code checks a minute, across addresses", async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      await expectError(await call("/auth/email/verify", { body: { email: address("spray"), code: "123456" }, ip }), 400, "invalid_code");
    }
    const limited = await expectError(await call("/auth/email/verify", { body: { email: address("spray"), code: "123456" }, ip }), 429, "rate_limited");
    expect(limited.error.message).toMatch(/sign-in attempts/);
    await expectError(await call("/auth/email/verify", { body: { email: address("spray"), code: "123456" }, ip: freshIp() }), 400, "invalid_code");
  }, 30_000);
});

describe("no code or secret in the logs", () => {
  afterEach(() => vi.restoreAllMocks());

  it("sign-in with failing mail, key creation and rotation log neither the code nor the key", async () => {
    const lines: string[] = [];
    const capture = (...args: unknown[]) => void lines.push(args.map(String).join(" "));
    for (const method of ["log", "info", "warn", "error", "debug"] as const) vi.spyOn(console, method).mockImplementation(capture);

    const email = address("logs");
    const ip = freshIp();
    const failingMail = { ...env, EMAIL: { send: async () => Promise.reject(new Error("provider down")) } as unknown as SendEmail };
    const app = createApp();
    const send = async (path: string, body: unknown, cookie?: string) => {
      const ctx = createExecutionContext();
      const headers: Record<string, string> = { origin: ORIGIN, "content-type": "application/json", "cf-connecting-ip": ip };
      if (cookie) headers.cookie = cookie;
      const response = await app.fetch(new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: JSON.stringify(body) }), failingMail, ctx);
      await waitOnExecutionContext(ctx);
      return response;
    };
    expect((await send("/auth/email/start", { email })).status).toBe(202);
    const code = await latestCode(email);
    const verified = await send("/auth/email/verify", { email, code });
    expect(verified.status).toBe(200);
    const cookie = verified.headers.get("set-cookie")!.split(";")[0]!;
    expect((await admin("/api-access", { email, on: true })).status).toBe(200);
    const created = await send("/app/api-keys", { name: "logged?", scopes: ["market:read"] }, cookie);
    expect(created.status).toBe(201);
    const { secret, key } = (await json(created)).data;
    const rotated = await send(`/app/api-keys/${key.id}/rotate`, { overlapSeconds: 0 }, cookie);
    expect(rotated.status).toBe(201);
    const next = (await json(rotated)).data.secret as string;

    expect(lines.some((l) => l.includes("email.send_failed"))).toBe(true);
    const everything = lines.join("\n");
    for (const needle of [code, secret, secret.slice(4), next, next.slice(-38), cookie.split("=")[1]!]) expect(everything).not.toContain(needle);
    expect(everything).not.toContain(email);
  });
});
