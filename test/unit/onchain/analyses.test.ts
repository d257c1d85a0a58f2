import tokenUni from "../../fixtures/onchain/token_uni.json";
import holdersUni from "../../fixtures/onchain/holders_uni.json";
import transfersUni from "../../fixtures/onchain/transfers_uni.json";
import addressWallet from "../../fixtures/onchain/address_wallet.json";
import addressCounters from "../../fixtures/onchain/address_counters.json";
import addressTokens from "../../fixtures/onchain/address_tokens.json";
import overviewDexs from "../../fixtures/onchain/llama_overview_dexs.json";
import llamaPools from "../../fixtures/onchain/llama_pools.json";
import { describe, expect, it } from "vitest";
import { findEvmAddress, isEvmAddress, looksLikeSecret } from "../../../worker/onchain/addresses";
import { rankOverview, topYields } from "../../../worker/onchain/defi";
import { analyseFlows } from "../../../worker/onchain/flows";
import { analyseHolders, hhiBand } from "../../../worker/onchain/holders";
import { AddressCounters, AddressInfo, AddressTokens, TokenHolders, TokenInfo, TokenTransfers } from "../../../worker/onchain/providers/blockscout";
import { Overview, Pools } from "../../../worker/onchain/providers/defillama";
import { findToken } from "../../../worker/onchain/tokens";
import { profileWallet } from "../../../worker/onchain/wallet";

const FIXTURES: Record<string, unknown> = { "token_uni.json": tokenUni, "holders_uni.json": holdersUni, "transfers_uni.json": transfersUni, "address_wallet.json": addressWallet, "address_counters.json": addressCounters, "address_tokens.json": addressTokens, "llama_overview_dexs.json": overviewDexs, "llama_pools.json": llamaPools };
const fx = (name: string) => FIXTURES[name];
const UNI = "0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984";

describe("holder analysis", () => {
  const info = TokenInfo.parse(fx("token_uni.json"));
  const items = TokenHolders.parse(fx("holders_uni.json")).items;

  it("ranks holders with their share of supply, top-10 share and the HHI over them", () => {
    const a = analyseHolders({ symbol: "UNI", chain: "ethereum", token: UNI, info, items, limit: 10 });
    expect(a.totalSupply).toBe(1e9);
    expect(a.holders).toHaveLength(10);
    expect(a.holders[0]).toMatchObject({ rank: 1, sharePct: 30, labels: ["Timelock", "Uniswap: Timelock"], isContract: true, exchange: null });
    expect(a.holders[1]).toMatchObject({ exchange: "Binance 8", sharePct: 4.45 });
    // Binance 14 is untagged in this answer: the cited exchange list names it.
    expect(a.holders[4]).toMatchObject({ exchange: "Binance 14" });
    // 300+44.5+21+20+18.2+15+12.4+11+10+9.5 million of 1 billion.
    expect(a.top10SharePct).toBeCloseTo(46.16, 6);
    // HHI over all 12 listed holders (shares in percent, squared, summed).
    const shares = [30, 4.45, 2.1, 2, 1.82, 1.5, 1.24, 1.1, 1, 0.95, 0.8, 0.7];
    expect(a.hhiListed).toBeCloseTo(shares.reduce((s, x) => s + x * x, 0), 6);
    expect(hhiBand(a.hhiListed!)).toBe("unconcentrated");
    expect(a.exchangeSharePct).toBeCloseTo(4.45 + 1.82 + 0.8, 6);
    expect(a).toMatchObject({ holdersCount: 384512, priceUsd: 9.87 });
  });

  it("gives no shares (rather than invented ones) when the supply is unknown", () => {
    const a = analyseHolders({ symbol: "UNI", chain: "ethereum", token: UNI, info: { ...info, total_supply: null }, items, limit: 3 });
    expect(a.holders[0]!.sharePct).toBeNull();
    expect(a.top10SharePct).toBeNull();
    expect(a.hhiListed).toBeNull();
  });
});

describe("whale flows", () => {
  const transfers = TokenTransfers.parse(fx("transfers_uni.json")).items;
  const now = Date.parse("2026-11-21T00:00:00Z");

  it("keeps large transfers inside the window and tells exchange inflows from outflows", () => {
    const r = analyseFlows({ symbol: "UNI", chain: "ethereum", transfers, windowDays: 7, minUsd: 1_000_000, now, reachedWindowStart: true, supply: 1e9 });
    // 250k, 180k and 150k UNI at $9.87 are over $1M; 900 UNI is not; the 400k one is 19 days old.
    expect(r.flows.map((f) => f.amount)).toEqual([250_000, 180_000, 150_000]);
    expect(r.flows.map((f) => f.direction)).toEqual(["exchange_in", "exchange_out", "exchange_in"]);
    expect(r.flows[0]!.to.exchange).toBe("Binance 14");
    expect(r.flows[1]!.from.exchange).toBe("Coinbase 10");
    expect(r.exchangeInUsd).toBeCloseTo((250_000 + 150_000) * 9.87, 4);
    expect(r.exchangeOutUsd).toBeCloseTo(180_000 * 9.87, 4);
    expect(r.scanned).toMatchObject({ transfers: 4, from: "2026-11-19T08:00:00.000000Z", to: "2026-11-20T18:03:11.000000Z", complete: true });
  });

  it("falls back to a share of supply without a price, and a 1-day window drops older transfers", () => {
    const unpriced = transfers.map((t) => ({ ...t, token: t.token ? { ...t.token, exchange_rate: null } : t.token }));
    const r = analyseFlows({ symbol: "UNI", chain: "ethereum", transfers: unpriced, windowDays: 1, minUsd: 1_000_000, now, reachedWindowStart: false, supply: 1e9 });
    expect(r.priceUsd).toBeNull();
    expect(r.flows.map((f) => f.amount)).toEqual([250_000, 180_000]);
    expect(r.flows[0]!.usd).toBeNull();
    expect(r.scanned.complete).toBe(false);
  });

  it("counts transfers between labelled non-exchange wallets as smart-money flows", () => {
    const fund = (hash: string, name: string) => ({ hash, name: null, is_contract: false, public_tags: [{ display_name: name }], metadata: null });
    const labelled = transfers.map((t, i) => (i === 1 ? { ...t, from: fund("0x0000000000000000000000000000000000000001", "Jump Trading"), to: fund("0x0000000000000000000000000000000000000002", "Wintermute") } : t));
    const r = analyseFlows({ symbol: "UNI", chain: "ethereum", transfers: labelled, windowDays: 7, minUsd: 1_000_000, now, reachedWindowStart: true, supply: 1e9 });
    expect(r.flows.find((f) => f.amount === 180_000)).toMatchObject({ direction: "wallet_to_wallet", labelled: true, from: { labels: ["Jump Trading"] } });
    expect(r.labelledCount).toBe(1);
  });
});

