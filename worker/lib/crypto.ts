import { encodeBase64urlNoPadding, encodeHexLowerCase } from "@oslojs/encoding";

const encoder = new TextEncoder();

export async function sha256Hex(input: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(input));
  return encodeHexLowerCase(new Uint8Array(digest));
}

/** HMAC-SHA256 of `message` under `secret`, as raw bytes. */
export async function hmacSha256(secret: string, message: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(message)));
}

export function randomBytes(length: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(length));
}

/** A URL-safe random token; 32 bytes = 256 bits unless asked otherwise. */
export function randomToken(bytes = 32): string {
  return encodeBase64urlNoPadding(randomBytes(bytes));
}

/** Sortable-enough unique ids with a readable prefix (`usr_…`). */
export function newId(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}${encodeHexLowerCase(randomBytes(8))}`;
}

/** A uniformly random 6-digit code (rejection sampling avoids modulo bias). */
export function randomSixDigitCode(): string {
  const limit = Math.floor(0x1_0000_0000 / 1_000_000) * 1_000_000;
  for (;;) {
    const [n] = crypto.getRandomValues(new Uint32Array(1));
    if (n !== undefined && n < limit) return String(n % 1_000_000).padStart(6, "0");
  }
}

/** Compares two strings without an early exit, so timing says nothing about where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  let diff = left.length ^ right.length;
  const length = Math.max(left.length, right.length);
  for (let i = 0; i < length; i++) diff |= (left[i] ?? 0) ^ (right[i] ?? 0);
  return diff === 0;
}
