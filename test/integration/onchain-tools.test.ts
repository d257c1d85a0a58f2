import { beforeEach, describe, expect, it } from "vitest";
import { runTool } from "../../worker/agent/tools";
import type { ToolContext } from "../../worker/agent/tools/types";
import { onchainPort } from "../../worker/onchain/port";
import { env } from "./helpers";

/**
 * The On-chain tools over real local D1 (market_cache, market_provider_state) and the loopback
 * fake (test/fakes/onchain.ts) in Blockscout v2 and DefiLlama shapes. Failure modes are chosen
 * through the base URL; the clock is injected, so "two hours later" is exact.
 */
const INSTALLED = new Set(["onchain"]);
const T0 = Date.parse("2026-11-21T00:00:00Z");
const W = "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045";
const ETH = (mode: string) => ({ BLOCKSCOUT_URLS: `ethereum=https://eth.blockscout.com/_fake/${mode}`, MARKET_FETCH_TIMEOUT_MS: "500" });

function ctxAt(now: number, overrides: Record<string, string> = {}) {
  const calls: string[] = [];
  const counted: typeof fetch = (input, init) => {
    calls.push(String(input instanceof Request ? input.url : input));
    return fetch(input, init);
  };
  // The on-chain tools read only `onchain`; the other members are never touched here.
  const rest = {} as Pick<ToolContext, "market" | "account" | "workspace">;
  const ctx: ToolContext = { ...rest, now, onchain: onchainPort({ ...env, ...overrides }, () => now, counted) };
  return { ctx, calls };
}

const run = (name: string, args: unknown, c: { ctx: ToolContext }) => runTool(name, args, INSTALLED, c.ctx);

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM market_cache"), env.DB.prepare("DELETE FROM market_provider_state")]);
});

describe("get_token_holders", () => {
  it("fresh: top holders with shares, concentration, source and asOf; a third-party tag that reads as an instruction is withheld", async () => {
    const r = await run("get_token_holders", { symbol: "UNI" }, ctxAt(T0));
    expect(r).toMatchObject({ ok: true, source: "blockscout (ethereum)", asOf: "2026-11-21T00:00:00.000Z" });
    if (!r.ok) throw new Error("unreachable");
    expect(r.summary).toMatch(/^Top UNI holders on ethereum: 1\. Timelock 30\.00%; 2\. Binance 8 4\.45%; 3\. \[label withheld\] 2\.10%/);
    expect(r.summary).toContain("The top 10 hold 46.2% of supply; HHI over the listed holders 940 (unconcentrated, a lower bound)");
    expect(r.summary).not.toMatch(/buy UNI/i);
    const data = r.data as { holders: { labels: string[] }[]; stale: boolean; top10SharePct: number };
    expect(data.holders[2]!.labels).toEqual(["[label withheld]"]);
    expect(data).toMatchObject({ stale: false, top10SharePct: expect.closeTo(46.16, 6) });
  });

  it("stale after failure: the last good answer, labelled, when Blockscout is down; the outage backs the provider off", async () => {
    expect(await run("get_token_holders", { symbol: "UNI" }, ctxAt(T0))).toMatchObject({ ok: true });
    const later = ctxAt(T0 + 2 * 3_600_000, ETH("server_error"));
    const r = await run("get_token_holders", { symbol: "UNI" }, later);
    expect(r).toMatchObject({ ok: true, source: "blockscout (ethereum) (stale)", asOf: "2026-11-21T00:00:00.000Z", data: { stale: true } });
    if (r.ok) expect(r.summary).toContain("(Last good answer from 2026-11-21 00:00 UTC: blockscout (ethereum) is not answering now.)");
    const state = await env.DB.prepare("SELECT failures, backoff_until, last_error FROM market_provider_state WHERE provider = 'blockscout:ethereum'").first<{ failures: number; backoff_until: number; last_error: string }>();
    expect(state).toMatchObject({ failures: 1, backoff_until: T0 + 2 * 3_600_000 + 15_000 });
    expect(state!.last_error).toMatch(/^server_error/);
  });

  it("an unknown token or chain is a clear not_found, never an empty list", async () => {
    expect(await run("get_token_holders", { symbol: "BTC" }, ctxAt(T0))).toMatchObject({ ok: false, code: "not_found", message: expect.stringContaining("native coins like ETH or BTC") });
    expect(await run("get_token_holders", { symbol: "UNI", chain: "base" }, ctxAt(T0))).toMatchObject({ ok: false, code: "not_found" });
    expect(await run("get_token_holders", { symbol: "UNI", chain: "dogechain" }, ctxAt(T0))).toMatchObject({ ok: false, code: "not_found", message: expect.stringContaining("is not one of them") });
  });

  it("malformed upstream: validated and refused in words, not a 500 and not a guess", async () => {
    const malformed = await run("get_token_holders", { symbol: "UNI" }, ctxAt(T0, ETH("malformed")));
    expect(malformed).toMatchObject({ ok: false, code: "upstream_unavailable", message: expect.stringContaining("unexpected shape (rejected, not guessed at)") });
    const badJson = await run("get_token_holders", { symbol: "UNI", limit: 5 }, ctxAt(T0 + 3_600_000, ETH("bad_json")));
    expect(badJson).toMatchObject({ ok: false, code: "upstream_unavailable" });
  });
});