describe("wallet profile", () => {
  it("values what it holds, lists unpriced tokens as unpriced, and says when it was first and last seen", () => {
    const p = profileWallet({
      chain: "ethereum",
      nativeSymbol: "ETH",
      info: AddressInfo.parse(fx("address_wallet.json")),
      counters: AddressCounters.parse(fx("address_counters.json")),
      tokens: AddressTokens.parse(fx("address_tokens.json")).items,
      lastTxAt: "2026-11-21T07:12:47.000000Z",
      firstTxAt: "2015-08-07T03:30:33.000Z",
      limit: 10,
    });
    expect(p.holdings.map((h) => h.symbol)).toEqual(["USDC", "ETH", "UNI", "CLAIM"]);
    expect(p.holdings.find((h) => h.symbol === "CLAIM")).toMatchObject({ amount: 5000, usd: null });
    expect(p.unpriced).toBe(1);
    expect(p.totalUsd).toBeCloseTo(25000 * 0.9998 + 3.91 * 3050.12 + 1200 * 9.87, 4);
    expect(p).toMatchObject({ kind: "wallet", ens: "vitalik.eth", transactions: 1587, tokenTransfers: 12844, firstSeen: "2015-08-07T03:30:33.000Z", exchange: null });
  });
});

describe("DeFi lists", () => {
  it("ranks an overview by 24h figure and drops protocols without one", () => {
    const r = rankOverview(Overview.parse(fx("llama_overview_dexs.json")), 3);
    expect(r.top.map((e) => e.name)).toEqual(["Uniswap V3", "PancakeSwap AMM V3", "Raydium"]);
    expect(r).toMatchObject({ total24h: 4_100_000_000, change1dPct: 3.4 });
  });

  it("top yields leave out outliers and dust pools, by chain and by project", () => {
    const pools = Pools.parse(fx("llama_pools.json")).data;
    expect(topYields(pools, { chain: "ethereum", project: null, minTvlUsd: 1e6, limit: 3 }).map((p) => `${p.project} ${p.apy}`)).toEqual(["uniswap-v3 12.5", "pendle 10.9", "aave-v3 4.1"]);
    expect(topYields(pools, { chain: null, project: "aave", minTvlUsd: 1e6, limit: 5 }).map((p) => p.chain)).toEqual(["Ethereum", "Arbitrum"]);
  });

  it("rejects a shape that is not DefiLlama's (validated, not guessed at)", () => {
    expect(Overview.safeParse({ protocols: "none" }).success).toBe(false);
    expect(TokenHolders.safeParse({ items: [{ address: "0xabc", value: 1 }], next_page_params: null }).success).toBe(false);
  });
});

describe("addresses, secrets and the token registry", () => {
  it("accepts any-case 0x+40 hex and finds it in text", () => {
    expect(isEvmAddress("0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045")).toBe(true);
    expect(isEvmAddress("0xd8da6bf26964af9d7eed9e03e53415d37aa9604")).toBe(false);
    expect(isEvmAddress("d8da6bf26964af9d7eed9e03e53415d37aa96045")).toBe(false);
    expect(findEvmAddress("profile this wallet 0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045 please")).toBe("0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045");
    expect(findEvmAddress(`0x${"ab".repeat(32)}`)).toBeNull();
  });

  it("spots private keys and seed phrases, not ordinary sentences", () => {
    expect(looksLikeSecret(`0x${"4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318"}`)).toBe(true);
    expect(looksLikeSecret("4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318")).toBe(true);
    expect(looksLikeSecret("legal winner thank year wave sausage worth useful legal winner thank yellow")).toBe(true);
    expect(looksLikeSecret("my seed: abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about")).toBe(true);
    expect(looksLikeSecret("what are the whale flows for link this week and last month then")).toBe(false);
    expect(looksLikeSecret("profile this wallet 0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045")).toBe(false);
  });

  it("maps registry symbols to contracts per chain", () => {
    expect(findToken("uni")).toMatchObject({ chain: "ethereum", address: UNI });
    expect(findToken("USDC", "base")?.address).toBe("0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913");
    expect(findToken("UNI", "base")).toBeUndefined();
    expect(findToken("BTC")).toBeUndefined();
  });
});
