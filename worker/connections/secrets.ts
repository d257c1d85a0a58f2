import { decodeBase64, encodeBase64 } from "@oslojs/encoding";
import { isDevelopment, type Bindings } from "../env";
import { AppError } from "../http/errors";

/**
 * Exchange secrets at rest: AES-256-GCM (WebCrypto) under a key from the CONNECTIONS_KEYS Worker
 * secret, "kid:base64key,kid2:base64key". The first key encrypts; every listed key decrypts, so a
 * rotation is "put the new key first, re-sync, then drop the old one". A fresh random 96-bit IV
 * per value; the connection id is the additional data, so a ciphertext copied onto another row
 * does not decrypt. Plaintext never leaves this module except to the exchange client.
 *
 * Development only (APP_ENV=development) falls back to DEV_CONNECTIONS_KEY, a fixed public key, so
 * `npm start` needs no setup; anywhere else a missing key refuses exchange connections with a
 * clear error (wallets and CSV, which store no secret, keep working).
 */
export const DEV_CONNECTIONS_KEY = "dev:ZmF0aG9tLWRldmVsb3BtZW50LWNvbm5lY3Rpb25zLWs="; // 32 bytes, public

export interface Keyring {
  current: { id: string; key: CryptoKey };
  all: Map<string, CryptoKey>;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function parseKeyringSpec(spec: string): { id: string; raw: Uint8Array }[] {
  const out: { id: string; raw: Uint8Array }[] = [];
  for (const part of spec.split(",").map((p) => p.trim()).filter(Boolean)) {
    const at = part.indexOf(":");
    const id = part.slice(0, at);
    if (at <= 0 || !/^[A-Za-z0-9_-]{1,32}$/.test(id)) throw new Error("CONNECTIONS_KEYS: each entry is kid:base64key");
    const raw = decodeBase64(part.slice(at + 1));
    if (raw.length !== 32) throw new Error(`CONNECTIONS_KEYS: key ${id} must be 32 bytes (AES-256)`);
    out.push({ id, raw });
  }
  if (out.length === 0) throw new Error("CONNECTIONS_KEYS is empty");
  return out;
}

export async function keyringFrom(spec: string): Promise<Keyring> {
  const parsed = parseKeyringSpec(spec);
  const all = new Map<string, CryptoKey>();
  for (const { id, raw } of parsed) all.set(id, await crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]));
  const first = parsed[0]!;
  return { current: { id: first.id, key: all.get(first.id)! }, all };
}

/** The keyring for this environment, or a clear refusal when none is configured outside development. */
export async function connectionsKeyring(env: Bindings): Promise<Keyring> {
  const spec = env.CONNECTIONS_KEYS?.trim();
  if (spec) return keyringFrom(spec);
  if (isDevelopment(env)) return keyringFrom(DEV_CONNECTIONS_KEY);
  throw new AppError("upstream_unavailable", {
    message: "Exchange connections are not set up on this server (CONNECTIONS_KEYS is missing).",
    hint: "The operator sets CONNECTIONS_KEYS (wrangler secret put CONNECTIONS_KEYS). Wallet addresses and CSV imports work without it.",
  });
}

/** "base64(iv).base64(ciphertext+tag)"; the key id is stored in its own column. */
export async function encryptSecret(ring: Keyring, plaintext: string, aad: string): Promise<{ keyId: string; ciphertext: string }> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: encoder.encode(aad) }, ring.current.key, encoder.encode(plaintext));
  return { keyId: ring.current.id, ciphertext: `${encodeBase64(iv)}.${encodeBase64(new Uint8Array(sealed))}` };
}

export async function decryptSecret(ring: Keyring, keyId: string, ciphertext: string, aad: string): Promise<string> {
  const key = ring.all.get(keyId);
  if (!key) throw new Error(`connection secret was sealed with key ${keyId}, which is no longer in CONNECTIONS_KEYS`);
  const [iv, body] = ciphertext.split(".");
  if (!iv || !body) throw new Error("connection secret is malformed");
  const opened = await crypto.subtle.decrypt({ name: "AES-GCM", iv: decodeBase64(iv), additionalData: encoder.encode(aad) }, key, decodeBase64(body));
  return decoder.decode(opened);
}
