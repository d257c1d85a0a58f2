import { env, exports } from "cloudflare:workers";
import { expect } from "vitest";

export const ORIGIN = "http://localhost:8787";

export interface CallOptions {
  method?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  cookie?: string;
  /** Defaults to the site's own origin, as a browser on the site sends it. */
  origin?: string | null;
  ip?: string;
}

export async function call(path: string, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  const method = options.method ?? (options.body !== undefined || options.rawBody !== undefined ? "POST" : "GET");
  if (options.origin !== null && method !== "GET") headers.set("origin", options.origin ?? ORIGIN);
  if (options.cookie) headers.set("cookie", options.cookie);
  headers.set("cf-connecting-ip", options.ip ?? "203.0.113.7");
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { method, headers, body }));
}

export async function json<T = any>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** Asserts the error envelope's full shape and returns it. */
export async function expectError(response: Response, status: number, code: string, param?: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toContain("application/json");
  const body = await json(response);
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe("string");
  expect(typeof body.error.hint).toBe("string");
  expect(Array.isArray(body.error.nextActions) && body.error.nextActions.length).toBeGreaterThan(0);
  expect(typeof body.error.retryable).toBe("boolean");
  if (param !== undefined) expect(body.error.param).toBe(param);
  expect(body.meta.requestId).toMatch(/^req_/);
  expect(response.headers.get("x-request-id")).toBe(body.meta.requestId);
  expect(new Date(body.meta.timestamp).toISOString()).toBe(body.meta.timestamp);
  expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);
  return body;
}

export async function latestCode(email: string): Promise<string> {
  const response = await call(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  const body = await json(response);
  const match = /code is (\d{6})/.exec(body.data[0]?.text ?? "");
  if (!match) throw new Error(`no code in the mailbox for ${email}`);
  return match[1]!;
}

/** Signs in through the real flow and returns the session cookie pair (`name=value`). */
export async function signIn(email: string, ip = "198.51.100.1"): Promise<string> {
  const started = await call("/auth/email/start", { body: { email }, ip });
  expect(started.status).toBe(202);
  const verified = await call("/auth/email/verify", { body: { email, code: await latestCode(email), timeZone: "Europe/Paris" }, ip });
  expect(verified.status).toBe(200);
  const cookie = verified.headers.get("set-cookie") ?? "";
  const pair = cookie.split(";")[0]!;
  expect(pair).toMatch(/^fathom_session=/);
  return pair;
}

export { env };

/** Unique addresses and client IPs per test file, so throttles and accounts never collide. */
export function identities(domain: string, ipBlock: number) {
  let seq = 0;
  return {
    address(label: string): string {
      seq += 1;
      return `${label}-${seq}@${domain}`;
    },
    freshIp(): string {
      seq += 1;
      return `10.${ipBlock}.${Math.floor(seq / 250)}.${(seq % 250) + 1}`;
    },
  };
}
