import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import { constantTimeEqual, hmacSha256, randomBytes, sha256Hex } from "../../lib/crypto";

/**
 * API key format (API.md): `svc_` + key id + `_` + secret + checksum.
 *
 * - key id `k<12 hex lineage>g<generation>`: not secret; names the ApiKeyDO (the lineage) so one
 *   RPC reaches the right object, and tells rotated generations apart.
 * - secret: 20 random bytes (160 bits), base32.
 * - checksum: 6 base32 chars of HMAC-SHA256 over the rest, keyed with the server secret
 *   KEY_CHECKSUM_SECRET. A typo is caught before any lookup, and — because only the server can
 *   compute it — nobody can mint well-formed keys to make the gate touch (and create) Durable
 *   Objects for random key ids. Keys minted before the checksum was keyed (plain SHA-256, dev
 *   only) no longer parse; the `svc_` format is otherwise unchanged.
 */
export const KEY_PREFIX = "svc_";
const SECRET_CHARS = 32;
const CHECKSUM_CHARS = 6;
const KEY_PATTERN = /^svc_(k([0-9a-f]{12})g([1-9][0-9]{0,5}))_([a-z2-7]{32})([a-z2-7]{6})$/;
/** Anything that looks like one of our keys, for refusing keys found in URLs. */
export const KEY_LIKE = /svc_k[0-9a-f]{12}g[0-9]+_/i;

export interface ParsedKey {
  keyId: string;
  lineage: string;
  generation: number;
}

export function newLineage(): string {
  return Array.from(randomBytes(6), (b) => b.toString(16).padStart(2, "0")).join("");
}

export function keyIdFor(lineage: string, generation: number): string {
  return `k${lineage}g${generation}`;
}

/** The checksum of a key body (`svc_<keyId>_<secret>`) under the server's checksum secret. */
export async function checksum(serverSecret: string, body: string): Promise<string> {
  return encodeBase32LowerCaseNoPadding(await hmacSha256(serverSecret, body)).slice(0, CHECKSUM_CHARS);
}

/** A new key: the full secret string (shown once) and the hash that is stored. */
export async function mintKey(serverSecret: string, lineage: string, generation: number): Promise<{ keyId: string; key: string; hash: string }> {
  const keyId = keyIdFor(lineage, generation);
  const secret = encodeBase32LowerCaseNoPadding(randomBytes(20)).slice(0, SECRET_CHARS);
  const body = `${KEY_PREFIX}${keyId}_${secret}`;
  const key = body + (await checksum(serverSecret, body));
  return { keyId, key, hash: await hashKey(key) };
}

/** Parses and checks the checksum; null for anything malformed (no lookup is made for those). */
export async function parseKey(serverSecret: string, key: string): Promise<ParsedKey | null> {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  const [, keyId, lineage, generation, secret, sum] = match;
  const expected = await checksum(serverSecret, `${KEY_PREFIX}${keyId}_${secret}`);
  if (!constantTimeEqual(expected, sum!)) return null;
  return { keyId: keyId!, lineage: lineage!, generation: Number(generation) };
}

export function hashKey(key: string): Promise<string> {
  return sha256Hex(key);
}

/** Splits a bare key id (no secret) into lineage and generation. */
export function parseKeyId(keyId: string): { lineage: string; generation: number } | null {
  const match = /^k([0-9a-f]{12})g([1-9][0-9]{0,5})$/.exec(keyId);
  return match ? { lineage: match[1]!, generation: Number(match[2]) } : null;
}
