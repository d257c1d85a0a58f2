import { EmailMessage } from "cloudflare:email";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../../worker/app";
import { call, env, expectError, json, latestCode, ORIGIN, signIn } from "./helpers";

/** Outside development the Worker serves only with its secrets set (worker/lib/secrets.ts). */
const PRODUCTION_SECRETS = { CURSOR_SECRET: "test-cursor-secret-0123456789", KEY_CHECKSUM_SECRET: "test-checksum-secret-0123456789" };

/**
 * Every sign-in rule, through the real HTTP routes. Storage is shared by the tests of this file,
 * so every test uses its own addresses and its own client IPs.
 *
 * Time: the routes read the real clock. "Time passing" is simulated by moving the stored times
 * back (a code created 61 s ago is exactly what the route would see a minute later), never by
 * faking the clock the route uses.
 */

let seq = 0;
function address(label: string): string {
  seq += 1;
  return `${label}-${seq}@auth.example`;
}
let ipSeq = 0;
function freshIp(): string {
  ipSeq += 1;
  return `10.1.${Math.floor(ipSeq / 250)}.${(ipSeq % 250) + 1}`;
}

const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

interface CodeRow {
  id: string;
  email: string;
  code_hash: string;
  client_key: string;
  created_at: number;
  expires_at: number;
  failed_attempts: number;
  consumed_at: number | null;
}

async function codeRows(email: string): Promise<CodeRow[]> {
  const { results } = await env.DB.prepare("SELECT * FROM sign_in_codes WHERE email = ? ORDER BY created_at").bind(email).all<CodeRow>();
  return results;
}

/** `ms` passes for the codes of an address: every stored time of them moves back by `ms`. */
async function passTime(email: string, ms: number): Promise<void> {
  await env.DB.prepare("UPDATE sign_in_codes SET created_at = created_at - ?1, expires_at = expires_at - ?1 WHERE email = ?2").bind(ms, email).run();
}

async function userRow(email: string) {
  return env.DB.prepare("SELECT * FROM users WHERE email = ?").bind(email).first<{ id: string; email: string; time_zone: string; deletion_requested_at: number | null }>();
}

async function sessionRows(userId: string) {
  const { results } = await env.DB.prepare("SELECT * FROM sessions WHERE user_id = ?").bind(userId).all<{ token_hash: string; expires_at: number; last_seen_at: number; created_at: number }>();
  return results;
}

async function mailboxFor(email: string): Promise<{ subject: string; text: string }[]> {
  return (await json(await call(`/dev/mailbox?to=${encodeURIComponent(email)}`))).data;
}

function start(email: string, ip: string) {
  return call("/auth/email/start", { body: { email }, ip });
}

function verify(email: string, code: string, ip: string, timeZone?: string) {
  return call("/auth/email/verify", { body: { email, code, ...(timeZone !== undefined ? { timeZone } : {}) }, ip });
}

function wrong(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, "0");
}

/** The attributes of a Set-Cookie header, names lower-cased. */
function cookieAttributes(setCookie: string): { pair: string; attrs: Map<string, string> } {
  const [pair, ...rest] = setCookie.split(";").map((s) => s.trim());
  const attrs = new Map<string, string>();
  for (const part of rest) {
    const [name, ...value] = part.split("=");
    attrs.set(name!.toLowerCase(), value.join("="));
  }
  return { pair: pair!, attrs };
}

