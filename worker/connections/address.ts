import { AppError } from "../http/errors";
import { findSecret } from "../lib/secret-text";

/**
 * Wallets are read by PUBLIC address only. Anything that looks like a way to spend — a seed
 * phrase, a raw private key, a WIF key, a base58 secret key, an extended private key, a keypair
 * file — is refused before it is stored, logged or sent anywhere, with a message saying why.
 */
export type Chain = "ethereum" | "bitcoin" | "solana";

const BASE58 = "[1-9A-HJ-NP-Za-km-z]";

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
  const secret = findSecret(raw);
  if (secret === "an API key or secret") {
    throw new AppError("invalid_param", { param: "address", message: "address: this looks like an API key or secret, not a wallet address.", hint: "Exchange keys go in the exchange form (read-only keys only); a wallet is read by its public address." });
  }
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
