import { expect } from "vitest";
import { expectContract } from "./contract";
import { call, env, json, signIn } from "./helpers";

/** Helpers for /v1 tests: accounts with API access, keys minted through the operator endpoint. */
const ADMIN = { authorization: "Bearer test-admin-token" };

export async function admin(path: string, body: unknown): Promise<Response> {
  return call(`/admin${path}`, { body, headers: ADMIN, origin: null });
}

export interface ApiUser {
  email: string;
  cookie: string;
  key: string;
  keyId: string;
}

export async function apiUser(email: string, scopes: string[], options: { ip?: string; expiresInDays?: number; name?: string } = {}): Promise<ApiUser> {
  const cookie = await signIn(email, options.ip);
  expect((await admin("/api-access", { email, on: true })).status).toBe(200);
  const { key, keyId } = await mintKey(email, scopes, options);
  return { email, cookie, key, keyId };
}

export async function mintKey(email: string, scopes: string[], options: { expiresInDays?: number; name?: string } = {}) {
  const response = await admin("/create-key", { email, scopes, name: options.name ?? "test key", ...(options.expiresInDays ? { expiresInDays: options.expiresInDays } : {}) });
  expect(response.status).toBe(201);
  const body = await json(response);
  return { key: body.data.secret as string, keyId: body.data.key.id as string };
}

export interface V1Options {
  key?: string;
  method?: string;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
  ip?: string;
}

/** A /v1 call as a developer makes it (bearer key, no Origin), checked against the OpenAPI document. */
export async function v1(path: string, options: V1Options = {}): Promise<Response> {
  const method = options.method ?? (options.body !== undefined ? "POST" : "GET");
  const response = await v1Raw(path, options);
  await expectContract(method, path, response);
  return response;
}

export function v1Raw(path: string, options: V1Options = {}): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key) headers.authorization = `Bearer ${options.key}`;
  return call(`/v1${path}`, {
    method: options.method ?? (options.body !== undefined ? "POST" : "GET"),
    ...(options.body !== undefined ? { body: options.body } : {}),
    headers,
    ...(options.cookie ? { cookie: options.cookie } : { origin: null }),
    ...(options.ip ? { ip: options.ip } : {}),
  });
}

/** Raises a key's limits, for tests about something other than limits. */
export async function roomyLimits(keyId: string, limits = { read: 1000, write: 1000 }): Promise<void> {
  await env.API_KEY.getByName(/^k([0-9a-f]{12})g/.exec(keyId)![1]!).setLimits(limits);
}

/**
 * The key owner's audit log without the /v1/audit reads themselves. Audit rows are written after
 * the answer is sent, so this waits (briefly) until at least `atLeast` entries are there.
 */
export async function auditOf(key: string, atLeast: number): Promise<any[]> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const entries = ((await json(await v1("/audit?limit=100", { key }))).data as { path: string }[]).filter((e) => e.path !== "/v1/audit");
    if (entries.length >= atLeast) return entries;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`the audit log never reached ${atLeast} entries`);
}
