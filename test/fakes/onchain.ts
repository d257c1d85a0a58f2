import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * A fake of the on-chain upstreams — Blockscout REST API v2 instances and DefiLlama's overview
 * and chain endpoints — answered from test/fixtures/onchain/ in the providers' real shapes. It
 * runs in the vitest (Node) process inside `outboundService`, so the Worker calls the real
 * hostnames and never leaves the machine. DefiLlama's per-protocol and pools endpoints stay with
 * the market fake (./market-upstream.ts).
 *
 * A test picks a failure through the base URL, e.g. BLOCKSCOUT_URLS=ethereum=https://eth.blockscout.com/_fake/rate_limited
 * Modes: ok, rate_limited (429 + Retry-After: 30), server_error (502 HTML), malformed (valid JSON
 * in the wrong shape), bad_json, timeout.
 */
export const BLOCKSCOUT_HOSTS = new Set(["eth.blockscout.com", "arbitrum.blockscout.com", "optimism.blockscout.com", "base.blockscout.com", "polygon.blockscout.com"]);

export function onchainHandles(url: URL): boolean {
  return BLOCKSCOUT_HOSTS.has(url.hostname) || (url.hostname === "api.llama.fi" && /^(?:\/_fake\/[a-z_]+)?\/(?:overview\/|v2\/chains)/u.test(url.pathname));
}

export const UNI = "0x1f9840a85d5af5bf1d1762f925bdaddc4201f984";
export const WALLET = "0xd8da6bf26964af9d7eed9e03e53415d37aa96045";

const dir = fileURLToPath(new URL("../fixtures/onchain/", import.meta.url));
const fixture = (name: string) => readFileSync(dir + name, "utf8");
const json = (body: string | object, status = 200, headers: Record<string, string> = {}) =>
  new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
const notFound = () => json({ message: "Not found" }, 404);

export async function fakeOnchain(request: Request): Promise<Response> {
  const url = new URL(request.url);
  let path = url.pathname;
  let mode = "ok";
  const m = /^\/_fake\/([a-z_]+)(\/.*)?$/u.exec(path);
  if (m) {
    mode = m[1]!;
    path = m[2] ?? "/";
  }
  switch (mode) {
    case "rate_limited":
      return json({ message: "Too Many Requests" }, 429, { "retry-after": "30" });
    case "server_error":
      return new Response("<html><body>502 Bad Gateway</body></html>", { status: 502, headers: { "content-type": "text/html" } });
    case "malformed":
      return json({ items: "not a list", next_page_params: 7, protocols: null });
    case "bad_json":
      return json('{"items": [{"address": ', 200);
    case "timeout":
      await new Promise((r) => setTimeout(r, 3000));
      return json({});
  }
  return url.hostname === "api.llama.fi" ? llama(path) : blockscout(path.toLowerCase(), url.searchParams);
}

function llama(path: string): Response {
  if (path === "/v2/chains") return json(fixture("llama_chains.json"));
  const o = /^\/overview\/(dexs|fees)(?:\/([^/]+))?$/u.exec(path);
  if (!o) return notFound();
  const body = JSON.parse(fixture(o[1] === "dexs" ? "llama_overview_dexs.json" : "llama_overview_fees.json")) as { chain: string | null; protocols: { chains: string[] }[] };
  if (o[2]) {
    // Like the live API: the chain's own protocols, the chain named in the answer.
    const chain = decodeURIComponent(o[2]);
    body.chain = chain;
    body.protocols = body.protocols.filter((p) => p.chains.includes(chain));
  }
  return json(body);
}

function blockscout(path: string, q: URLSearchParams): Response {
  if (path === "/api" && q.get("module") === "account" && q.get("action") === "txlist") {
    return q.get("address")?.toLowerCase() === WALLET ? json(fixture("txlist_first.json")) : json({ message: "No transactions found", result: [], status: "0" });
  }
  const token = /^\/api\/v2\/tokens\/(0x[0-9a-f]{40})(\/holders|\/transfers)?$/u.exec(path);
  if (token) {
    if (token[1] !== UNI) return notFound();
    return json(fixture(token[2] === "/holders" ? "holders_uni.json" : token[2] === "/transfers" ? "transfers_uni.json" : "token_uni.json"));
  }
  const address = /^\/api\/v2\/addresses\/(0x[0-9a-f]{40})(\/counters|\/tokens|\/transactions)?$/u.exec(path);
  if (address) {
    if (address[1] !== WALLET) return notFound();
    const file = { "/counters": "address_counters.json", "/tokens": "address_tokens.json", "/transactions": "address_transactions.json" }[address[2] ?? ""] ?? "address_wallet.json";
    return json(fixture(file));
  }
  return notFound();
}
