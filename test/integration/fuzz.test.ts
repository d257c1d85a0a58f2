import { describe, expect, it } from "vitest";
import { ROUTE_TABLE } from "../../worker/api/define";
import { SCOPES } from "../../worker/api/scopes";
import { createApp } from "../../worker/app";
import { ERROR_CATALOG } from "../../worker/http/errors";
import { call, identities, json, ORIGIN, signIn } from "./helpers";
import { apiUser, roomyLimits } from "./api-helpers";

/**
 * A bounded, seeded fuzz of every /v1 route (from the route table) and every /app and /auth route
 * (from the Hono app's own `routes`): malformed path parameters, encodings, query values,
 * cursors, content types and bodies, with a key, a session or nothing. Loopback only (the
 * Worker is called in-process). Every answer must be below 500, and every error must be the
 * JSON envelope with a catalog code. The same seed gives the same requests.
 */
const SEED = 0x5eed_f00d;
const VARIANTS_PER_ROUTE = 14;
const { address, freshIp } = identities("fuzz.example", 64);

/** mulberry32: small, fast and good enough to pick cases reproducibly. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}

const PARAMS = ["", "%", "%25", "%zz", "..%2f..%2fetc", "a".repeat(600), "null", "undefined", "0", "-1", "1e309", "NaN", "%00", "%E2%80%AE", "%F0%9F%92%A5", "svc%255Fk000000000000g1_", "<script>", "'%20OR%201=1--", "k000000000000g0", "wl_missing", "pf_%C0%AF"];
const QUERIES = ["", "?limit=abc", "?limit=-1", "?limit=0", "?limit=1e9", "?limit=25&limit=26", "?cursor=garbage", "?cursor=aaaa.bbbb", "?cursor=eyJrIjoxfQ.AAAA", "?cursor=" + "x".repeat(600), "?cursor=%", "?symbols=" + ",".repeat(300), "?symbol=%00", "?interval=1y&from=-5&to=abc", "?q=" + "%F0".repeat(40), "?__proto__[x]=1", "?%=%"];
const TYPES = [undefined, "application/json", "application/json;", "application/json ; charset=utf-8", "application/json; charset=utf-16", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=zz", "application/json, text/plain", "", "application/vnd.api+json", "*/*"];
const BODIES = ["", "{", "null", "[]", "123", '"str"', "{}", '{"name":123}', '{"name":"' + "n".repeat(10_000) + '"}', '{"__proto__":{"admin":true},"name":"p"}', "[".repeat(2000) + "]".repeat(2000), '{"symbol":"BTC","quantity":"1"}', '{"overlapSeconds":-5}', '{"keyId":"svc_k000000000000g1_x"}', '{"email":"a@b.example","code":"12345x"}', "x".repeat(70 * 1024), '{"name":"\\u0000"}'];

interface Route {
  method: string;
  /** With `{param}` or `:param` placeholders. */
  path: string;
  surface: "v1" | "app" | "auth";
}

function routesUnderTest(): Route[] {
  const v1 = ROUTE_TABLE.map((r) => ({ method: r.method, path: `/v1${r.path}`, surface: "v1" as const }));
  const seen = new Set<string>();
  const site = createApp()
    .routes.filter((r) => r.method !== "ALL" && (r.path.startsWith("/app") || r.path.startsWith("/auth")))
    .map((r) => ({ method: r.method, path: r.path, surface: (r.path.startsWith("/app") ? "app" : "auth") as Route["surface"] }))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && Boolean(seen.add(`${r.method} ${r.path}`)));
  return [...v1, ...site];
}

const CODES = new Set(Object.keys(ERROR_CATALOG));

/**
 * Below 500, or the one 5xx the contract promises: `upstream_unavailable` (503), which the market
 * routes answer by design when a provider has no data (offline, as here, there is no DeFi data).
 */
async function expectSafe(label: string, response: Response): Promise<void> {
  if (response.status < 400) return;
  expect(response.headers.get("content-type") ?? "", label).toContain("application/json");
  const body = await json(response);
  expect(CODES.has(body?.error?.code), `${label}: ${JSON.stringify(body).slice(0, 200)}`).toBe(true);
  if (response.status >= 500) expect(`${response.status} ${body.error.code}`, label).toBe("503 upstream_unavailable");
  expect(typeof body.error.message, label).toBe("string");
  expect(body.meta.requestId, label).toMatch(/^req_/);
}

describe("fuzz: every /v1, /app and /auth route", () => {
  it("answers malformed input with the envelope and never a 5xx", async () => {
    // The ROUTE_TABLE is filled as the app is built.
    createApp();
    const routes = routesUnderTest();
    const user = await apiUser(address("fuzz"), [...SCOPES], { ip: freshIp() });
    await roomyLimits(user.keyId, { read: 100_000, write: 100_000 });
    const random = prng(SEED);
    let requests = 0;
    for (const route of routes) {
      for (let v = 0; v < VARIANTS_PER_ROUTE; v++) {
        const path = route.path.replace(/\{[^}]+\}|:[A-Za-z]+/g, () => random.pick(PARAMS)) + random.pick(QUERIES);
        const type = random.pick(TYPES);
        const body = route.method === "GET" ? undefined : random.pick(BODIES);
        // Sign-out would end the fuzz session; those routes get a made-up cookie instead.
        const signOut = route.path.includes("sign-out");
        const auth = random.pick(["key", "session", "none", "garbage"] as const);
        const headers: Record<string, string> = {};
        if (type !== undefined) headers["content-type"] = type;
        if (route.surface === "v1" && auth === "key") headers.authorization = `Bearer ${user.key}`;
        if (auth === "garbage") headers.authorization = random.pick(["Bearer", "Bearer svc_", "Basic Zm9vOmJhcg==", "Bearer " + "a".repeat(5000)]);
        const cookie = signOut ? "fathom_session=made-up" : auth === "session" || route.surface !== "v1" ? user.cookie : undefined;
        const label = `${route.method} ${path.slice(0, 120)} [${type}] ${auth} body=${(body ?? "").slice(0, 40)}`;
        const response = await call(path, {
          method: route.method,
          ...(body !== undefined ? { rawBody: body } : {}),
          headers,
          ...(cookie ? { cookie } : {}),
          origin: random.next() < 0.85 ? ORIGIN : random.pick([null, "https://evil.example", "null"]),
          ip: `10.64.${Math.floor(requests / 250)}.${requests % 250}`,
        });
        await expectSafe(label, response);
        requests += 1;
      }
    }
    console.warn(`fuzz: ${requests} requests over ${routes.length} routes (${routes.filter((r) => r.surface === "v1").length} /v1, ${routes.filter((r) => r.surface !== "v1").length} /app and /auth), seed ${SEED.toString(16)}`);
    expect(requests).toBe(routes.length * VARIANTS_PER_ROUTE);
  }, 240_000);

  it("a fresh session survives the fuzz's sign-out routes (the made-up cookie touches nothing)", async () => {
    const cookie = await signIn(address("after"), freshIp());
    expect((await call("/auth/sign-out", { cookie: "fathom_session=made-up", body: {} })).status).toBe(401);
    expect((await call("/app/me", { cookie })).status).toBe(200);
  });
});
