import { describe, expect, it } from "vitest";
import { checkUrl, dohResolver, isPrivateAddress } from "../../worker/browser/safety";

/** DNS-over-HTTPS answers in Cloudflare's real JSON shape (application/dns-json), served by a fake fetch. */
function fakeDoh(records: Record<string, { A?: string[]; AAAA?: string[] }>) {
  const asked: string[] = [];
  const fetcher = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    const name = url.searchParams.get("name")!;
    const type = url.searchParams.get("type") as "A" | "AAAA";
    asked.push(`${name}/${type}`);
    const data = records[name]?.[type] ?? [];
    return Response.json({ Status: data.length ? 0 : 3, TC: false, RD: true, RA: true, AD: false, CD: false, Question: [{ name, type: type === "A" ? 1 : 28 }], Answer: data.map((d) => ({ name, type: type === "A" ? 1 : 28, TTL: 300, data: d })) });
  }) as typeof fetch;
  return { fetcher, asked };
}

describe("production URL policy with DNS-over-HTTPS", () => {
  const { fetcher, asked } = fakeDoh({
    "example.com": { A: ["93.184.216.34"], AAAA: ["2606:2800:220:1:248:1893:25c8:1946"] },
    "rebind.example": { A: ["93.184.216.34"], AAAA: ["fd12::1"] },
    "meta.example": { A: ["169.254.169.254"] },
  });
  const policy = { allowLoopback: false, resolve: dohResolver(fetcher) };

  it("allows a name whose every address is public, asking A and AAAA", async () => {
    expect((await checkUrl("https://example.com/ir", policy)).ok).toBe(true);
    expect(asked).toContain("example.com/A");
    expect(asked).toContain("example.com/AAAA");
  });
  it("refuses a name with any private answer, and a name that does not resolve", async () => {
    expect(await checkUrl("https://rebind.example/", policy)).toEqual({ ok: false, kind: "private", reason: "rebind.example is a private address (fd12::1); the browser only opens public pages." });
    expect((await checkUrl("http://meta.example/", policy)).ok).toBe(false);
    expect(await checkUrl("https://nx.example/", policy)).toEqual({ ok: false, kind: "unresolved", reason: "nx.example could not be resolved." });
  });
  it("classifies addresses", () => {
    for (const ip of ["127.0.0.1", "10.0.0.1", "169.254.169.254", "100.64.0.1", "172.31.255.255", "192.168.0.1", "0.0.0.0", "::1", "fe80::1", "fc00::1", "::ffff:127.0.0.1", "::ffff:a00:1"]) expect(isPrivateAddress(ip), ip).toBe(true);
    for (const ip of ["93.184.216.34", "172.32.0.1", "100.128.0.1", "2606:4700::1111", "8.8.8.8"]) expect(isPrivateAddress(ip), ip).toBe(false);
  });
});

describe("disguised private addresses (shared with followed feeds)", () => {
  it("judges IPv4-compatible, -mapped, NAT64 and 6to4 forms by the IPv4 they carry", () => {
    for (const ip of ["::7f00:1", "[::127.0.0.1]", "::ffff:7f00:1", "::ffff:10.0.0.1", "::ffff:0:a00:1", "64:ff9b::a9fe:a9fe", "2002:c0a8:101::1", "fec0::1", "ff02::1", "2001:db8::1", "0:0:0:0:0:0:0:1", "1:2:3"]) {
      expect(isPrivateAddress(ip), ip).toBe(true);
    }
    for (const ip of ["2606:2800:220:1:248:1893:25c8:1946", "::ffff:93.184.216.34", "64:ff9b::5db8:d822", "2002:5db8:d822::1"]) {
      expect(isPrivateAddress(ip), ip).toBe(false);
    }
  });

  it("a trailing root dot does not turn localhost into a public name", async () => {
    const policy = { allowLoopback: false, resolve: async () => ["93.184.216.34"] };
    expect((await checkUrl("http://localhost.:8874/", policy)).ok).toBe(false);
    expect((await checkUrl("http://app.localhost../", policy)).ok).toBe(false);
  });
});
