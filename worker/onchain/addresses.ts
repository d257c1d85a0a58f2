/**
 * Addresses: what a public EVM address looks like, what a secret looks like (refused before it is
 * stored, logged or sent anywhere), and a small cited list of exchange hot wallets for when the
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

/**
 * A private key (64 hex, with or without 0x; or a WIF/extended key) or a seed phrase (12–24 plain
 * lowercase words in a row). Generous on purpose: refusing a harmless text costs a retype,
 * accepting a secret would put it in a chat log.
 */
export function looksLikeSecret(text: string): boolean {
  if (/(?<![0-9a-fA-F])(?:0x)?[0-9a-fA-F]{64}(?![0-9a-fA-F])/u.test(text)) return true;
  if (/\b(?:xprv|yprv|zprv|tprv)[1-9A-HJ-NP-Za-km-z]{100,}\b/u.test(text)) return true;
  if (/\b[5KL][1-9A-HJ-NP-Za-km-z]{50,51}\b/u.test(text)) return true;
  // A mnemonic is written as 12, 15, 18, 21 or 24 short lowercase words in a row; English
  // function words ("the", "what", "for") are not in the BIP-39 list, so a sentence is not one.
  const words = text.trim().split(/[\s,]+/u);
  let run = 0;
  for (const w of [...words, ""]) {
    if (/^[a-z]{3,8}$/u.test(w) && !FUNCTION_WORDS.has(w)) run += 1;
    else {
      if (run >= 12 && run <= 24 && run % 3 === 0) return true;
      run = 0;
    }
  }
  return false;
}

const FUNCTION_WORDS = new Set("the and for are what who how this that with from your you was were has have had but not will its his her their them they our".split(" "));

export const SECRET_REFUSAL =
  "That looks like a private key or a seed phrase. Never share either with anyone, here included: I only ever need a public address (0x followed by 40 hex characters). If this was a real key, treat it as exposed and move the funds with your own wallet.";

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
