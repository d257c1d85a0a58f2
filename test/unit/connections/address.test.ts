import { describe, expect, it } from "vitest";
import { parseAddress } from "../../../worker/connections/address";
import { findSecret } from "../../../worker/lib/secret-text";
import { AppError } from "../../../worker/http/errors";

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error as AppError;
  }
  throw new Error("expected a refusal");
};

describe("wallet addresses: public only", () => {
  it("accepts public addresses per chain", () => {
    expect(parseAddress("ethereum", " 0xAbCdEf0123456789abcdef0123456789ABCDEF01 ")).toBe("0xabcdef0123456789abcdef0123456789abcdef01");
    expect(parseAddress("bitcoin", "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq")).toBe("bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq");
    expect(parseAddress("bitcoin", "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa")).toBe("1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa");
    expect(parseAddress("solana", "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM")).toBe("9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM");
  });

  it.each([
    ["a 12-word seed phrase", "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about", "seed phrase"],
    ["a 24-word seed phrase", Array(23).fill("legal").concat("winner").join(" "), "seed phrase"],
    ["an EVM private key", "0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318", "private key"],
    ["a bare hex private key", "4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318", "private key"],
    ["a WIF key", "5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyTJ", "WIF"],
    ["a compressed WIF key", "KwdMAjGmerYanjeui5SHS7JkmpZvVipYvB2LJGU1ZxJwYvP98617", "WIF"],
    ["a Solana secret key", "4wBqpZM9xaSheZzJSMawUHDgZ7miWfSsxmfVF5jJpYP" + "4wBqpZM9xaSheZzJSMawUHDgZ7miWfSsxmfVF5jJpYPz3", "secret key"],
    ["an xprv", "xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi", "extended private key"],
    ["a keypair file", `[${Array(64).fill(17).join(",")}]`, "keypair"],
  ])("refuses %s with a message saying why", (_name, text, says) => {
    expect(findSecret(text)).toContain(says);
    const error = refusal(() => parseAddress("ethereum", text));
    expect(error.code).toBe("invalid_param");
    expect(error.options.param).toBe("address");
    expect(error.message).toMatch(/Never share it/);
    expect(error.message).toMatch(/PUBLIC address/);
    // The secret itself is never echoed back.
    expect(error.message).not.toContain(text);
  });

  it("refuses an address of the wrong chain, naming the expected form", () => {
    expect(refusal(() => parseAddress("ethereum", "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq")).message).toMatch(/not a ethereum address \(expected 0x/);
    expect(refusal(() => parseAddress("bitcoin", "0x1111111111111111111111111111111111111111")).message).toMatch(/not a bitcoin address/);
  });
});
