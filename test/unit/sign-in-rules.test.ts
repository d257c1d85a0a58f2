import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CODE_TTL_MS,
  decideSend,
  HOUR_MS,
  isCodeLive,
  MAX_CODES_PER_ADDRESS_PER_HOUR,
  MAX_ADDRESSES_PER_CLIENT_PER_HOUR,
  MAX_FAILED_ATTEMPTS,
  normalizeEmail,
  RESEND_INTERVAL_MS,
} from "../../worker/auth/sign-in-rules";
import { cookieIsSecure, isSessionLive, SESSION_REFRESH_AFTER_MS, SESSION_TTL_MS, shouldRefresh } from "../../worker/auth/session-rules";
import { constantTimeEqual, newId, randomSixDigitCode, randomToken, sha256Hex } from "../../worker/lib/crypto";
import { allowedMethods, type RouteInfo } from "../../worker/http/method-not-allowed";
import { errorBody, successBody, type Meta } from "../../worker/http/envelope";
import { ERROR_CATALOG, isErrorCode, type ErrorCode } from "../../worker/http/errors";

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const MIN = 60 * 1000;
const SEC = 1000;

const ME = "me@example.com";

/** `n` client requests, each for a different address, `gap` apart, the newest `newestAgo` before NOW. */
function others(n: number, gap: number, newestAgo: number): { at: number; address: string }[] {
  return sends(n, gap, newestAgo).map((at, i) => ({ at, address: `other${i}@example.com` }));
}

/** `n` send times, `gap` apart, the newest `newestAgo` before NOW. */
function sends(n: number, gap: number, newestAgo: number): number[] {
  return Array.from({ length: n }, (_, i) => NOW - newestAgo - i * gap);
}

describe("the sign-in constants", () => {
  it("are the documented numbers", () => {
    expect(CODE_TTL_MS).toBe(10 * MIN);
    expect(MAX_FAILED_ATTEMPTS).toBe(5);
    expect(RESEND_INTERVAL_MS).toBe(60 * SEC);
    expect(MAX_CODES_PER_ADDRESS_PER_HOUR).toBe(5);
    expect(MAX_ADDRESSES_PER_CLIENT_PER_HOUR).toBe(50);
    expect(SESSION_TTL_MS).toBe(30 * 24 * 60 * MIN);
    expect(SESSION_REFRESH_AFTER_MS).toBe(60 * MIN);
  });
});

