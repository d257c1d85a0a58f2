import { findEvmAddress, looksLikeSecret, SECRET_REFUSAL } from "../onchain/addresses";
import type { RouterPlan } from "./router";
import { findSymbol } from "./router";

/**
 * The built-in assistant's on-chain requests: "who are the top holders of UNI", "profile this
 * wallet 0x…", "whale flows for LINK this week", "TVL of Aave", "top yields on Ethereum",
 * "DEX volumes". A message carrying a private key or seed phrase is answered with a warning and
 * never reaches a tool.
 */
const CHAIN_WORDS = /\b(?:on|for)\s+(ethereum|arbitrum|optimism|base|polygon|solana|bsc|avalanche)\b/iu;
const tools = (name: string, args: Record<string, unknown>): RouterPlan => ({ kind: "tools", calls: [{ name, args }] });

/** The asset named, skipping the words of the request itself. */
function assetIn(t: string): string | null {
  return findSymbol(t.replace(/\b(?:who|are|the|top|largest|biggest|holders?|whales?|flows?|smart|money|large|transfers?|of|for|this|week|today|month|show|me|TVL|DEX|APY)\b/giu, " "));
}

function days(t: string): number {
  if (/\btoday|24 ?h|day\b/iu.test(t)) return 1;
  if (/\bmonth|30 days\b/iu.test(t)) return 30;
  return 7;
}

function defi(t: string): RouterPlan | null {
  const chain = CHAIN_WORDS.exec(t)?.[1]?.toLowerCase() ?? null;
  const protocolMatch = /\b(?:tvl|fees|revenue|volume|yields?)\s+(?:of|for|on)\s+([A-Za-z][\w.-]{1,30})/iu.exec(t) ?? /\b([A-Za-z][\w.-]{1,30})(?:'s)?\s+(?:tvl|fees|revenue)\b/iu.exec(t);
  const named = protocolMatch?.[1] && !CHAIN_WORDS.test(`on ${protocolMatch[1]}`) && !/^(?:the|top|total|dex|all|defi|what|show)$/iu.test(protocolMatch[1]) ? protocolMatch[1] : null;
  if (/\btvl\b|\btotal value locked\b/iu.test(t)) return tools("get_defi_metrics", { metric: "tvl", protocol: named, chain });
  if (/\byields?\b|\bapy\b/iu.test(t)) return tools("get_defi_metrics", { metric: "yields", protocol: named, chain });
  if (/\bdex(?:es)?\b.*\bvolumes?\b|\bdex volumes?\b/iu.test(t)) return tools("get_defi_metrics", { metric: "dex_volume", protocol: null, chain });
  if (/\brevenue\b/iu.test(t)) return tools("get_defi_metrics", { metric: "revenue", protocol: named, chain });
  if (/\bfees\b/iu.test(t) && /\b(?:defi|protocols?|chain|tvl)\b|\bfees (?:of|for|on)\b/iu.test(t)) return tools("get_defi_metrics", { metric: "fees", protocol: named, chain });
  return null;
}

export function onchainRoute(t: string): RouterPlan | null {
  const walletWords = /\b(?:wallet|address|profile|seed|mnemonic|private key)\b/iu.test(t);
  if (looksLikeSecret(t) && (walletWords || /[0-9a-fA-F]{64}/u.test(t) || t.trim().split(/\s+/u).length <= 26)) return { kind: "reply", text: SECRET_REFUSAL };
  const address = findEvmAddress(t);
  if (/\bprofile\b|\bwallet\b|\bwhat(?:'s| does)? (?:this )?address\b|\bwho is 0x/iu.test(t) && (address || /\bprofile\b.*\bwallet\b|\bthis wallet\b/iu.test(t))) {
    if (!address) return { kind: "reply", text: "Send the wallet's public address (0x followed by 40 hex characters) and I will profile it. Never a seed phrase or private key." };
    return tools("profile_wallet", { address, chain: CHAIN_WORDS.exec(t)?.[1]?.toLowerCase() ?? "ethereum" });
  }
  if (/\b(?:top|largest|biggest)\s+holders?\b|\bholders?\s+of\b|\bwho\s+holds\b|\bholder\s+(?:analysis|concentration)\b/iu.test(t)) {
    const symbol = assetIn(t);
    if (!symbol) return { kind: "reply", text: "Which token? For example “who are the top holders of UNI”." };
    return tools("get_token_holders", { symbol, chain: CHAIN_WORDS.exec(t)?.[1]?.toLowerCase() ?? null });
  }
  if (/\bwhales?\b|\bsmart[- ]money\b|\blarge transfers?\b/iu.test(t)) {
    const symbol = assetIn(t);
    if (!symbol) return { kind: "reply", text: "Which token? For example “whale flows for LINK this week”." };
    return tools("get_whale_flows", { symbol, chain: CHAIN_WORDS.exec(t)?.[1]?.toLowerCase() ?? null, days: days(t) });
  }
  return defi(t);
}
