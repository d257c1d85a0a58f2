import { describe, expect, it } from "vitest";
import type { Bindings } from "../../../worker/env";
import { connectionsKeyring, decryptSecret, encryptSecret, keyringFrom, parseKeyringSpec } from "../../../worker/connections/secrets";

const key = (byte: number) => btoa(String.fromCharCode(...new Uint8Array(32).fill(byte)));
const envOf = (vars: Record<string, string>) => vars as unknown as Bindings;

describe("connection secrets keyring", () => {
  it("a fresh IV per value: the same secret seals differently each time, and both open", async () => {
    const ring = await keyringFrom(`a:${key(1)}`);
    const one = await encryptSecret(ring, "s3cret", "cn_1");
    const two = await encryptSecret(ring, "s3cret", "cn_1");
    expect(one.ciphertext).not.toBe(two.ciphertext);
    expect(one.ciphertext.split(".")[0]).not.toBe(two.ciphertext.split(".")[0]);
    expect(await decryptSecret(ring, "a", two.ciphertext, "cn_1")).toBe("s3cret");
  });

  it("rotation: the first key encrypts, an old listed key still decrypts, a dropped key cannot", async () => {
    const old = await encryptSecret(await keyringFrom(`a:${key(1)}`), "old secret", "cn_2");
    const rotated = await keyringFrom(`b:${key(2)},a:${key(1)}`);
    expect((await encryptSecret(rotated, "x", "cn_2")).keyId).toBe("b");
    expect(await decryptSecret(rotated, old.keyId, old.ciphertext, "cn_2")).toBe("old secret");
    await expect(decryptSecret(await keyringFrom(`b:${key(2)}`), old.keyId, old.ciphertext, "cn_2")).rejects.toThrow(/no longer in CONNECTIONS_KEYS/);
  });

  it("refuses malformed key specs", () => {
    expect(() => parseKeyringSpec("nokid")).toThrow(/kid:base64key/);
    expect(() => parseKeyringSpec(`a:${btoa("short")}`)).toThrow(/32 bytes/);
  });

  it("development falls back to the public dev key; elsewhere a missing key refuses exchange connections clearly", async () => {
    expect((await connectionsKeyring(envOf({ APP_ENV: "development" }))).current.id).toBe("dev");
    expect((await connectionsKeyring(envOf({ APP_ENV: "production", CONNECTIONS_KEYS: `live:${key(3)}` }))).current.id).toBe("live");
    await expect(connectionsKeyring(envOf({ APP_ENV: "production" }))).rejects.toThrow(/CONNECTIONS_KEYS is missing/);
  });
});
