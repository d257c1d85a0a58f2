import { decodeBase64, encodeBase64, encodeBase64urlNoPadding, encodeHexLowerCase } from "@oslojs/encoding";

/**
 * Request signing for the exchanges, WebCrypto only. Each is checked against the exchange's own
 * documented example (test/unit/connections/signing.test.ts).
 */
const encoder = new TextEncoder();

/** Binance: HMAC-SHA256 of the query string under the secret, hex (the `signature` parameter). */
export async function binanceSignature(secret: string, query: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return encodeHexLowerCase(new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(query))));
}

/** Kraken: HMAC-SHA512(base64-decoded secret, URI path + SHA256(nonce + POST data)), base64 (API-Sign). */
export async function krakenSignature(secretBase64: string, path: string, nonce: string, postData: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(nonce + postData)));
  const pathBytes = encoder.encode(path);
  const message = new Uint8Array(pathBytes.length + digest.length);
  message.set(pathBytes);
  message.set(digest, pathBytes.length);
  const key = await crypto.subtle.importKey("raw", decodeBase64(secretBase64), { name: "HMAC", hash: "SHA-512" }, false, ["sign"]);
  return encodeBase64(new Uint8Array(await crypto.subtle.sign("HMAC", key, message)));
}

/**
 * Coinbase Advanced Trade with a CDP API key: a short-lived ES256 JWT per request (kid = key name,
 * iss "cdp", uri "METHOD host/path"). CDP hands out the private key as a SEC1 PEM ("BEGIN EC
 * PRIVATE KEY"); WebCrypto imports PKCS#8 only, so SEC1 is wrapped first.
 */
export async function coinbaseJwt(keyName: string, privateKeyPem: string, method: string, hostAndPath: string, nowSeconds: number): Promise<string> {
  const key = await crypto.subtle.importKey("pkcs8", pemToPkcs8(privateKeyPem), { name: "ECDSA", namedCurve: "P-256" }, false, ["sign"]);
  const nonce = encodeHexLowerCase(crypto.getRandomValues(new Uint8Array(16)));
  const header = { alg: "ES256", kid: keyName, nonce, typ: "JWT" };
  const payload = { sub: keyName, iss: "cdp", nbf: nowSeconds, exp: nowSeconds + 120, uri: `${method} ${hostAndPath}` };
  const b64 = (v: unknown) => encodeBase64urlNoPadding(encoder.encode(JSON.stringify(v)));
  const signingInput = `${b64(header)}.${b64(payload)}`;
  // WebCrypto's ECDSA signature is already the raw r||s form JWS wants.
  const signature = new Uint8Array(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, key, encoder.encode(signingInput)));
  return `${signingInput}.${encodeBase64urlNoPadding(signature)}`;
}

const EC_P256_ALGORITHM = Uint8Array.from([0x30, 0x13, 0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01, 0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07]);

function derLength(n: number): number[] {
  return n < 0x80 ? [n] : n < 0x100 ? [0x81, n] : [0x82, n >> 8, n & 0xff];
}

export function pemToPkcs8(pem: string): Uint8Array {
  const text = pem.replace(/\\n/g, "\n").trim();
  const match = /-----BEGIN ([A-Z ]+)-----([\s\S]+?)-----END \1-----/.exec(text);
  if (!match) throw new Error("not a PEM private key");
  const der = decodeBase64(match[2]!.replace(/\s+/g, ""));
  if (match[1] === "PRIVATE KEY") return der;
  if (match[1] !== "EC PRIVATE KEY") throw new Error(`unsupported key type ${match[1]}`);
  // PrivateKeyInfo ::= SEQUENCE { version 0, AlgorithmIdentifier(ecPublicKey, P-256), OCTET STRING(SEC1) }
  const octet = [0x04, ...derLength(der.length), ...der];
  const body = [0x02, 0x01, 0x00, ...EC_P256_ALGORITHM, ...octet];
  return Uint8Array.from([0x30, ...derLength(body.length), ...body]);
}
