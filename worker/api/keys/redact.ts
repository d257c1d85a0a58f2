import { KEY_LIKE } from "./key-format";

const KEY_LIKE_GLOBAL = new RegExp(`${KEY_LIKE.source}[a-z2-7]*`, "gi");

/** Replaces anything shaped like an API key, so a key pasted into a URL never reaches a log. */
export function redactKeys(text: string): string {
  return text.replace(KEY_LIKE_GLOBAL, "svc_[redacted]");
}

export function containsKey(text: string): boolean {
  return KEY_LIKE.test(text);
}