describe("decideSend", () => {
  describe("one code per address per minute", () => {
    it("allows the first code", () => {
      expect(decideSend({ toAddress: [], fromClient: [] }, NOW, ME)).toEqual({ allowed: true });
    });

    it("refuses a resend 30 s later and says to wait the remaining 30 s", () => {
      expect(decideSend({ toAddress: [NOW - 30 * SEC], fromClient: [{ at: NOW - 30 * SEC, address: ME }] }, NOW, ME)).toEqual({ allowed: false, retryAfterMs: 30 * SEC });
    });

    it("refuses 1 ms before the minute is up, with a wait of at least one second", () => {
      expect(decideSend({ toAddress: [NOW - 60 * SEC + 1], fromClient: [] }, NOW, ME)).toEqual({ allowed: false, retryAfterMs: 1000 });
    });

    it("allows a resend exactly 60 s later", () => {
      expect(decideSend({ toAddress: [NOW - 60 * SEC], fromClient: [{ at: NOW - 60 * SEC, address: ME }] }, NOW, ME)).toEqual({ allowed: true });
    });

    it("measures the minute from the newest send, whatever the order of the history", () => {
      const toAddress = [NOW - 50 * MIN, NOW - 10 * SEC, NOW - 20 * MIN];
      expect(decideSend({ toAddress, fromClient: [] }, NOW, ME)).toEqual({ allowed: false, retryAfterMs: 50 * SEC });
    });
  });

  describe("five codes per address per hour", () => {
    it("allows the fifth code of the hour", () => {
      expect(decideSend({ toAddress: sends(4, 5 * MIN, 2 * MIN), fromClient: [] }, NOW, ME)).toEqual({ allowed: true });
    });

    it("refuses the sixth until the oldest of the five leaves the hour", () => {
      const toAddress = sends(5, 5 * MIN, 2 * MIN); // NOW-2min … NOW-22min
      expect(decideSend({ toAddress, fromClient: [] }, NOW, ME)).toEqual({ allowed: false, retryAfterMs: HOUR_MS - 22 * MIN });
    });

    it("ignores sends an hour old or older", () => {
      const toAddress = [NOW - HOUR_MS, NOW - HOUR_MS - 1, ...sends(4, 5 * MIN, 2 * MIN)];
      expect(decideSend({ toAddress, fromClient: [] }, NOW, ME)).toEqual({ allowed: true });
    });

    it("with more than five in the hour waits for enough of them to leave", () => {
      // Seven sends: three must leave the hour before only four remain, so the wait runs to the third oldest.
      const toAddress = sends(7, 5 * MIN, 2 * MIN); // NOW-2min … NOW-32min; third oldest NOW-22min
      expect(decideSend({ toAddress, fromClient: [] }, NOW, ME)).toEqual({ allowed: false, retryAfterMs: HOUR_MS - 22 * MIN });
    });
  });

  describe("fifty addresses per client per hour", () => {
    it("allows the fiftieth address from a client", () => {
      expect(decideSend({ toAddress: [], fromClient: others(49, MIN, MIN) }, NOW, ME)).toEqual({ allowed: true });
    });

    it("refuses a fifty-first address until the oldest address's latest request leaves the hour", () => {
      const fromClient = others(50, SEC, MIN); // NOW-1min … NOW-1min-49s
      expect(decideSend({ toAddress: [], fromClient }, NOW, ME)).toEqual({ allowed: false, retryAfterMs: HOUR_MS - MIN - 49 * SEC });
    });

    it("counts addresses, not requests: retries for one address never lock out a colleague", () => {
      const retries = sends(40, SEC, 0).map((at) => ({ at, address: "retrying@example.com" }));
      expect(decideSend({ toAddress: [], fromClient: retries }, NOW, ME)).toEqual({ allowed: true });
    });

    it("an address the client already used this hour is held only by the per-address rules", () => {
      const fromClient = [...others(50, SEC, 0), { at: NOW - 30 * MIN, address: ME }];
      expect(decideSend({ toAddress: [NOW - 30 * MIN], fromClient }, NOW, ME)).toEqual({ allowed: true });
    });
  });

  it("when several limits apply, waits for the longest", () => {
    const toAddress = [NOW - 10 * SEC]; // 50 s left on the resend interval
    const fromClient = others(50, SEC, 10 * SEC); // oldest NOW-59s: ~59 min left
    expect(decideSend({ toAddress, fromClient }, NOW, ME)).toEqual({ allowed: false, retryAfterMs: HOUR_MS - 59 * SEC });
  });

  it("for any history, a refusal's wait is exact: refused 1 ms earlier, allowed at the end of the wait", () => {
    const history = fc.record({
      toAddress: fc.array(fc.integer({ min: NOW - 2 * HOUR_MS, max: NOW }), { maxLength: 12 }),
      fromClient: fc.array(fc.record({ at: fc.integer({ min: NOW - 2 * HOUR_MS, max: NOW }), address: fc.integer({ min: 0, max: 70 }).map((i) => (i === 0 ? ME : `a${i}@example.com`)) }), { maxLength: 120 }),
    });
    fc.assert(
      fc.property(history, (h) => {
        const decision = decideSend(h, NOW, ME);
        if (decision.allowed) return;
        expect(decision.retryAfterMs).toBeGreaterThanOrEqual(1000);
        expect(decideSend(h, NOW + decision.retryAfterMs, ME)).toEqual({ allowed: true });
        if (decision.retryAfterMs > 1000) expect(decideSend(h, NOW + decision.retryAfterMs - 1, ME).allowed).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe("isCodeLive", () => {
  const fresh = { expiresAt: NOW + CODE_TTL_MS, failedAttempts: 0, consumedAt: null };

  it("is live while unused, unexpired and with tries left", () => {
    expect(isCodeLive(fresh, NOW)).toBe(true);
    expect(isCodeLive({ ...fresh, failedAttempts: 4 }, NOW)).toBe(true);
    expect(isCodeLive(fresh, NOW + CODE_TTL_MS - 1)).toBe(true);
  });

  it("dies at its expiry time", () => {
    expect(isCodeLive(fresh, NOW + CODE_TTL_MS)).toBe(false);
  });

  it("dies after the fifth wrong try", () => {
    expect(isCodeLive({ ...fresh, failedAttempts: 5 }, NOW)).toBe(false);
  });

  it("dies once used", () => {
    expect(isCodeLive({ ...fresh, consumedAt: NOW - 1 }, NOW)).toBe(false);
  });
});

describe("normalizeEmail", () => {
  it("trims and lower-cases", () => {
    expect(normalizeEmail("  Ada.Lovelace@Example.COM \n")).toBe("ada.lovelace@example.com");
  });

  it("leaves a normal address alone", () => {
    expect(normalizeEmail("ada@example.com")).toBe("ada@example.com");
  });
});

describe("session rules", () => {
  it("refreshes the sliding expiry only after an hour since it was last seen", () => {
    expect(shouldRefresh({ lastSeenAt: NOW }, NOW)).toBe(false);
    expect(shouldRefresh({ lastSeenAt: NOW - HOUR_MS + 1 }, NOW)).toBe(false);
    expect(shouldRefresh({ lastSeenAt: NOW - HOUR_MS }, NOW)).toBe(true);
    expect(shouldRefresh({ lastSeenAt: NOW - 2 * HOUR_MS }, NOW)).toBe(true);
  });

  it("a session is live strictly before its expiry", () => {
    expect(isSessionLive({ expiresAt: NOW + 1 }, NOW)).toBe(true);
    expect(isSessionLive({ expiresAt: NOW }, NOW)).toBe(false);
    expect(isSessionLive({ expiresAt: NOW - 1 }, NOW)).toBe(false);
  });

  describe("cookieIsSecure", () => {
    it.each(["http://localhost:8787/auth/email/verify", "http://127.0.0.1:8787/", "http://[::1]:5173/"])("is not Secure on plain-http local development (%s)", (url) => {
      expect(cookieIsSecure(new URL(url))).toBe(false);
    });

    it.each([
      "https://fathom.example/",
      "https://localhost:8787/",
      "http://fathom.example/",
      "http://localhost.evil.example/",
      "http://127.0.0.1.nip.io/",
    ])("is Secure everywhere else (%s)", (url) => {
      expect(cookieIsSecure(new URL(url))).toBe(true);
    });
  });
});

describe("crypto helpers", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe("randomSixDigitCode", () => {
    it("is always exactly six ASCII digits", () => {
      for (let i = 0; i < 5000; i++) expect(randomSixDigitCode()).toMatch(/^[0-9]{6}$/);
    });

    it("spreads over all leading digits, zero included, roughly evenly", () => {
      const n = 20_000;
      const counts = Array.from({ length: 10 }, () => 0);
      for (let i = 0; i < n; i++) counts[Number(randomSixDigitCode()[0])]! += 1;
      const expected = n / 10;
      const chiSquare = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
      // 9 degrees of freedom; P(chi² > 40) ≈ 5e-6 for a uniform source. A constant or biased code fails by far.
      expect(chiSquare).toBeLessThan(40);
      expect(counts.every((c) => c > 0)).toBe(true);
    });

    it("is not repetitive", () => {
      const seen = new Set(Array.from({ length: 1000 }, () => randomSixDigitCode()));
      // 1000 draws from a million values: a handful of collisions at most.
      expect(seen.size).toBeGreaterThan(990);
    });

    it("pads small values with leading zeros", () => {
      vi.spyOn(crypto, "getRandomValues").mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
        (array as unknown as Uint32Array)[0] = 42;
        return array;
      });
      expect(randomSixDigitCode()).toBe("000042");
    });

    it("rejects draws from the biased top of the 32-bit range and draws again", () => {
      const limit = Math.floor(2 ** 32 / 1_000_000) * 1_000_000; // 4_294_000_000
      const draws = [2 ** 32 - 1, limit, limit - 1];
      const spy = vi.spyOn(crypto, "getRandomValues").mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
        (array as unknown as Uint32Array)[0] = draws.shift()!;
        return array;
      });
      expect(randomSixDigitCode()).toBe("999999");
      expect(spy).toHaveBeenCalledTimes(3);
    });
  });

  describe("constantTimeEqual", () => {
    it("is true for equal strings", () => {
      expect(constantTimeEqual("", "")).toBe(true);
      expect(constantTimeEqual("test-admin-token", "test-admin-token")).toBe(true);
      expect(constantTimeEqual("clé-été", "clé-été")).toBe(true);
    });

    it("is false when one character differs, anywhere", () => {
      expect(constantTimeEqual("abcdef", "Xbcdef")).toBe(false);
      expect(constantTimeEqual("abcdef", "abcXef")).toBe(false);
      expect(constantTimeEqual("abcdef", "abcdeX")).toBe(false);
    });

    it("is false when the lengths differ, even for a prefix or trailing NULs", () => {
      expect(constantTimeEqual("abc", "abcd")).toBe(false);
      expect(constantTimeEqual("abcd", "abc")).toBe(false);
      expect(constantTimeEqual("", "a")).toBe(false);
      expect(constantTimeEqual("a", "a\0")).toBe(false);
    });

    it("compares bytes, not UTF-16 units", () => {
      expect(constantTimeEqual("é", "e\u0301")).toBe(false);
    });

    it("agrees with === on arbitrary strings", () => {
      fc.assert(
        fc.property(fc.string(), fc.string(), (a, b) => {
          expect(constantTimeEqual(a, b)).toBe(a === b);
          expect(constantTimeEqual(a, a)).toBe(true);
        }),
      );
    });
  });

  it("sha256Hex matches the FIPS 180-2 test vector", async () => {
    expect(await sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("randomToken is URL-safe, 256 bits by default, and never repeats", () => {
    const a = randomToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken(12)).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(randomToken()).not.toBe(a);
  });

  it("newId carries its prefix and is unique", () => {
    const ids = new Set(Array.from({ length: 100 }, () => newId("usr")));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^usr_[0-9a-z]+$/);
  });
});

describe("allowedMethods (405 support)", () => {
  const routes: RouteInfo[] = [
    { method: "ALL", path: "*" },
    { method: "ALL", path: "/auth/*" },
    { method: "GET", path: "/health" },
    { method: "POST", path: "/auth/email/start" },
    { method: "GET", path: "/app/me" },
    { method: "PATCH", path: "/app/me" },
    { method: "GET", path: "/auth/oauth/:provider/start" },
    { method: "GET", path: "/openapi.json" },
    { method: "GET", path: "/files/*" },
  ];

  it("lists the methods of a known path, sorted", () => {
    expect(allowedMethods(routes, "/auth/email/start")).toEqual(["POST"]);
  });

  it("adds HEAD wherever GET is allowed", () => {
    expect(allowedMethods(routes, "/app/me")).toEqual(["GET", "HEAD", "PATCH"]);
    expect(allowedMethods(routes, "/health")).toEqual(["GET", "HEAD"]);
  });

  it("matches path parameters within one segment only", () => {
    expect(allowedMethods(routes, "/auth/oauth/google/start")).toEqual(["GET", "HEAD"]);
    expect(allowedMethods(routes, "/auth/oauth/google/x/start")).toEqual([]);
  });

  it("is empty for an unknown path, so it stays a 404", () => {
    expect(allowedMethods(routes, "/nope")).toEqual([]);
    expect(allowedMethods(routes, "/auth/email")).toEqual([]);
    expect(allowedMethods(routes, "/auth/email/start/more")).toEqual([]);
  });

  it("does not let middleware (ALL) or wildcard routes make every path 'known'", () => {
    expect(allowedMethods(routes, "/auth/anything")).toEqual([]);
    expect(allowedMethods(routes, "/files/a.txt")).toEqual([]);
  });

  it("treats dots and other regex characters in paths literally", () => {
    expect(allowedMethods(routes, "/openapi.json")).toEqual(["GET", "HEAD"]);
    expect(allowedMethods(routes, "/openapiXjson")).toEqual([]);
  });

  it("does not match a path with a trailing slash the router itself would not match", () => {
    // The router is strict about trailing slashes, so `/auth/email/start/` is a different (unknown)
    // path: calling it a 405 would answer a POST with "Allow: POST".
    expect(allowedMethods(routes, "/auth/email/start/")).toEqual([]);
  });
});

describe("error envelope (errorBody and the catalog)", () => {
  // The table in API.md "Error codes", plus the two site-only codes.
  const CONTRACT: Record<ErrorCode, { status: number; retryable: boolean }> = {
    invalid_request: { status: 400, retryable: false },
    invalid_param: { status: 400, retryable: false },
    key_in_url: { status: 400, retryable: false },
    unauthorized: { status: 401, retryable: false },
    key_revoked: { status: 401, retryable: false },
    key_expired: { status: 401, retryable: false },
    insufficient_scope: { status: 403, retryable: false },
    plan_required: { status: 403, retryable: false },
    not_found: { status: 404, retryable: false },
    method_not_allowed: { status: 405, retryable: false },
    conflict: { status: 409, retryable: false },
    payload_too_large: { status: 413, retryable: false },
    unsupported_media_type: { status: 415, retryable: false },
    rate_limited: { status: 429, retryable: true },
    usage_exhausted: { status: 429, retryable: false },
    upstream_unavailable: { status: 503, retryable: true },
    internal_error: { status: 500, retryable: true },
    invalid_code: { status: 400, retryable: false },
    cross_site_request: { status: 403, retryable: false },
  };
  const meta: Meta = { requestId: "req_test", timestamp: "2026-01-15T12:00:00.000Z" };

  it("the catalog holds exactly the contract's codes", () => {
    expect(Object.keys(ERROR_CATALOG).sort()).toEqual(Object.keys(CONTRACT).sort());
  });

  it.each(Object.keys(CONTRACT) as ErrorCode[])("%s has the contract's status and retryability and a complete body", (code) => {
    expect(ERROR_CATALOG[code].status).toBe(CONTRACT[code].status);
    const body = errorBody(code, meta);
    expect(body.meta).toEqual(meta);
    expect(Object.keys(body.error).sort()).toEqual(["code", "hint", "message", "nextActions", "retryable"]);
    expect(body.error.code).toBe(code);
    expect(body.error.retryable).toBe(CONTRACT[code].retryable);
    expect(body.error.message).toBe(ERROR_CATALOG[code].message);
    expect(body.error.message.length).toBeGreaterThan(0);
    expect(body.error.hint.length).toBeGreaterThan(0);
    expect(body.error.nextActions.length).toBeGreaterThan(0);
    for (const action of body.error.nextActions) expect(action.length).toBeGreaterThan(0);
    expect(isErrorCode(code)).toBe(true);
  });

  it("rate_limited is retryable", () => {
    expect(errorBody("rate_limited", meta).error.retryable).toBe(true);
  });

  it("internal_error carries no stack or internal detail, even when given an error's message", () => {
    const body = errorBody("internal_error", meta);
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/stack|\bat \S+:\d+/);
    expect(body.error.message).toBe("Something went wrong on our side.");
    expect(body.error).not.toHaveProperty("stack");
    expect(body.error).not.toHaveProperty("cause");
  });

  it("includes param only when given, and lets message and hint be overridden", () => {
    const body = errorBody("invalid_param", meta, { param: "email", message: "email: Enter a valid e-mail address.", hint: "h" });
    expect(body.error.param).toBe("email");
    expect(body.error.message).toBe("email: Enter a valid e-mail address.");
    expect(body.error.hint).toBe("h");
    expect(errorBody("invalid_param", meta)).not.toHaveProperty("error.param");
  });

  it("copies next actions, so a body can never change the catalog", () => {
    const body = errorBody("not_found", meta);
    body.error.nextActions.push("mutated");
    expect(ERROR_CATALOG.not_found.nextActions).not.toContain("mutated");
  });

  it("isErrorCode rejects names outside the catalog", () => {
    expect(isErrorCode("teapot")).toBe(false);
    expect(isErrorCode("toString")).toBe(false);
  });

  it("the success envelope is data + meta and nothing else", () => {
    expect(successBody({ a: 1 }, meta)).toEqual({ data: { a: 1 }, meta });
  });
});