async function meId(cookie: string): Promise<string> {
  const response = await call("/app/me", { cookie });
  expect(response.status).toBe(200);
  return (await json(response)).data.id;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("requesting a code", () => {
  it("e-mails a six-digit code through the EMAIL binding and the dev mailbox", async () => {
    // Calling through a spy into the local binding throws in workerd, so the spy answers itself.
    const send = vi.spyOn(env.EMAIL, "send").mockImplementation(async () => ({}) as EmailSendResult);
    const email = address("mail");
    const response = await start(email, freshIp());
    expect(response.status).toBe(202);
    expect((await json(response)).data).toEqual({ sent: true, expiresInSeconds: 600 });

    const messages = await mailboxFor(email);
    expect(messages).toHaveLength(1);
    const code = /code is (\d{6})/.exec(messages[0]!.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(messages[0]!.subject).toBe(`Your Fathom sign-in code: ${code}`);

    expect(send).toHaveBeenCalledTimes(1);
    const raw = new RegExp(
      `^From: Fathom <${env.MAIL_FROM}>\\r\\nTo: <${email}>\\r\\nSubject: Your Fathom sign-in code: ${code}\\r\\n[\\s\\S]*Message-ID: <[^>]+@fathom\\.example>[\\s\\S]*\\r\\n\\r\\nYour Fathom sign-in code is ${code}\\n`,
    );
    expect(send.mock.calls[0]![0]).toEqual(new EmailMessage(env.MAIL_FROM, email, expect.stringMatching(raw)));
  });

  it("stores the code only hashed", async () => {
    const email = address("hashed");
    expect((await start(email, freshIp())).status).toBe(202);
    const code = await latestCode(email);
    const rows = await codeRows(email);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    for (const value of Object.values(row)) {
      expect(value).not.toBe(code);
      expect(value).not.toBe(Number(code));
    }
    // The client is stored hashed too: no raw IP in the table.
    expect(row.client_key).toMatch(/^[0-9a-f]{64}$/);
  });

  it("normalizes the address: the code goes to the trimmed, lower-cased address", async () => {
    const email = address("mixed");
    const ip = freshIp();
    expect((await start(`  ${email.toUpperCase()} `, ip)).status).toBe(202);
    const code = await latestCode(email);
    const verified = await verify(email.toUpperCase(), code, ip);
    expect(verified.status).toBe(200);
    expect((await json(verified)).data.user.email).toBe(email);
  });

  it("creates no account: only verifying a code does", async () => {
    const email = address("noaccount");
    expect((await start(email, freshIp())).status).toBe(202);
    expect(await userRow(email)).toBeNull();
  });

  it("does not keep a dev-mailbox copy in production, but still sends", async () => {
    // A fake binding here: a second vi.spyOn on the real binding is not reliable in workerd.
    const send = vi.fn(async (_message: EmailMessage) => {});
    const email = address("prod");
    const ctx = createExecutionContext();
    const response = await createApp().fetch(
      new Request(`${ORIGIN}/auth/email/start`, {
        method: "POST",
        headers: { origin: ORIGIN, "content-type": "application/json", "cf-connecting-ip": freshIp() },
        body: JSON.stringify({ email }),
      }),
      { ...env, ...PRODUCTION_SECRETS, APP_ENV: "production", EMAIL: { send } as unknown as SendEmail },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(202);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toMatchObject({ from: env.MAIL_FROM, to: email });
    const { results } = await env.DB.prepare("SELECT * FROM dev_mailbox WHERE to_address = ?").bind(email).all();
    expect(results).toHaveLength(0);
  });

  it("answers the same when the mail provider fails (the failure is only logged)", async () => {
    const send = vi.fn(async (_message: EmailMessage) => {
      throw new Error("provider down");
    });
    const email = address("mailfail");
    const ctx = createExecutionContext();
    const response = await createApp().fetch(
      new Request(`${ORIGIN}/auth/email/start`, {
        method: "POST",
        headers: { origin: ORIGIN, "content-type": "application/json", "cf-connecting-ip": freshIp() },
        body: JSON.stringify({ email }),
      }),
      { ...env, EMAIL: { send } as unknown as SendEmail },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(send).toHaveBeenCalledTimes(1);
    expect(response.status).toBe(202);
    expect((await json(response)).data).toEqual({ sent: true, expiresInSeconds: 600 });
  });
});

describe("verifying a code", () => {
  it("a code works once", async () => {
    const email = address("once");
    const ip = freshIp();
    await start(email, ip);
    const code = await latestCode(email);
    expect((await verify(email, code, ip)).status).toBe(200);
    await expectError(await verify(email, code, ip), 400, "invalid_code", "code");
  });

  it("a code only works for the address it was sent to", async () => {
    const email = address("owner");
    const other = address("other");
    const ip = freshIp();
    await start(email, ip);
    await expectError(await verify(other, await latestCode(email), ip), 400, "invalid_code", "code");
  });

  it("still works 9 minutes after it was sent", async () => {
    const email = address("nine");
    const ip = freshIp();
    await start(email, ip);
    await passTime(email, 9 * MIN);
    expect((await verify(email, await latestCode(email), ip)).status).toBe(200);
  });

  it("expires 10 minutes after it was sent", async () => {
    const email = address("ten");
    const ip = freshIp();
    await start(email, ip);
    await passTime(email, 10 * MIN);
    const body = await expectError(await verify(email, await latestCode(email), ip), 400, "invalid_code", "code");
    expect(body.error.retryable).toBe(false);
  });

  it("four wrong tries leave the right code working", async () => {
    const email = address("four");
    const ip = freshIp();
    await start(email, ip);
    const code = await latestCode(email);
    for (const left of ["4 tries", "3 tries", "2 tries", "1 try"]) {
      const body = await expectError(await verify(email, wrong(code), ip), 400, "invalid_code", "code");
      expect(body.error.message).toContain(`${left} left`);
    }
    expect((await verify(email, code, ip)).status).toBe(200);
  });

  it("after exactly five wrong tries even the right code fails", async () => {
    const email = address("five");
    const ip = freshIp();
    await start(email, ip);
    const code = await latestCode(email);
    for (let i = 1; i <= 4; i++) await expectError(await verify(email, wrong(code), ip), 400, "invalid_code", "code");
    const fifth = await expectError(await verify(email, wrong(code), ip), 400, "invalid_code", "code");
    expect(fifth.error.message).toContain("used up");
    expect((await codeRows(email))[0]!.failed_attempts).toBe(5);
    await expectError(await verify(email, code, ip), 400, "invalid_code", "code");
    expect(await userRow(email)).toBeNull();
  });

  it("a new code supersedes the old one", async () => {
    const email = address("supersede");
    const ip = freshIp();
    await start(email, ip);
    const first = await latestCode(email);
    await passTime(email, 61 * SEC);
    expect((await start(email, ip)).status).toBe(202);
    const second = await latestCode(email);
    expect(second).not.toBe(first);
    await expectError(await verify(email, first, ip), 400, "invalid_code", "code");
    expect((await verify(email, second, ip)).status).toBe(200);
    // Once the new code is used, the old one does not come back to life.
    await expectError(await verify(email, first, ip), 400, "invalid_code", "code");
  });

  it("the old code stays dead when the new one is used up by wrong tries", async () => {
    const email = address("supersede-usedup");
    const ip = freshIp();
    await start(email, ip);
    const first = await latestCode(email);
    await passTime(email, 61 * SEC);
    await start(email, ip);
    const second = await latestCode(email);
    const neither = [first, second].includes("000000") ? ([first, second].includes("111111") ? "222222" : "111111") : "000000";
    for (let i = 0; i < 5; i++) await expectError(await verify(email, neither, ip), 400, "invalid_code", "code");
    await expectError(await verify(email, first, ip), 400, "invalid_code", "code");
  });

  it("rejects a code that is not six digits as invalid_param", async () => {
    await expectError(await verify(address("format"), "12345", freshIp()), 400, "invalid_param", "code");
  });
});

describe("throttling code requests", () => {
  it("refuses a second code for the same address within 60 s, with Retry-After", async () => {
    const email = address("resend");
    const ip = freshIp();
    expect((await start(email, ip)).status).toBe(202);
    const refused = await start(email, freshIp()); // another client does not help either
    const body = await expectError(refused, 429, "rate_limited");
    expect(body.error.retryable).toBe(true);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(55);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await mailboxFor(email)).toHaveLength(1);
    expect(await codeRows(email)).toHaveLength(1);

    await passTime(email, 61 * SEC);
    expect((await start(email, ip)).status).toBe(202);
  });

  it("allows five codes per address per hour, then waits for the oldest to leave the hour", async () => {
    const email = address("hourly");
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await start(email, ip)).status).toBe(202);
      await passTime(email, 61 * SEC);
    }
    const refused = await start(email, ip);
    await expectError(refused, 429, "rate_limited");
    // The oldest was sent 5 × 61 s ago; its slot frees when it is an hour old.
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(3600 - 305 - 60); // minus however long the test itself took
    expect(retryAfter).toBeLessThanOrEqual(3600 - 305);
  });

  it("allows fifty addresses per client per hour; the 51st is refused, another client is not affected", async () => {
    const ip = freshIp();
    for (let i = 0; i < 50; i++) expect((await start(address("client"), ip)).status).toBe(202);
    const last = address("client-51st");
    const refused = await start(last, ip);
    const body = await expectError(refused, 429, "rate_limited");
    expect(body.error.retryable).toBe(true);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(3600);
    expect(await mailboxFor(last)).toHaveLength(0);

    expect((await start(last, freshIp())).status).toBe(202);
  }, 30_000);

  it("one person's retries from an office address never lock out a colleague there", async () => {
    const ip = freshIp();
    const retrying = address("office-retrier");
    // The retrier is held by the per-address rules (one a minute); nothing counts against the office.
    for (let i = 0; i < 30; i++) await start(retrying, ip);
    expect(await codeRows(retrying)).toHaveLength(1);
    expect((await start(address("office-colleague"), ip)).status).toBe(202);
  });

  it("concurrent requests cannot get past the per-client limit", async () => {
    const ip = freshIp();
    const addresses = Array.from({ length: 60 }, () => address("burst"));
    const responses = await Promise.all(addresses.map((email) => start(email, ip)));
    const statuses = responses.map((r) => r.status);
    const sent = statuses.filter((s) => s === 202).length;
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThanOrEqual(50);
    expect(statuses.every((s) => s === 202 || s === 429)).toBe(true);
    // Every code stored was answered with 202, and nothing else was stored.
    const stored = (await Promise.all(addresses.map(codeRows))).flat();
    expect(stored).toHaveLength(sent);
  });

  it("concurrent requests for one address send one code", async () => {
    const email = address("burst-one");
    const responses = await Promise.all(Array.from({ length: 5 }, () => start(email, freshIp())));
    expect(responses.filter((r) => r.status === 202)).toHaveLength(1);
    expect(await codeRows(email)).toHaveLength(1);
  });
});

