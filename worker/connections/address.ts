import { AppError } from "../http/errors";

/**
 * Wallets are read by PUBLIC address only. Anything that looks like a way to spend — a seed
 * phrase, a raw private key, a WIF key, a base58 secret key, an extended private key, a keypair
 * file — is refused before it is stored, logged or sent anywhere, with a message saying why.
 */
export type Chain = "ethereum" | "bitcoin" | "solana";

const BASE58 = "[1-9A-HJ-NP-Za-km-z]";

export function looksLikeSecret(raw: string): string | null {
  const text = raw.trim();
  const words = text.toLowerCase().split(/[\s,]+/).filter(Boolean);
  if (words.length >= 12 && words.length <= 24 && words.every((w) => /^[a-z]{3,8}$/.test(w))) return "a seed phrase (recovery words)";
  if (/^(0x)?[0-9a-fA-F]{64}$/.test(text)) return "a private key (64 hex characters)";
  if (new RegExp(`^[5KLc9]${BASE58}{50,51}$`).test(text)) return "a private key in WIF format";
  if (/^[xyztuv]prv[1-9A-HJ-NP-Za-km-z]{100,}$/.test(text)) return "an extended private key";
  if (new RegExp(`^${BASE58}{86,90}$`).test(text)) return "a secret key (base58)";
  if (/^\[\s*\d{1,3}(\s*,\s*\d{1,3}){31,}\s*\]$/.test(text)) return "a keypair file";
  return null;
}

const PATTERNS: Record<Chain, RegExp> = {
  ethereum: /^0x[0-9a-fA-F]{40}$/,
  // Legacy/P2SH base58 or bech32/bech32m (segwit, taproot).
  bitcoin: new RegExp(`^(?:[13]${BASE58}{25,34}|bc1[ac-hj-np-z02-9]{11,71})$`),
  solana: new RegExp(`^${BASE58}{32,44}$`),
};

const EXAMPLES: Record<Chain, string> = {
  ethereum: "0x followed by 40 hex characters",
  bitcoin: "an address starting with 1, 3 or bc1",
  solana: "a base58 address of 32–44 characters",
};

/** The address normalised for the chain, or a clear refusal. */
export function parseAddress(chain: Chain, raw: string): string {
  const secret = looksLikeSecret(raw);
  if (secret) {
    throw new AppError("invalid_param", {
      param: "address",
      message: `address: this looks like ${secret}. Never share it — with Fathom or anyone. Paste your wallet's PUBLIC address instead.`,
      hint: "Fathom only reads balances. A public address cannot move funds; a seed phrase or private key can. If you pasted a real one anywhere, move your funds to a new wallet.",
    });
  }
  const text = raw.trim();
  if (!PATTERNS[chain].test(text)) {
    throw new AppError("invalid_param", { param: "address", message: `address: not a ${chain} address (expected ${EXAMPLES[chain]}).` });
  }
  return chain === "ethereum" ? text.toLowerCase() : text;
}
