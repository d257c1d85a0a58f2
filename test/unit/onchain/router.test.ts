import { describe, expect, it } from "vitest";
import { route } from "../../../worker/agent/router";

const W = "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045";
const call = (text: string) => {
  const plan = route(text);
  return plan.kind === "tools" ? plan.calls[0] : plan;
};

describe("built-in assistant: on-chain requests", () => {
  it("routes the six on-chain questions to their tools", () => {
    expect(call("who are the top holders of UNI")).toEqual({ name: "get_token_holders", args: { symbol: "UNI", chain: null } });
    expect(call(`profile this wallet ${W}`)).toEqual({ name: "profile_wallet", args: { address: W, chain: "ethereum" } });
    expect(call("whale flows for LINK this week")).toEqual({ name: "get_whale_flows", args: { symbol: "LINK", chain: null, days: 7 } });
    expect(call("TVL of Aave")).toEqual({ name: "get_defi_metrics", args: { metric: "tvl", protocol: "Aave", chain: null } });
    expect(call("top yields on Ethereum")).toEqual({ name: "get_defi_metrics", args: { metric: "yields", protocol: null, chain: "ethereum" } });
    expect(call("DEX volumes")).toEqual({ name: "get_defi_metrics", args: { metric: "dex_volume", protocol: null, chain: null } });
  });

  it("asks for what is missing, and never passes a secret on", () => {
    expect(call("profile this wallet")).toMatchObject({ kind: "reply", text: expect.stringContaining("public address") });
    expect(call("who are the top holders")).toMatchObject({ kind: "reply", text: expect.stringContaining("Which token") });
    const key = route("profile wallet 4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318");
    expect(key).toMatchObject({ kind: "reply", text: expect.stringContaining("private key or a seed phrase") });
    expect(route("legal winner thank year wave sausage worth useful legal winner thank yellow")).toMatchObject({ kind: "reply", text: expect.stringContaining("seed phrase") });
  });

  it("leaves the other requests to their own routes", () => {
    expect(call("price of UNI")).toEqual({ name: "get_price", args: { symbol: "UNI" } });
    expect(call("news on ETH")).toMatchObject({ name: "get_news" });
    expect(call("chart ETH")).toMatchObject({ name: "show_chart" });
  });
});
