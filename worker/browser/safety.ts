/**
 * Where the cloud browser may go. Only http(s); in production no private, loopback, link-local,
 * CGNAT, unspecified or IPv6 ULA/link-local address — checked on literal IPs and, for names, on
 * every address DNS-over-HTTPS resolves them to. The session calls `checkUrl` for the first URL
 * and for every request the page makes (redirects included) through request interception.
 */

export interface UrlPolicy {
  /** Development and tests only: loopback fixture servers are allowed (never in production). */
  allowLoopback: boolean;
  /** Resolves a host name to its addresses (DoH in production; tests pass their own). */
  resolve(host: string): Promise<string[]>;
}

export type UrlCheck = { ok: true; url: URL } | { ok: false; reason: string };

function ipv4Parts(host: string): number[] | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/u.exec(host);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  return parts.every((p) => p <= 255) ? parts : null;
}

function privateV4([a, b]: number[]): boolean {
  return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b! >= 16 && b! <= 31) ||
    (a === 192 && b === 168) || (a === 100 && b! >= 64 && b! <= 127) || a! >= 224;
}

export function isLoopback(ip: string): boolean {
  const v4 = ipv4Parts(ip);
  if (v4) return v4[0] === 127;
  return ip.replace(/^\[|\]$/gu, "").toLowerCase() === "::1";
}

/** True for every address the browser must not reach in production. */
export function isPrivateAddress(ip: string): boolean {
  const v4 = ipv4Parts(ip);
  if (v4) return privateV4(v4);
  const h = ip.replace(/^\[|\]$/gu, "").toLowerCase();
  if (!h.includes(":")) return false;
  if (h === "::" || h === "::1") return true;
  // IPv4-mapped (::ffff:10.0.0.1 or ::ffff:a00:1): judge the embedded IPv4 address.
  const mapped = /^::ffff:(.+)$/u.exec(h);
  if (mapped) {
    const tail = mapped[1]!;
    if (ipv4Parts(tail)) return privateV4(ipv4Parts(tail)!);
    const [hi, lo] = tail.split(":").map((x) => parseInt(x, 16));
    return hi === undefined || lo === undefined || Number.isNaN(hi) || Number.isNaN(lo) || privateV4([hi >> 8, hi & 255, lo >> 8, lo & 255]);
  }
  const first = parseInt(h.split(":")[0] || "0", 16);
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xff00) === 0xff00;
}

const isIpLiteral = (host: string) => ipv4Parts(host) !== null || host.startsWith("[");

export async function checkUrl(raw: string, policy: UrlPolicy): Promise<UrlCheck> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: "That is not a valid URL." };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, reason: `Only http and https pages can be opened (not ${url.protocol.replace(":", "")}).` };
  if (url.username || url.password) return { ok: false, reason: "URLs with credentials are refused." };
  const host = url.hostname.toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost")) {
    return policy.allowLoopback ? { ok: true, url } : { ok: false, reason: `${host} is a private address; the browser only opens public pages.` };
  }
  let addresses: string[];
  try {
    addresses = isIpLiteral(host) ? [host] : await policy.resolve(host);
  } catch {
    return { ok: false, reason: `${host} could not be resolved.` };
  }
  if (addresses.length === 0) return { ok: false, reason: `${host} could not be resolved.` };
  const bad = addresses.find((a) => isPrivateAddress(a) && !(policy.allowLoopback && isLoopback(a)));
  if (bad) return { ok: false, reason: `${host} is a private address (${bad}); the browser only opens public pages.` };
  return { ok: true, url };
}

/** DNS-over-HTTPS (Cloudflare's JSON API): A and AAAA answers for a name. */
export function dohResolver(fetcher: typeof fetch = fetch, endpoint = "https://cloudflare-dns.com/dns-query"): UrlPolicy["resolve"] {
  return async (host) => {
    const out: string[] = [];
    for (const type of ["A", "AAAA"]) {
      const res = await fetcher(`${endpoint}?name=${encodeURIComponent(host)}&type=${type}`, { headers: { accept: "application/dns-json" } });
      if (!res.ok) throw new Error(`DoH ${res.status}`);
      const body: { Answer?: { type: number; data: string }[] } = await res.json();
      for (const a of body.Answer ?? []) if (a.type === 1 || a.type === 28) out.push(a.data);
    }
    return out;
  };
}
