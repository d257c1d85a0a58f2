import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * A fake of every market upstream, answered from the real response samples in
 * test/fixtures/market/. It runs in the vitest (Node) process as part of `outboundService`, so
 * the Worker under test calls the real provider hostnames and never leaves the machine.
 *
 * A test picks a failure mode through the base URL it configures, e.g.
 * COINGECKO_BASE_URL=https://api.coingecko.com/_fake/rate_limited/api/v3 — no shared state
 * between tests. Modes: ok, rate_limited, server_error, timeout, bad_json.
 */
export const MARKET_HOSTS = new Set([
  "api.coingecko.com",
  "api.binance.com",
  "api.llama.fi",
  "stablecoins.llama.fi",
  "yields.llama.fi",
  "api.twelvedata.com",
  "www.coindesk.com",
  "cointelegraph.com",
  "decrypt.co",
  "www.cnbc.com",
  "status.bridge.example",
]);

const dir = fileURLToPath(new URL("../fixtures/market/", import.meta.url));
const fixture = (name: string) => readFileSync(dir + name, "utf8");
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

export async function marketUpstream(request: Request): Promise<Response> {
  const url = new URL(request.url);
  let path = url.pathname;
  let mode = "ok";
  const m = /^\/_fake\/([a-z_]+)(\/.*)?$/.exec(path);
  if (m) {
    mode = m[1]!;
    path = m[2] ?? "/";
  }
  switch (mode) {
    case "rate_limited":
      return json({ status: { error_code: 429, error_message: "You've exceeded the Rate Limit." } }, 429, { "retry-after": "30" });
    case "server_error":
      return new Response("<html><body>502 Bad Gateway</body></html>", { status: 502, headers: { "content-type": "text/html" } });
    case "timeout":
      await new Promise((r) => setTimeout(r, 3000));
      return json({});
    case "bad_json":
      return json('{"bitcoin": {"usd": 8444', 200);
  }
  return route(url.hostname, path, url.searchParams);
}

function route(host: string, path: string, q: URLSearchParams): Response {
  if (host === "api.coingecko.com") {
    if (path.endsWith("/simple/price")) {
      // The real API answers only the ids it knows; the sample knows bitcoin and ethereum.
      const sample = JSON.parse(fixture("simple_price.json")) as Record<string, unknown>;
      const ids = (q.get("ids") ?? "").split(",");
      return json(Object.fromEntries(Object.entries(sample).filter(([id]) => ids.includes(id))));
    }
    if (path.endsWith("/coins/markets")) return json(fixture("coins_markets.json"));
  }
  if (host === "api.binance.com") {
    if (path === "/api/v3/ticker/24hr") {
      const ticker = JSON.parse(fixture("ticker_24hr_BTCUSDT.json"));
      const symbols = JSON.parse(q.get("symbols") ?? "[]") as string[];
      return json(symbols.includes("BTCUSDT") ? [ticker] : []);
    }
    if (path === "/api/v3/klines") return json(fixture("klines_BTCUSDT_1m.json"));
  }
  if (host === "api.llama.fi") {
    if (path === "/protocol/uniswap") return json(fixture("protocol_uniswap.json"));
    return json({ message: "protocol not found" }, 404);
  }
  if (host === "stablecoins.llama.fi" && path === "/stablecoins") return json(fixture("defillama_stablecoins.json"));
  if (host === "yields.llama.fi" && path === "/pools") return json(fixture("defillama_pools.json"));
  if (host === "api.twelvedata.com") {
    if (path === "/quote") {
      // Like the real API: a map keyed by ticker for several symbols, the bare object for one.
      const batch = JSON.parse(fixture("twelvedata_quote_batch.json")) as Record<string, unknown>;
      const symbols = (q.get("symbol") ?? "").split(",").filter((s) => s in batch);
      return json(symbols.length === 1 ? batch[symbols[0]!] : Object.fromEntries(symbols.map((s) => [s, batch[s]])));
    }
    if (path === "/time_series") return json(fixture("twelvedata_time_series.json"));
  }
  if (host === "status.bridge.example") {
    // The same incident, open (at /api/v2/summary.json) or resolved (under /resolved/).
    const summary = JSON.parse(fixture("statuspage_summary.json"));
    if (path.startsWith("/resolved/")) {
      Object.assign(summary.incidents[0], { status: "resolved", resolved_at: "2026-11-19T14:05:00.000Z", updated_at: "2026-11-19T14:05:00.000Z" });
      summary.status = { indicator: "none", description: "All Systems Operational" };
    }
    return json(summary);
  }
  if (host === "www.coindesk.com") return new Response(fixture("coindesk.xml"), { headers: { "content-type": "application/rss+xml" } });
  return new Response("not found", { status: 404 });
}
