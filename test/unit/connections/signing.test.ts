import { createPublicKey, verify } from "node:crypto";
import { describe, expect, it } from "vitest";
import { binanceSignature, coinbaseJwt, krakenSignature } from "../../../worker/connections/exchanges/signing";
import { COINBASE_READONLY_NAME, COINBASE_READONLY_PRIVATE, COINBASE_READONLY_PUBLIC } from "../../fixtures/connections/keys";

describe("exchange request signing, against each exchange's documented example", () => {
  it("Binance: the API docs' HMAC-SHA256 example (SIGNED endpoint security)", async () => {
    const secret = "NhqPtmdSJYdKjVHjA7PZj4Mge3R5YNiP1e3UZjInClVN65XAbvqqM6A7H5fATj0j";
    const query = "symbol=LTCBTC&side=BUY&type=LIMIT&timeInForce=GTC&quantity=1&price=0.1&recvWindow=5000&timestamp=1499827319559";
    expect(await binanceSignature(secret, query)).toBe("c8db56825ae71d6d79447849e617115f4a920fa2acdcab2b053c4b2838bd6b71");
    // One character changed in the query changes the signature.
    expect(await binanceSignature(secret, query.replace("quantity=1", "quantity=2"))).not.toBe("c8db56825ae71d6d79447849e617115f4a920fa2acdcab2b053c4b2838bd6b71");
  });

  it("Kraken: the Spot REST Authentication guide's API-Sign example", async () => {
    const sign = await krakenSignature(
      "kQH5HW/8p1uGOVjbgWA7FunAmGO8lsSUXNsu3eow76sz84Q18fWxnyRzBHCd3pd5nE9qa99HAZtuZuj6F1huXg==",
      "/0/private/AddOrder",
      "1616492376594",
      "nonce=1616492376594&ordertype=limit&pair=XBTUSD&price=37500&type=buy&volume=1.25",
    );
    expect(sign).toBe("4/dpxb3iT4tp/ZCVEwSnEsLxx0bqyhLpdfOpc6fn7OR8+UClSV5n9E6aSS8MPtnRfp32bAb0nmbRn6H8ndwLUQ==");
  });

  it("Coinbase: a CDP ES256 JWT from a SEC1 PEM verifies with the key's public key and carries the documented claims", async () => {
    const jwt = await coinbaseJwt(COINBASE_READONLY_NAME, COINBASE_READONLY_PRIVATE, "GET", "api.coinbase.com/api/v3/brokerage/accounts", 1_700_000_000);
    const [h, p, s] = jwt.split(".");
    const header = JSON.parse(Buffer.from(h!, "base64url").toString());
    const claims = JSON.parse(Buffer.from(p!, "base64url").toString());
    expect(header).toMatchObject({ alg: "ES256", kid: COINBASE_READONLY_NAME, typ: "JWT" });
    expect(header.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(claims).toEqual({ sub: COINBASE_READONLY_NAME, iss: "cdp", nbf: 1_700_000_000, exp: 1_700_000_120, uri: "GET api.coinbase.com/api/v3/brokerage/accounts" });
    const ok = verify("sha256", Buffer.from(`${h}.${p}`), { key: createPublicKey(COINBASE_READONLY_PUBLIC), dsaEncoding: "ieee-p1363" }, Buffer.from(s!, "base64url"));
    expect(ok).toBe(true);
    const tampered = verify("sha256", Buffer.from(`${h}.${p}x`), { key: createPublicKey(COINBASE_READONLY_PUBLIC), dsaEncoding: "ieee-p1363" }, Buffer.from(s!, "base64url"));
    expect(tampered).toBe(false);
  });
});