describe("no account enumeration", () => {
  it("answers a code request for an existing account and for an unknown address identically", async () => {
    const known = address("known");
    await signIn(known, freshIp());
    await passTime(known, 61 * SEC);
    const unknown = address("unknown");

    const a = await start(known, freshIp());
    const b = await start(unknown, freshIp());
    expect(a.status).toBe(202);
    expect(b.status).toBe(a.status);
    const headerNames = (r: Response) => [...r.headers.keys()].sort();
    expect(headerNames(b)).toEqual(headerNames(a));
    expect(a.headers.get("set-cookie")).toBeNull();
    const withoutMeta = (text: string) => JSON.stringify({ ...JSON.parse(text), meta: undefined });
    const [textA, textB] = [await a.text(), await b.text()];
    expect(withoutMeta(textB)).toBe(withoutMeta(textA));
    // Only the meta differs, and it is the same length (same shape).
    expect(textB.length).toBe(textA.length);
  });

  it("answers a wrong code for an existing account and for an unknown address identically", async () => {
    const known = address("known-wrong");
    await signIn(known, freshIp());
    const a = await verify(known, "000000", freshIp());
    const b = await verify(address("unknown-wrong"), "000000", freshIp());
    const bodyA = await expectError(a, 400, "invalid_code", "code");
    const bodyB = await expectError(b, 400, "invalid_code", "code");
    expect({ ...bodyB, meta: undefined }).toEqual({ ...bodyA, meta: undefined });
  });
});