describe("get_whale_flows", () => {
  it("rate-limited: 429 backs off for Retry-After, the stale answer is shown, and no request is sent while resting", async () => {
    const fresh = await run("get_whale_flows", { symbol: "UNI", days: 7 }, ctxAt(T0));
    expect(fresh).toMatchObject({ ok: true, source: "blockscout (ethereum)" });
    if (fresh.ok) expect(fresh.summary).toMatch(/^3 large UNI transfers in the last 7 days \(4 transfers scanned.*Largest: 250\.0K UNI \(\$2\.47M\) 0x2fAF…6AD2 → Binance 14/);
    const t1 = T0 + 3_600_000;
    const limited = ctxAt(t1, ETH("rate_limited"));
    expect(await run("get_whale_flows", { symbol: "UNI", days: 7 }, limited)).toMatchObject({ ok: true, data: { stale: true }, source: "blockscout (ethereum) (stale)" });
    expect(limited.calls).toHaveLength(1);
    const state = await env.DB.prepare("SELECT backoff_until FROM market_provider_state WHERE provider = 'blockscout:ethereum'").first<{ backoff_until: number }>();
    expect(state!.backoff_until).toBe(t1 + 30_000);
    // Ten seconds later the explorer is still resting: the stale answer again, no request sent.
    const resting = ctxAt(t1 + 10_000, ETH("rate_limited"));
    expect(await run("get_whale_flows", { symbol: "UNI", days: 7 }, resting)).toMatchObject({ ok: true, data: { stale: true } });
    expect(resting.calls).toHaveLength(0);
    // Without any earlier answer, the rate limit is said as it is.
    expect(await run("get_whale_flows", { symbol: "UNI", days: 3 }, ctxAt(t1 + 10_000, ETH("rate_limited")))).toMatchObject({ ok: false, code: "rate_limited" });
  });
});

describe("profile_wallet", () => {
  it("profiles a public address: holdings valued (unpriced ones listed as such), activity, first and last seen, ENS", async () => {
    const r = await run("profile_wallet", { address: W.toLowerCase() }, ctxAt(T0));
    expect(r).toMatchObject({ ok: true, source: "blockscout (ethereum)", data: { ens: "vitalik.eth", transactions: 1587, unpriced: 1, firstSeen: "2015-08-07T03:30:33.000Z", lastSeen: "2026-11-21T07:12:47.000000Z" } });
    if (r.ok) expect(r.summary).toMatch(/^0xd8dA…6045 on ethereum \(vitalik\.eth\) is a wallet holding about \$48\.76K in priced assets: 25\.0K USDC \(\$25K\), 3\.91 ETH \(\$11\.93K\), 1\.2K UNI \(\$11\.84K\), 5\.0K CLAIM \(unpriced\)\. 1,587 transactions, 12,844 token transfers\. First seen 2015-08-07, last seen 2026-11-21\.$/);
  });

  it("refuses a private key or seed phrase without repeating it, and anything that is not an address", async () => {
    const key = "0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318";
    const r = await run("profile_wallet", { address: key }, ctxAt(T0));
    expect(r).toMatchObject({ ok: false, code: "invalid_param", message: expect.stringContaining("private key or a seed phrase") });
    expect(JSON.stringify(r)).not.toContain(key.slice(2, 20));
    expect(await run("profile_wallet", { address: "legal winner thank year wave sausage worth useful legal winner thank yellow" }, ctxAt(T0))).toMatchObject({ ok: false, code: "invalid_param" });
    expect(await run("profile_wallet", { address: "0x1234" }, ctxAt(T0))).toMatchObject({ ok: false, code: "invalid_param", message: expect.stringContaining("40 hex") });
    expect(await run("profile_wallet", { address: "0x000000000000000000000000000000000000dEaD" }, ctxAt(T0))).toMatchObject({ ok: false, code: "not_found" });
  });
});

describe("get_defi_metrics", () => {
  it("TVL of a protocol, chain TVLs, DEX volumes, fees on a chain and top yields — each from DefiLlama with asOf", async () => {
    const tvl = await run("get_defi_metrics", { metric: "tvl", protocol: "uniswap" }, ctxAt(T0));
    expect(tvl).toMatchObject({ ok: true, source: "defillama", data: { metric: "tvl", scope: "protocol", protocol: "Uniswap" } });
    const chains = await run("get_defi_metrics", { metric: "tvl", limit: 2 }, ctxAt(T0));
    expect(chains).toMatchObject({ ok: true, summary: "TVL by chain: Ethereum $66B, Solana $9.88B." });
    const dex = await run("get_defi_metrics", { metric: "dex_volume" }, ctxAt(T0));
    expect(dex).toMatchObject({ ok: true, asOf: "2026-11-21T00:00:00.000Z" });
    if (dex.ok) expect(dex.summary).toBe("DEX volume in the last 24h: $4.1B (+3.4% on the day). Largest: Uniswap V3 $1.5B, PancakeSwap AMM V3 $900M, Raydium $700M, Curve DEX $120M.");
    const fees = await run("get_defi_metrics", { metric: "fees", chain: "base" }, ctxAt(T0));
    if (!fees.ok) throw new Error(fees.message);
    expect((fees.data as { top: { name: string }[] }).top.map((e) => e.name)).toEqual(["Aave V3"]);
    const yields = await run("get_defi_metrics", { metric: "yields", chain: "ethereum" }, ctxAt(T0));
    if (yields.ok) expect(yields.summary).toMatch(/^Top yields on Ethereum \(pools of \$1M\+ TVL\): uniswap-v3 USDC-WETH 12\.50% APY/);
    expect(yields.ok).toBe(true);
  });

  it("a DefiLlama outage with nothing cached is a clear error; an unknown protocol is not_found", async () => {
    const down = ctxAt(T0, { DEFILLAMA_BASE_URL: "https://api.llama.fi/_fake/server_error" });
    expect(await run("get_defi_metrics", { metric: "dex_volume" }, down)).toMatchObject({ ok: false, code: "upstream_unavailable" });
    expect(await run("get_defi_metrics", { metric: "tvl", protocol: "no-such-protocol" }, ctxAt(T0 + 7_200_000))).toMatchObject({ ok: false, code: "not_found" });
  });
});

describe("capability", () => {
  it("the tools run only with On-chain installed", async () => {
    expect(await runTool("get_token_holders", { symbol: "UNI" }, new Set(["coin_research"]), ctxAt(T0).ctx)).toMatchObject({ ok: false, code: "conflict" });
  });
});
