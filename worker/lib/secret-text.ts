/**
 * One answer to "does this text hold a secret?" for every place that takes text from a user and
 * must never store, log or forward a way to spend or sign in: the chat (a pasted seed phrase would
 * sit in a chat log and a model provider's), the on-chain tools' address field, and the wallet
 * connection form. Generous on purpose: refusing a harmless text costs a retype, accepting a secret
 * would leak it. Near-misses that are public by nature (addresses, transaction hashes named as such,
 * ENS names, ticker lists) are let through so research questions still work.
 */

const BASE58 = "[1-9A-HJ-NP-Za-km-z]";

/** What kind of secret the text holds (for a message saying why), or null. Never the secret itself. */
export function findSecret(raw: string): string | null {
  const text = raw.trim();
  if (hasSeedPhrase(text)) return "a seed phrase (recovery words)";
  if (hasHexKey(text)) return "a private key (64 hex characters)";
  return findNonHexSecret(text.replace(/(?<![0-9a-fA-F])(?:0x)?[0-9a-fA-F]{64}(?![0-9a-fA-F])/gu, " "));
}

/**
 * The other shapes, once a 64-hex run (a transaction named as such) is out of the text: a base58
 * run inside a hash ("…005cC1f5…a9bC79…" has a 51-character run between zeros) is not a WIF key.
 */
function findNonHexSecret(text: string): string | null {
  if (new RegExp(`(?<!${BASE58})[5KLc9]${BASE58}{50,51}(?!${BASE58})`, "u").test(text)) return "a private key in WIF format";
  if (new RegExp(`\\b[xyztuvYZUV]prv${BASE58}{100,}`, "u").test(text)) return "an extended private key";
  if (hasBase58SecretKey(text)) return "a secret key (base58)";
  if (/\[\s*\d{1,3}(?:\s*,\s*\d{1,3}){31,}\s*\]/u.test(text)) return "a keypair file";
  if (hasApiSecret(text)) return "an API key or secret";
  return null;
}

export function looksLikeSecret(text: string): boolean {
  return findSecret(text) !== null;
}

// A transaction hash is public: the same 64 hex (or, on Solana, 86–88 base58) as a key, told apart
// only by what the text calls it. Words about keys win over words about transactions.
const TX_WORDS = /\b(?:tx|txn|txid|transaction|tx hash|signature|etherscan|explorer)\b|\/tx\//iu;
const KEY_WORDS = /\b(?:private|secret|seed|mnemonic|keystore|priv)\b|\bkey\b/iu;
const namedAsTransaction = (text: string) => TX_WORDS.test(text) && !KEY_WORDS.test(text);

function hasHexKey(text: string): boolean {
  if (!/(?<![0-9a-fA-F])(?:0x)?[0-9a-fA-F]{64}(?![0-9a-fA-F])/u.test(text)) return false;
  return !namedAsTransaction(text);
}

function hasBase58SecretKey(text: string): boolean {
  if (!new RegExp(`(?<!${BASE58})${BASE58}{86,90}(?!${BASE58})`, "u").test(text)) return false;
  return !namedAsTransaction(text);
}

// English function words are not in the BIP-39 list, so an ordinary sentence breaks the run.
const FUNCTION_WORDS = new Set(
  "the and for are what who how this that with from your you was were has have had but not will its his her their them they our".split(" "),
);

/**
 * A mnemonic is 12, 15, 18, 21 or 24 short lowercase words in a row. The first word of a run may be
 * capitalised (a phone capitalises the start of a message); an all-caps word (AAPL, MSFT) breaks the
 * run, so a list of tickers is not a seed phrase.
 */
function hasSeedPhrase(text: string): boolean {
  let run = 0;
  for (const w of [...text.split(/[\s,]+/u), ""]) {
    const word = /^[a-z]{3,8}$/u.test(w) || (run === 0 && /^[A-Z][a-z]{2,7}$/u.test(w));
    if (word && !FUNCTION_WORDS.has(w.toLowerCase())) run += 1;
    else {
      if (run >= 12 && run <= 24 && run % 3 === 0) return true;
      run = 0;
    }
  }
  return false;
}

// Well-known key shapes: this service's own keys, model providers, payment, code hosting, cloud, Telegram bots.
const API_KEY_SHAPES = [
  /\bsvc_k[0-9a-f]{12}g\d+_[a-z2-7]{20,}/iu,
  /\bsk-(?:ant-|proj-)?[A-Za-z0-9_-]{20,}/u,
  /\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}/u,
  /\bgh[pousr]_[A-Za-z0-9]{30,}/u,
  /\bAKIA[0-9A-Z]{16}\b/u,
  /\bxox[abprs]-[A-Za-z0-9-]{10,}/u,
  /\b\d{8,10}:AA[A-Za-z0-9_-]{33}\b/u,
];

/**
 * An exchange API secret has no prefix: 48+ characters of base64/alphanumerics mixing upper case,
 * lower case and digits, standing alone (not inside a link). 48 keeps Solana addresses (at most 44)
 * and bech32 addresses (one case only) out.
 */
function hasApiSecret(text: string): boolean {
  if (API_KEY_SHAPES.some((re) => re.test(text))) return true;
  return text.split(/\s+/u).some((word) => {
    if (/:\/\/|^www\./iu.test(word)) return false;
    const token = word.replace(/^[^A-Za-z0-9+/=_-]+|[^A-Za-z0-9+/=_-]+$/gu, "");
    // Hex (a key or a tx hash) and base58 of a Solana key's length are hasHexKey's and
    // hasBase58SecretKey's call: there a transaction named as such is public.
    if (/^(?:0x)?[0-9a-fA-F]{64}$/u.test(token) || new RegExp(`^${BASE58}{86,90}$`, "u").test(token)) return false;
    // An extended PUBLIC key (xpub, ypub, zpub…) watches a wallet and cannot spend: not a secret.
    if (new RegExp(`^[xyztuvYZUV]pub${BASE58}{100,}$`, "u").test(token)) return false;
    return /^[A-Za-z0-9+/=_-]{48,}$/u.test(token) && /[A-Z]/u.test(token) && /[a-z]/u.test(token) && /\d/u.test(token);
  });
}
