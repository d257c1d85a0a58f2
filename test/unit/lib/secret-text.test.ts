import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findSecret, looksLikeSecret } from "../../../worker/lib/secret-text";

// Test values are made up here (random hex/base58/base64 of the right shapes), never real keys.
const HEX64 = "9f2c4e1a7b3d5c8e0f6a2b4c6d8e0f1a3b5c7d9e1f3a5b7c9d1e3f5a7b9c1d3e";
const WORDS_24 = "gadget ripple canvas orbit velvet walnut harbor ticket silent marble pepper donkey cabin lunar fossil brisk tunnel ozone wagon credit flame jungle mercy plunge";

describe("findSecret: what is a secret", () => {
  it.each([
    ["12 recovery words", WORDS_24.split(" ").slice(0, 12).join(" "), "seed phrase"],
    ["24 recovery words", WORDS_24, "seed phrase"],
    ["18 words after a capital (a phone's autocapitalisation)", `Gadget ${WORDS_24.split(" ").slice(1, 18).join(" ")}`, "seed phrase"],
    ["recovery words inside a sentence", `here is my backup: ${WORDS_24.split(" ").slice(0, 15).join(", ")}`, "seed phrase"],
    ["64 hex with 0x", `0x${HEX64}`, "private key"],
    ["64 hex bare", HEX64, "private key"],
    ["64 hex called a key even with tx words", `my private key for signing txs is ${HEX64}`, "private key"],
    ["a WIF key", "5JkSvkZsQJwF9HkM3nEwFcX7PxY2ThbRKgy6qWe4TtD8uMbVAzN", "WIF"],
    ["an xprv", `xprv9s21ZrQH143K${"A1b2C3d4E5f6G7h8".repeat(7)}`, "extended private key"],
    ["a zprv", `zprv${"AqLhmM7tYbnC2dPs".repeat(7)}`, "extended private key"],
    ["a Solana keypair file", `[${Array.from({ length: 64 }, (_, i) => (i * 37) % 256).join(", ")}]`, "keypair"],
    ["a base58 secret key", "3nXqY7vRkB2mWcTz9pFgHsLd6JeK4aNuQ8rVwMx5tPb1ZyCfGhEjSoUiDk7LmNq2Rs3Tv4Wx5Yz6Ab7Cd8Ef9GhJ", "secret key"],
    ["this service's API key", "use svc_k0a1b2c3d4e5fg1_abcdefghijklmnopqrstuvwxyz234567abcdef", "API key"],
    ["an OpenAI-style key", "sk-proj-Q3f9Zr2LmN8vXc1BtY7kW4pHs6Dg0Ja5", "API key"],
    ["a Telegram bot token", "12345678:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw1", "API key"],
    ["an exchange secret (64 mixed alphanumerics)", "NhqPtmdSJYdKjVHjA7PZj4Mge3R5YNiP1e3UZjInClVN65XAbvqqM6A7H5fATj0j", "API key"],
    ["an exchange secret (base64)", "kQH5HW/8p1uGOVjbgWA7FunAmGO8lsSUXNsu3eow76sz84Q18fWxnyRzBHCd3pd5nE9qa99HAZtuZuj6F1huXg==", "API key"],
  ])("%s", (_name, text, says) => {
    expect(findSecret(text)).toContain(says);
    expect(looksLikeSecret(text)).toBe(true);
  });
});

describe("findSecret: near-misses that are public, not secrets", () => {
  it.each([
    ["an EVM address", "profile this wallet 0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045"],
    ["a Bitcoin bech32 address", "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"],
    ["a taproot address", "bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297"],
    ["a Solana address", "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM"],
    ["an EVM tx hash named as one", `what happened in tx 0x${HEX64}?`],
    ["an explorer link to a tx", `https://etherscan.io/tx/0x${HEX64}`],
    ["a Solana signature named as one", "explain transaction 5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW"],
    ["an extended public key (watch-only)", "track xpub6CUGRUonZSQ4TWtTMmzXdrXDtypWKiKrhko4egpiMZbpiaQL2jkwSB1icqYh2cfDfVxdx4df189oLKnC5fSwqPfgyP3hooxujYzAu3fDVmz"],
    ["an ENS name", "who is vitalik.eth and what does nick.eth hold"],
    ["an ordinary question", "what are the whale flows for link this week and last month then"],
    ["a long list of tickers", "compare AAPL MSFT NVDA TSLA AMZN GOOG META NFLX INTC QCOM AVGO ORCL CSCO"],
    ["eleven short words (not a mnemonic length)", WORDS_24.split(" ").slice(0, 11).join(" ")],
    ["thirteen short words (not a multiple of three)", WORDS_24.split(" ").slice(0, 13).join(" ")],
    ["a link with a long path", "https://github.com/SomeOrganization/SomeRepository2/blob/main/src/SomeLongFileName123.ts"],
    ["a 32-byte hex shorter than a key", `0x${HEX64.slice(0, 40)}`],
  ])("%s", (_name, text) => {
    expect(findSecret(text)).toBeNull();
  });
});

describe("findSecret: properties over generated text", () => {
  const hex = (n: number) => fc.string({ unit: fc.constantFrom(..."0123456789abcdefABCDEF"), minLength: n, maxLength: n });
  const prose = fc.constantFrom("profile this wallet", "who holds", "what did", "send the flows for", "compare");

  it("a public EVM address in a sentence is never a secret", () => {
    fc.assert(fc.property(prose, hex(40), (words, h) => findSecret(`${words} 0x${h} please`) === null));
  });

  it("64 hex characters are a key unless the text calls them a transaction (and never a key)", () => {
    fc.assert(
      fc.property(hex(64), fc.boolean(), (h, named) => {
        const text = named ? `what happened in tx 0x${h}` : `0x${h}`;
        return named ? findSecret(text) === null : findSecret(text) === "a private key (64 hex characters)";
      }),
    );
  });

  it("12, 15, 18, 21 or 24 short lowercase words in a row are a seed phrase", () => {
    const word = fc.string({ unit: fc.constantFrom(..."bcdgklmnprstvwz"), minLength: 3, maxLength: 8 });
    fc.assert(fc.property(fc.constantFrom(12, 15, 18, 21, 24).chain((n) => fc.array(word, { minLength: n, maxLength: n })), (words) => findSecret(words.join(" ")) === "a seed phrase (recovery words)"));
  });
});

describe("findSecret: a transaction hash named as such", () => {
  it("is public even when a base58 run of a WIF key's length sits inside it (found by the property above)", () => {
    expect(findSecret("what happened in tx 0x00000000005cC1f54eBaF4C21a4574bdF6116a9bC79e23DA537e43953184f000")).toBeNull();
    // The same run standing alone is still a WIF-shaped key.
    expect(findSecret("5cC1f54eBaF4C21a4574bdF6116a9bC79e23DA537e43953184f")).toBe("a private key in WIF format");
  });
});
