import { createHash, createHmac, createPublicKey, timingSafeEqual, verify } from "node:crypto";
import { BINANCE_READONLY, BINANCE_TRADING, COINBASE_READONLY_NAME, COINBASE_READONLY_PUBLIC, COINBASE_TRADING_NAME, COINBASE_TRADING_PUBLIC, KRAKEN_READONLY, KRAKEN_TRADING } from "../fixtures/connections/keys.ts";

/**
 * Loopback fakes of the three exchanges' account APIs, in their real response shapes, verifying
 * each request's signature the way the exchange does (Binance HMAC-SHA256 query signature, Kraken
 * API-Sign HMAC-SHA512, Coinbase CDP ES256 JWT with the key's public key). A bad signature gets
 * the exchange's own error. Keys are in test/fixtures/connections/keys.ts: one read-only and one
 * trading key per exchange. Failure modes by path prefix: /_fake/rate_limited, /_fake/server_error.
 */
export const EXCHANGE_HOSTS = new Set(["api.kraken.com", "api.coinbase.com"]);
/** api.binance.com is shared with the market fake: only the account paths come here. */
export function isExchangeRequest(url: URL): boolean {
  return EXCHANGE_HOSTS.has(url.hostname) || (url.hostname === "api.binance.com" && (url.pathname.includes("/sapi/") || url.pathname.endsWith("/api/v3/account")));
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

function binance(request: Request, path: string, url: URL): Response {
  const key = [BINANCE_READONLY, BINANCE_TRADING].find((k) => k.apiKey === request.headers.get("x-mbx-apikey"));
  const query = url.search.slice(1);
  const at = query.lastIndexOf("&signature=");
  if (!key || at < 0) return json({ code: -2015, msg: "Invalid API-key, IP, or permissions for action." }, 401);
  const expected = createHmac("sha256", key.apiSecret).update(query.slice(0, at)).digest("hex");
  if (!same(expected, query.slice(at + "&signature=".length))) return json({ code: -1022, msg: "Signature for this request is not valid." }, 400);
  if (!/timestamp=\d{13}/.test(query)) return json({ code: -1102, msg: "Mandatory parameter 'timestamp' was not sent, was empty/null, or malformed." }, 400);
  const trading = key === BINANCE_TRADING;
  if (path === "/sapi/v1/account/apiRestrictions") {
    return json({ ipRestrict: false, createTime: 1698645219000, enableReading: true, enableWithdrawals: trading, enableInternalTransfer: false, enableMargin: false, enableFutures: false, permitsUniversalTransfer: false, enableVanillaOptions: false, enableFixApiTrade: false, enableFixReadOnly: false, enableSpotAndMarginTrading: trading, enablePortfolioMarginTrading: false });
  }
  if (path === "/api/v3/account") {
    return json({
      makerCommission: 10, takerCommission: 10, buyerCommission: 0, sellerCommission: 0,
      commissionRates: { maker: "0.00100000", taker: "0.00100000", buyer: "0.00000000", seller: "0.00000000" },
      canTrade: true, canWithdraw: true, canDeposit: true, brokered: false, requireSelfTradePrevention: false, preventSor: false,
      updateTime: 1700000000000, accountType: "SPOT",
      balances: [
        { asset: "BTC", free: "0.25000000", locked: "0.05000000" },
        { asset: "ETH", free: "2.00000000", locked: "0.00000000" },
        { asset: "LDUSDT", free: "50.00000000", locked: "0.00000000" },
      ],
      permissions: ["SPOT"], uid: 354937868,
    });
  }
  return json({ code: -1121, msg: "Invalid endpoint." }, 404);
}

async function kraken(request: Request, path: string): Promise<Response> {
  const body = await request.text();
  const nonce = new URLSearchParams(body).get("nonce") ?? "";
  const key = [KRAKEN_READONLY, KRAKEN_TRADING].find((k) => k.apiKey === request.headers.get("api-key"));
  if (!key) return json({ error: ["EAPI:Invalid key"] });
  const digest = createHash("sha256").update(nonce + body).digest();
  const expected = createHmac("sha512", Buffer.from(key.apiSecret, "base64")).update(Buffer.concat([Buffer.from(path), digest])).digest("base64");
  if (!nonce || !same(expected, request.headers.get("api-sign") ?? "")) return json({ error: ["EAPI:Invalid signature"] });
  const trading = key === KRAKEN_TRADING;
  const denied = json({ error: ["EGeneral:Permission denied"] });
  switch (path) {
    case "/0/private/Balance":
      return json({ error: [], result: { XXBT: "0.5000000000", XETH: "3.0000000000", "DOT.S": "100.0000000000", ZUSD: "1250.5000", KFEE: "1000.00" } });
    case "/0/private/AddOrder":
      if (!new URLSearchParams(body).has("validate")) return json({ error: ["EGeneral:Invalid arguments"] });
      return trading ? json({ error: [], result: { descr: { order: "buy 0.00010000 XBTUSD @ limit 1.0" } } }) : denied;
    case "/0/private/WithdrawMethods":
      return trading ? json({ error: [], result: [{ asset: "XXBT", method: "Bitcoin", network: "Bitcoin", minimum: "0.0004" }] }) : denied;
  }
  return json({ error: ["EGeneral:Unknown method"] }, 404);
}

function coinbase(request: Request, url: URL, path: string): Response {
  const token = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1] ?? "";
  const [h, p, s] = token.split(".");
  const unauthorized = json({ error: "UNAUTHENTICATED", error_details: "", message: "Unauthenticated" }, 401);
  if (!h || !p || !s) return unauthorized;
  const header = JSON.parse(Buffer.from(h, "base64url").toString()) as { alg: string; kid: string };
  const claims = JSON.parse(Buffer.from(p, "base64url").toString()) as { sub: string; iss: string; exp: number; nbf: number; uri: string };
  const pem = header.kid === COINBASE_READONLY_NAME ? COINBASE_READONLY_PUBLIC : header.kid === COINBASE_TRADING_NAME ? COINBASE_TRADING_PUBLIC : null;
  if (!pem || header.alg !== "ES256" || claims.iss !== "cdp" || claims.sub !== header.kid) return unauthorized;
  // uri is "METHOD host/path"; the host is the one the client called (a loopback port under e2e).
  const [method, target] = claims.uri.split(" ");
  if (method !== request.method || !target || target.slice(target.indexOf("/")) !== path || claims.exp * 1000 < Date.now() - 5000) return unauthorized;
  const valid = verify("sha256", Buffer.from(`${h}.${p}`), { key: createPublicKey(pem), dsaEncoding: "ieee-p1363" }, Buffer.from(s, "base64url"));
  if (!valid) return unauthorized;
  const trading = header.kid === COINBASE_TRADING_NAME;
  if (path === "/api/v3/brokerage/key_permissions") return json({ can_view: true, can_trade: trading, can_transfer: trading, portfolio_uuid: "8f3c1a2e-0000-4000-8000-000000000001", portfolio_type: "DEFAULT" });
  if (path === "/api/v3/brokerage/accounts") {
    const account = (currency: string, value: string, hold: string) => ({
      uuid: `acc-${currency}`, name: `${currency} Wallet`, currency, available_balance: { value, currency }, default: true, active: true,
      created_at: "2023-01-01T00:00:00.000Z", updated_at: "2024-01-01T00:00:00.000Z", deleted_at: null, type: currency === "USD" ? "ACCOUNT_TYPE_FIAT" : "ACCOUNT_TYPE_CRYPTO", ready: true,
      hold: { value: hold, currency }, retail_portfolio_id: "8f3c1a2e-0000-4000-8000-000000000001",
    });
    return json({ accounts: [account("BTC", "0.1", "0"), account("SOL", "12.5", "2.5"), account("USD", "100.00", "0")], has_next: false, cursor: "", size: 3 });
  }
  return json({ error: "NOT_FOUND", message: "Not Found" }, 404);
}

export async function exchangesUpstream(request: Request): Promise<Response> {
  const url = new URL(request.url);
  let path = url.pathname;
  const m = /^\/_fake\/([a-z_]+)(\/.*)?$/.exec(path);
  if (m) {
    if (m[1] === "rate_limited") return json({ code: -1003, msg: "Too many requests; current limit is 6000 request weight per 1 MINUTE." }, 429, { "retry-after": "60" });
    if (m[1] === "server_error") return new Response("<html>503 Service Unavailable</html>", { status: 503 });
    path = m[2] ?? "/";
  }
  if (url.hostname === "api.binance.com") return binance(request, path, url);
  if (url.hostname === "api.kraken.com") return kraken(request, path);
  return coinbase(request, url, path);
}
