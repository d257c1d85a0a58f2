import { KEY_LIKE } from "./key-format";

const KEY_LIKE_GLOBAL = new RegExp(`${KEY_LIKE.source}[a-z2-7]*`, "gi");
const ESCAPE = /%([0-9a-f]{2})/gi;
const MAX_DECODE_ROUNDS = 8;

/**
 * Undoes percent-encoding as many times as it was applied (`svc%255F…` → `svc%5F…` → `svc_…`),
 * one escape at a time so a malformed sequence elsewhere cannot stop it. Bytes map to Latin-1
 * characters: enough to see the ASCII of a key, whatever else the text holds.
 */
export function fullyDecoded(text: string): string {
  let current = text;
  for (let round = 0; round < MAX_DECODE_ROUNDS && current.includes("%"); round++) {
    const next = current.replace(ESCAPE, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (next === current) break;
    current = next;
  }
  return current;
}

/**
 * Replaces anything shaped like an API key, however many times it was percent-encoded, so a key
 * pasted into a URL never reaches a log or the audit table. Text holding a key is returned
 * decoded (with the key redacted); text without one is returned as it was.
 */
export function redactKeys(text: string): string {
  if (KEY_LIKE.test(text)) return text.replace(KEY_LIKE_GLOBAL, "svc_[redacted]");
  const decoded = fullyDecoded(text);
  return KEY_LIKE.test(decoded) ? decoded.replace(KEY_LIKE_GLOBAL, "svc_[redacted]") : text;
}

export function containsKey(text: string): boolean {
  return KEY_LIKE.test(fullyDecoded(text));
}
