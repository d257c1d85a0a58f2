import { afterEach, describe, expect, it, vi } from "vitest";
import { call, identities } from "./helpers";
import { apiUser } from "./api-helpers";

/**
 * What the Worker itself logs never holds an API key: a key pasted into the path or query (plain
 * or percent-encoded), sent in a body, or in a bad Authorization header. (wrangler's local access
 * log is printed outside the Worker; README says so.)
 */
const { address, freshIp } = identities("key-logging.example", 133);

describe("the Worker's logs", () => {
  afterEach(() => vi.restoreAllMocks());

  it("never contain a key, wherever the request carried it", async () => {
    const user = await apiUser(address("log"), ["watchlist:write"], { ip: freshIp() });
    const secret = user.key.slice(20);
    const lines: string[] = [];
    for (const level of ["log", "info", "warn", "error"] as const) vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
    const auth = { authorization: `Bearer ${user.key}` };
    await call(`/v1/${user.key}`, { headers: auth, origin: null });
    await call(`/v1/watchlists/${encodeURIComponent(encodeURIComponent(user.key))}`, { origin: null });
    await call(`/v1/watchlists?q=${user.key}`, { origin: null });
    await call(`/app/${user.key}`, { origin: null });
    await call("/v1/watchlists", { rawBody: `{"name": "${user.key}"`, headers: { ...auth, "content-type": "application/json" }, origin: null });
    await call("/v1/watchlists", { body: { name: user.key, extra: user.key }, headers: auth, origin: null });
    await call("/v1/capabilities", { headers: { authorization: `Basic ${user.key}` }, origin: null });
    await new Promise((r) => setTimeout(r, 50));
    expect(lines.some((l) => l.includes('"msg":"request"'))).toBe(true);
    for (const line of lines) expect(line).not.toContain(secret);
  });
});
