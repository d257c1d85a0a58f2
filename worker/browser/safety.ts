/**
 * Where the cloud browser may go. Only http(s); in production no private, loopback, link-local,
 * CGNAT, unspecified or IPv6 ULA/link-local address — checked on literal IPs and, for names, on
 * every address DNS-over-HTTPS resolves them to. The session calls `checkUrl` for the first URL
 * and for every request the page makes (redirects included) through request interception.
 * Followed feeds (worker/sources/fetch.ts) use the same checks on every hop: one implementation.
 */

export interface UrlPolicy {
  /** Development and tests only: loopback fixture servers are allowed (never in production). */
  allowLoopback: boolean;
  /** Resolves a host name to its addresses (DoH in production; tests pass their own). */
  resolve(host: string): Promise<string[]>;
}

export type UrlCheck = { ok: true; url: URL } | { ok: false; reason: string; kind: "invalid" | "scheme" | "credentials" | "private" | "unresolved" };

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

/** A host name without brackets, lower-case, without the trailing root dot ("localhost." is localhost). */
export function bareHost(host: string): string {
  return host.replace(/^\[|\]$/gu, "").toLowerCase().replace(/\.+$/u, "");
}

/** The 8 16-bit groups of an IPv6 address (a dotted IPv4 tail allowed), or null. */
function ipv6Groups(ip: string): number[] | null {
  let h = ip;
  const tail = /^(.*:)(\d{1,3}(?:\.\d{1,3}){3})$/u.exec(h);
  if (tail) {
    const v4 = ipv4Parts(tail[2]!);
    if (!v4) return null;
    h = `${tail[1]}${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`;
  }
  const halves = h.split("::");
  if (halves.length > 2) return null;
  const side = (s: string) => (s === "" ? [] : s.split(":"));
  const head = side(halves[0]!);
  const rest = halves.length === 2 ? side(halves[1]!) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...rest];
  if (!all.every((g) => /^[0-9a-f]{1,4}$/u.test(g))) return null;
  return all.map((g) => parseInt(g, 16));
}

/** The IPv4 address an IPv6 one carries in its low 32 bits. */
const low32 = (g: number[]) => [g[6]! >> 8, g[6]! & 255, g[7]! >> 8, g[7]! & 255];

export function isLoopback(ip: string): boolean {
  const h = bareHost(ip);
  const v4 = ipv4Parts(h);
  if (v4) return v4[0] === 127;
  const g = ipv6Groups(h);
  if (!g) return false;
  if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return true;
  // ::ffff:127.0.0.1 — the IPv4-mapped form of a loopback address.
  return g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff && low32(g)[0] === 127;
}

/** True for every address Fathom must not reach from a user-given URL in production. */
export function isPrivateAddress(ip: string): boolean {
  const h = bareHost(ip);
  const v4 = ipv4Parts(h);
  if (v4) return privateV4(v4);
  if (!h.includes(":")) return false;
  const g = ipv6Groups(h);
  // Anything that looks like IPv6 but does not parse is refused rather than guessed at.
  if (!g) return true;
  // ::/96 (unspecified, loopback, the deprecated IPv4-compatible ::a.b.c.d) and ::ffff:0:0/96
  // (IPv4-mapped) and 64:ff9b::/96 (NAT64): refuse the compatible block outright, judge the others' IPv4.
  if (g.slice(0, 6).every((x) => x === 0)) return true;
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return privateV4(low32(g));
  if (g.slice(0, 4).every((x) => x === 0) && g[4] === 0xffff && g[5] === 0) return privateV4(low32(g)); // ::ffff:0:a.b.c.d (SIIT)
  if (g[0] === 0x64 && g[1] === 0xff9b) return g.slice(2, 6).some((x) => x !== 0) || privateV4(low32(g));
  // 6to4 (2002::/16) carries an IPv4 address in bits 16–47.
  if (g[0] === 0x2002) return privateV4([g[1]! >> 8, g[1]! & 255, g[2]! >> 8, g[2]! & 255]);
  // Teredo (2001::/32) and documentation (2001:db8::/32) reach nothing public we mean to read.
  if (g[0] === 0x2001 && (g[1] === 0 || g[1] === 0xdb8)) return true;
  const first = g[0]!;
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xffc0) === 0xfec0 || (first & 0xff00) === 0xff00 || first === 0x100;
}

const isIpLiteral = (host: string) => ipv4Parts(host) !== null || host.includes(":");

type Refusal = Extract<UrlCheck, { ok: false }>;
const refuse = (kind: Refusal["kind"], reason: string): Refusal => ({ ok: false, kind, reason });

/**
 * What can be decided without DNS: the scheme, credentials, local names and IP literals.
 * `literal: false` means the host is a name whose addresses `checkUrl` still has to judge.
 */
export function staticCheck(raw: string | URL, allowLoopback: boolean): Refusal | { ok: true; url: URL; host: string; literal: boolean } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse("invalid", "That is not a valid URL.");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return refuse("scheme", `Only http and https pages can be opened (not ${url.protocol.replace(":", "")}).`);
  if (url.username || url.password) return refuse("credentials", "URLs with credentials are refused.");
  const host = bareHost(url.hostname);
  if (host === "" || host === "localhost" || host.endsWith(".localhost")) {
    return allowLoopback && host !== "" ? { ok: true, url, host, literal: true } : refuse("private", `${host || "That host"} is a private address; the browser only opens public pages.`);
  }
  if (!isIpLiteral(host)) return { ok: true, url, host, literal: false };
  if (isPrivateAddress(host) && !(allowLoopback && isLoopback(host))) return refuse("private", `${host} is a private address; the browser only opens public pages.`);
  return { ok: true, url, host, literal: true };
}

export async function checkUrl(raw: string, policy: UrlPolicy): Promise<UrlCheck> {
  const first = staticCheck(raw, policy.allowLoopback);
  if (!first.ok) return first;
  const { url, host } = first;
  if (first.literal) return { ok: true, url };
  let addresses: string[];
  try {
    addresses = await policy.resolve(host);
  } catch {
    return refuse("unresolved", `${host} could not be resolved.`);
  }
  if (addresses.length === 0) return refuse("unresolved", `${host} could not be resolved.`);
  const bad = addresses.find((a) => isPrivateAddress(a) && !(policy.allowLoopback && isLoopback(a)));
  if (bad) return refuse("private", `${host} is a private address (${bad}); the browser only opens public pages.`);
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
