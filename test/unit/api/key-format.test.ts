import { describe, expect, it } from "vitest";
import { checksum, hashKey, mintKey as mintWith, newLineage, parseKey as parseWith, parseKeyId } from "../../../worker/api/keys/key-format";
import { redactKeys } from "../../../worker/api/keys/redact";

const SECRET = "unit-test-checksum-secret";
const mintKey = (lineage: string, generation: number) => mintWith(SECRET, lineage, generation);
const parseKey = (key: string) => parseWith(SECRET, key);

describe("key format", () => {
  it("mints keys that parse back to their id, and hashes that are SHA-256 of the key", async () => {
    const lineage = newLineage();
    const minted = await mintKey(lineage, 3);
    expect(minted.keyId).toBe(`k${lineage}g3`);
    expect(await parseKey(minted.key)).toEqual({ keyId: minted.keyId, lineage, generation: 3 });
    expect(minted.hash).toBe(await hashKey(minted.key));
    expect(parseKeyId(minted.keyId)).toEqual({ lineage, generation: 3 });
  });

  it("catches every single-character change with the checksum", async () => {
    const { key } = await mintKey(newLineage(), 1);
    const alphabet = "abcdefghijklmnopqrstuvwxyz234567";
    for (let i = key.indexOf("_", 4) + 1; i < key.length; i++) {
      const replacement = alphabet[(alphabet.indexOf(key[i]!) + 1) % alphabet.length]!;
      expect(await parseKey(key.slice(0, i) + replacement + key.slice(i + 1))).toBeNull();
    }
  });

  it("the checksum is keyed: without the server secret nobody can mint a well-formed key", async () => {
    const { key } = await mintKey(newLineage(), 1);
    expect(await parseWith("another-server-secret", key)).toBeNull();
    // The old, public checksum (plain SHA-256 of the body) no longer makes a key well-formed.
    const body = key.slice(0, -6);
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body)));
    const { encodeBase32LowerCaseNoPadding } = await import("@oslojs/encoding");
    expect(await parseKey(body + encodeBase32LowerCaseNoPadding(digest).slice(0, 6))).toBeNull();
    expect(await parseKey(body + (await checksum(SECRET, body)))).not.toBeNull();
  });

  it("two keys never share a secret", async () => {
    const a = await mintKey("000000000000", 1);
    const b = await mintKey("000000000000", 1);
    expect(a.key).not.toBe(b.key);
  });

  it("redacts keys from text bound for logs", async () => {
    const { key } = await mintKey(newLineage(), 1);
    expect(redactKeys(`/v1/x?k=${key}&y=1`)).toBe("/v1/x?k=svc_[redacted]&y=1");
  });
});
