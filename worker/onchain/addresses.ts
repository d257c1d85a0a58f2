/**
 * Addresses: what a public EVM address looks like, the refusal for a secret (see
 * worker/lib/secret-text.ts; refused before it is stored, logged or sent anywhere), and a small cited list of exchange hot wallets for when the
 * explorer carries no label.
 */

/** EVM address: 0x + 40 hex, any case (the EIP-55 checksum case is not required). */
export const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/u;

export function isEvmAddress(s: string): boolean {
  return EVM_ADDRESS.test(s.trim());
}

/** The first EVM address written in a text (0x + exactly 40 hex, not part of a longer hex run). */
export function findEvmAddress(text: string): string | null {
  return /(?<![0-9a-fA-Fx])0x[0-9a-fA-F]{40}(?![0-9a-fA-F])/u.exec(text)?.[0] ?? null;
}

// The one secret check lives in worker/lib/secret-text.ts; re-exported so the on-chain callers
// (chat, router, tools) keep one import for address, secret and refusal text.
export { looksLikeSecret } from "../lib/secret-text";

export const SECRET_REFUSAL =
  "That looks like a private key or a seed phrase. Never share either with anyone, here included: I only ever need a public address (0x followed by 40 hex characters). If this was a real key, treat it as exposed and move the funds with your own wallet. An exchange or API key belongs in Connections (read-only), never in a chat.";

/**
 * Exchange wallets as named by Etherscan's public name tags (etherscan.io/accounts/label/exchange),
 * used only when the explorer's own tags say nothing. Lower-case for lookup.
 */
export const KNOWN_EXCHANGES: Readonly<Record<string, string>> = {
  "0x28c6c06298d514db089934071355e5743bf21d60": "Binance 14",
  "0x21a31ee1afc51d94c2efccaa2092ad1028285549": "Binance 15",
  "0xdfd5293d8e347dfe59e90efd55b2956a1343963d": "Binance 16",
  "0xf977814e90da44bfa03b6295a0616a897441acec": "Binance 8",
  "0xa9d1e08c7793af67e9d92fe308d5697fb81d3e43": "Coinbase 10",
  "0x71660c4005ba85c37ccec55d0c4493e66fe775d3": "Coinbase 1",
  "0x503828976d22510aad0201ac7ec88293211d23da": "Coinbase 2",
  "0x2910543af39aba0cd09dbb2d50200b3e800a63d2": "Kraken",
  "0x267be1c1d684f78cb4f6a176c4911b741e4ffdc0": "Kraken 4",
  "0x6cc5f688a315f3dc28a7781717a9a798a59fda7b": "OKX",
  "0x6262998ced04146fa42253a5c0af90ca02dfd2a3": "Crypto.com",
};

const EXCHANGE_WORDS = /\b(?:exchange|binance|coinbase|kraken|okx|okex|bybit|bitfinex|huobi|htx|kucoin|gate\.io|crypto\.com|gemini|bitstamp|upbit|bithumb|mexc)\b/iu;

/** An exchange name from the explorer's labels, else from the cited list, else null. */
export function exchangeName(address: string, labels: readonly string[]): string | null {
  const labelled = labels.find((l) => EXCHANGE_WORDS.test(l));
  if (labelled) return labelled;
  return KNOWN_EXCHANGES[address.toLowerCase()] ?? null;
}