describe("account creation", () => {
  it("creates the account on the first verified code, with the browser's time zone", async () => {
    const email = address("new");
    const ip = freshIp();
    await start(email, ip);
    expect(await userRow(email)).toBeNull();
    const response = await verify(email, await latestCode(email), ip, "America/New_York");
    expect(response.status).toBe(200);
    const body = await json(response);
    const row = await userRow(email);
    expect(row).not.toBeNull();
    expect(body.data.user).toEqual({ id: row!.id, email, plan: "free" });
    expect(row!.time_zone).toBe("America/New_York");
  });

  it("falls back to UTC for an invalid time zone", async () => {
    const email = address("badtz");
    const ip = freshIp();
    await start(email, ip);
    expect((await verify(email, await latestCode(email), ip, "Mars/Olympus_Mons")).status).toBe(200);
    expect((await userRow(email))!.time_zone).toBe("UTC");
  });

  it("falls back to UTC when no time zone is given", async () => {
    const email = address("notz");
    const ip = freshIp();
    await start(email, ip);
    expect((await verify(email, await latestCode(email), ip)).status).toBe(200);
    expect((await userRow(email))!.time_zone).toBe("UTC");
  });

  it("signs an existing account in without creating another or changing its time zone", async () => {
    const email = address("again");
    await signIn(email, freshIp()); // Europe/Paris
    const id = (await userRow(email))!.id;
    await passTime(email, 61 * SEC);
    const ip = freshIp();
    await start(email, ip);
    const response = await verify(email, await latestCode(email), ip, "Asia/Tokyo");
    expect((await json(response)).data.user.id).toBe(id);
    const { results } = await env.DB.prepare("SELECT id, time_zone FROM users WHERE email = ?").bind(email).all();
    expect(results).toEqual([{ id, time_zone: "Europe/Paris" }]);
  });
});

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax, Path=/, lasts 30 days and is not Secure on http://localhost", async () => {
    const email = address("cookie");
    const ip = freshIp();
    await start(email, ip);
    const before = Date.now();
    const response = await verify(email, await latestCode(email), ip);
    const { pair, attrs } = cookieAttributes(response.headers.get("set-cookie") ?? "");
    expect(pair).toMatch(/^fathom_session=[A-Za-z0-9_-]{43}$/);
    expect(attrs.has("httponly")).toBe(true);
    expect(attrs.get("samesite")).toBe("Lax");
    expect(attrs.get("path")).toBe("/");
    expect(attrs.has("secure")).toBe(false);
    expect(attrs.has("domain")).toBe(false);
    const expires = Date.parse(attrs.get("expires") ?? "");
    expect(Math.abs(expires - (before + 30 * DAY))).toBeLessThan(MIN);
  });

  it("is Secure when the site is served over https", async () => {
    const httpsOrigin = "https://fathom.example";
    const email = address("secure");
    const ip = freshIp();
    const post = (path: string, body: unknown) =>
      exports.default.fetch(
        new Request(`${httpsOrigin}${path}`, {
          method: "POST",
          headers: { origin: httpsOrigin, "content-type": "application/json", "cf-connecting-ip": ip },
          body: JSON.stringify(body),
        }),
      );
    expect((await post("/auth/email/start", { email })).status).toBe(202);
    const response = await post("/auth/email/verify", { email, code: await latestCode(email) });
    expect(response.status).toBe(200);
    const { pair, attrs } = cookieAttributes(response.headers.get("set-cookie") ?? "");
    expect(attrs.has("secure")).toBe(true);
    expect(attrs.has("httponly")).toBe(true);
    expect(attrs.get("samesite")).toBe("Lax");

    const me = await exports.default.fetch(new Request(`${httpsOrigin}/app/me`, { headers: { cookie: pair } }));
    expect(me.status).toBe(200);
    expect((await json(me)).data.email).toBe(email);
  });

  it("holds a token the database stores only hashed", async () => {
    const cookie = await signIn(address("tokenhash"), freshIp());
    const token = cookie.slice("fathom_session=".length);
    const rows = await sessionRows(await meId(cookie));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.values(rows[0]!)).not.toContain(token);
  });
});

describe("session lifetime", () => {
  it("an expired session is refused with 401 and the cookie is cleared", async () => {
    const cookie = await signIn(address("expired"), freshIp());
    const userId = await meId(cookie);
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE user_id = ?").bind(Date.now() - SEC, userId).run();

    const response = await call("/app/me", { cookie });
    await expectError(response, 401, "unauthorized");
    const { pair, attrs } = cookieAttributes(response.headers.get("set-cookie") ?? "");
    expect(pair).toBe("fathom_session=");
    expect(attrs.get("max-age")).toBe("0");
    expect(attrs.get("path")).toBe("/");
  });

  it("is not re-issued on every request", async () => {
    const cookie = await signIn(address("noslide"), freshIp());
    const response = await call("/app/me", { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("slides forward when last seen over an hour ago: new expiry in the row and a re-issued cookie", async () => {
    const cookie = await signIn(address("slide"), freshIp());
    const userId = await meId(cookie);
    const oldExpiry = Date.now() + DAY;
    await env.DB.prepare("UPDATE sessions SET last_seen_at = ?, expires_at = ? WHERE user_id = ?").bind(Date.now() - 2 * HOUR, oldExpiry, userId).run();

    const before = Date.now();
    const response = await call("/app/me", { cookie });
    expect(response.status).toBe(200);
    const { pair, attrs } = cookieAttributes(response.headers.get("set-cookie") ?? "");
    expect(pair).toBe(cookie);
    expect(attrs.has("httponly")).toBe(true);
    expect(Math.abs(Date.parse(attrs.get("expires") ?? "") - (before + 30 * DAY))).toBeLessThan(MIN);

    const [row] = await sessionRows(userId);
    expect(row!.expires_at).toBeGreaterThan(oldExpiry);
    expect(Math.abs(row!.expires_at - (before + 30 * DAY))).toBeLessThan(MIN);
    expect(row!.last_seen_at).toBeGreaterThanOrEqual(before);
  });

  it("sign-out ends this session and clears the cookie", async () => {
    const cookie = await signIn(address("signout"), freshIp());
    const userId = await meId(cookie);
    const response = await call("/auth/sign-out", { method: "POST", cookie });
    expect(response.status).toBe(200);
    expect((await json(response)).data).toEqual({ signedOut: true });
    const { pair, attrs } = cookieAttributes(response.headers.get("set-cookie") ?? "");
    expect(pair).toBe("fathom_session=");
    expect(attrs.get("max-age")).toBe("0");

    await expectError(await call("/app/me", { cookie }), 401, "unauthorized");
    expect(await sessionRows(userId)).toHaveLength(0);
  });

  it("sign-out needs a session", async () => {
    await expectError(await call("/auth/sign-out", { method: "POST" }), 401, "unauthorized");
  });

  it("sign-out-all ends every session of the user and no one else's", async () => {
    const email = address("everywhere");
    const first = await signIn(email, freshIp());
    await passTime(email, 61 * SEC);
    const second = await signIn(email, freshIp());
    expect(second).not.toBe(first);
    const bystander = await signIn(address("bystander"), freshIp());

    const response = await call("/auth/sign-out-all", { method: "POST", cookie: first });
    expect(response.status).toBe(200);
    expect((await json(response)).data).toEqual({ signedOut: true, sessionsEnded: 2 });

    await expectError(await call("/app/me", { cookie: first }), 401, "unauthorized");
    await expectError(await call("/app/me", { cookie: second }), 401, "unauthorized");
    expect((await call("/app/me", { cookie: bystander })).status).toBe(200);
  });
});

describe("cross-site protection", () => {
  it("refuses a code request from another origin, and sends nothing", async () => {
    const email = address("evil");
    const response = await call("/auth/email/start", { body: { email }, origin: "https://evil.example", ip: freshIp() });
    await expectError(response, 403, "cross_site_request");
    expect(await mailboxFor(email)).toHaveLength(0);
  });

  it.each([
    ["the same host over https", "https://localhost:8787"],
    ["another port", "http://localhost:9999"],
    ["an opaque origin", "null"],
  ])("refuses an Origin of %s", async (_label, origin) => {
    await expectError(await call("/auth/email/start", { body: { email: address("origin") }, origin, ip: freshIp() }), 403, "cross_site_request");
  });

  it("refuses a request with no Origin and no Sec-Fetch-Site", async () => {
    await expectError(await call("/auth/email/start", { body: { email: address("noorigin") }, origin: null, ip: freshIp() }), 403, "cross_site_request");
  });

  it("refuses a request with no Origin that the browser marked cross-site", async () => {
    const response = await call("/auth/email/start", { body: { email: address("xsite") }, origin: null, headers: { "sec-fetch-site": "cross-site" }, ip: freshIp() });
    await expectError(response, 403, "cross_site_request");
  });

  it("accepts a request with no Origin that the browser marked same-origin", async () => {
    const response = await call("/auth/email/start", { body: { email: address("sameorigin") }, origin: null, headers: { "sec-fetch-site": "same-origin" }, ip: freshIp() });
    expect(response.status).toBe(202);
  });

  it("protects signed-in changes: a cross-site PATCH or sign-out changes nothing", async () => {
    const cookie = await signIn(address("csrf"), freshIp());
    await expectError(await call("/app/me", { method: "PATCH", body: { timeZone: "Asia/Tokyo" }, cookie, origin: "https://evil.example" }), 403, "cross_site_request");
    await expectError(await call("/auth/sign-out", { method: "POST", cookie, origin: "https://evil.example" }), 403, "cross_site_request");
    const me = await call("/app/me", { cookie });
    expect(me.status).toBe(200);
    expect((await json(me)).data.timeZone).toBe("Europe/Paris");
  });
});

describe("/app/me", () => {
  it("shows the account", async () => {
    const email = address("me");
    const cookie = await signIn(email, freshIp());
    const row = await userRow(email);
    const body = await json(await call("/app/me", { cookie }));
    expect(body.data).toEqual({
      id: row!.id,
      email,
      plan: "free",
      timeZone: "Europe/Paris",
      apiAccess: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      deletionRequestedAt: null,
    });
  });

  it("PATCH sets a valid time zone", async () => {
    const cookie = await signIn(address("tz"), freshIp());
    const response = await call("/app/me", { method: "PATCH", body: { timeZone: "America/Los_Angeles" }, cookie });
    expect(response.status).toBe(200);
    expect((await json(response)).data.timeZone).toBe("America/Los_Angeles");
    expect((await json(await call("/app/me", { cookie }))).data.timeZone).toBe("America/Los_Angeles");
  });

  it.each([
    ["an unknown zone", { timeZone: "Mars/Olympus_Mons" }],
    ["a missing zone", {}],
    ["a too-long zone", { timeZone: `Europe/${"x".repeat(64)}` }],
    ["a non-string zone", { timeZone: 2 }],
  ])("PATCH refuses %s as invalid_param timeZone and changes nothing", async (_label, body) => {
    const cookie = await signIn(address("badpatch"), freshIp());
    await expectError(await call("/app/me", { method: "PATCH", body, cookie }), 400, "invalid_param", "timeZone");
    expect((await json(await call("/app/me", { cookie }))).data.timeZone).toBe("Europe/Paris");
  });

  it("PATCH needs a session", async () => {
    await expectError(await call("/app/me", { method: "PATCH", body: { timeZone: "UTC" } }), 401, "unauthorized");
  });
});

describe("account deletion request", () => {
  it("records the time, and /app/me shows it", async () => {
    const email = address("delete-me");
    const cookie = await signIn(email, freshIp());
    const before = Date.now();
    const response = await call("/app/account/deletion-request", { method: "POST", cookie });
    const after = Date.now();
    expect(response.status).toBe(202);
    const requestedAt = (await json(response)).data.deletionRequestedAt;
    expect(Date.parse(requestedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(requestedAt)).toBeLessThanOrEqual(after);
    expect((await userRow(email))!.deletion_requested_at).toBe(Date.parse(requestedAt));
    expect((await json(await call("/app/me", { cookie }))).data.deletionRequestedAt).toBe(requestedAt);
  });

  it("keeps the first request time when asked again", async () => {
    const email = address("delete-twice");
    const cookie = await signIn(email, freshIp());
    const earlier = Date.now() - DAY;
    await env.DB.prepare("UPDATE users SET deletion_requested_at = ? WHERE email = ?").bind(earlier, email).run();
    const response = await call("/app/account/deletion-request", { method: "POST", cookie });
    expect(response.status).toBe(202);
    expect((await json(response)).data.deletionRequestedAt).toBe(new Date(earlier).toISOString());
    expect((await userRow(email))!.deletion_requested_at).toBe(earlier);
  });

  it("needs a session", async () => {
    await expectError(await call("/app/account/deletion-request", { method: "POST" }), 401, "unauthorized");
  });
});

describe("/dev/mailbox", () => {
  async function mailboxIn(appEnv: string): Promise<Response> {
    const ctx = createExecutionContext();
    const response = await createApp().fetch(new Request(`${ORIGIN}/dev/mailbox`), { ...env, ...PRODUCTION_SECRETS, APP_ENV: appEnv }, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  }

  it("is served in development", async () => {
    expect((await mailboxIn("development")).status).toBe(200);
  });

  it("is a plain 404 in production", async () => {
    await expectError(await mailboxIn("production"), 404, "not_found");
  });
});
