import { env } from "cloudflare:test";
import { afterEach, describe, expect, inject, it } from "vitest";
import { findFigures, tableRecords } from "../../worker/browser/extract";
import { checkUrl, dohResolver, type UrlPolicy } from "../../worker/browser/safety";
import { fakeDoh } from "../fakes/doh";
import { BrowserSession, DEFAULT_LIMITS, SessionError } from "../../worker/browser/session";

/**
 * The session module against the local BROWSER binding (Debian's Chromium behind the shim) and
 * pages on a loopback fixture server. Development policy allows loopback explicitly; production
 * policy (allowLoopback false) is the one the refusals are tested with.
 */
const origin = inject("browserFixtures");
const rebinder = inject("loopbackName");
const noDns = async () => { throw new Error("tests never resolve names"); };
const dev: UrlPolicy = { allowLoopback: true, resolve: noDns };
const production: UrlPolicy = { allowLoopback: false, resolve: async (h) => (h === "intranet.example" ? ["10.1.2.3"] : ["93.184.216.34"]) };

let open: BrowserSession | null = null;
async function session(policy = dev, limits = DEFAULT_LIMITS) {
  open = await BrowserSession.open(env.BROWSER, policy, limits);
  return open;
}
afterEach(async () => {
  await open?.close();
  open = null;
});

async function refusal(p: Promise<unknown>): Promise<SessionError> {
  const error = await p.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(SessionError);
  return error as SessionError;
}

describe("cloud browser session", () => {
  it("navigates, extracts the table and the figures asked for, screenshots and prints", async () => {
    const s = await session();
    const nav = await s.navigate(`${origin}/table.html`);
    expect(nav).toMatchObject({ title: "Quarterly figures", status: 200 });
    const [table] = await s.tables();
    expect(table!.caption).toBe("Results by quarter");
    expect(table!.headers).toEqual(["Quarter", "Revenue", "Margin"]);
    expect(tableRecords(table!)).toEqual([
      { Quarter: "Q1", Revenue: "3,900", Margin: "58.1%" },
      { Quarter: "Q2", Revenue: "4,050", Margin: "60.2%" },
      { Quarter: "Q3", Revenue: "4,200", Margin: "61.5%" },
    ]);
    const text = await s.text();
    expect(text).toContain("Revenue grew to $4.2B");
    expect(findFigures(["Q2", "gross margin"], text, [table!])).toEqual([
      { label: "Q2", value: 4050, text: "4,050" },
      { label: "gross margin", value: 61.5, text: expect.stringContaining("Gross margin 61.5%") },
    ]);
    const png = await s.screenshot();
    expect([...png.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const pdf = await s.pdf();
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe("%PDF-");
  }, 60_000);

  it("production refuses localhost, loopback, 10.x, 169.254.x and names resolving to private addresses", async () => {
    const s = await session(production);
    for (const url of ["http://localhost:8787/", `${origin}/table.html`, "http://10.0.0.8/", "http://169.254.169.254/latest/meta-data/", "http://[::1]/", "http://intranet.example/"]) {
      const error = await refusal(s.navigate(url));
      expect(error.code, url).toBe("refused");
      expect(error.message).toMatch(/private address/u);
    }
    expect((await refusal(s.navigate("file:///etc/passwd"))).message).toMatch(/Only http and https/u);
  }, 60_000);

  it("checks every redirect hop: a redirect to 10.x or to the metadata address is refused", async () => {
    const s = await session();
    for (const path of ["/redirect-private", "/redirect-metadata"]) {
      const error = await refusal(s.navigate(`${origin}${path}`));
      expect(error.code).toBe("refused");
      expect(error.message).toMatch(/(10\.0\.0\.1|169\.254\.169\.254) is a private address/u);
    }
  }, 60_000);

  it("enforces the page, size and time limits and refuses downloads", async () => {
    const s = await session(dev, { ...DEFAULT_LIMITS, maxPages: 1, maxBytes: 100_000 });
    expect((await refusal(s.navigate(`${origin}/big.html`))).message).toMatch(/size limit/u);
    expect((await refusal(s.navigate(`${origin}/table.html`))).message).toMatch(/page limit \(1\)/u);
    await s.close();
    const d = await session();
    expect((await refusal(d.navigate(`${origin}/download`))).code).toBe("download");
    await d.close();
    const slow = await session(dev, { ...DEFAULT_LIMITS, totalMs: 1500 });
    expect((await refusal(slow.navigate(`${origin}/slow.html`))).code).toBe("limit");
  }, 60_000);

  it("a failing page says why", async () => {
    const s = await session();
    expect((await refusal(s.navigate(`${origin}/broken.html`))).message).toBe("The page answered HTTP 500.");
    expect((await refusal(s.navigate("http://127.0.0.1:9/"))).message).toMatch(/could not be opened/u);
  }, 60_000);
});

describe("DNS answers and what Chromium really reached (production policy)", () => {
  const port = new URL(origin).port;
  // The product's DoH client against a fake resolver: "intranet.example" answers 10.x, the
  // machine's loopback name answers a public address although the OS resolves it to 127.0.0.1.
  const doh: UrlPolicy = {
    allowLoopback: false,
    resolve: dohResolver(fakeDoh({ "intranet.example": ["10.1.2.3"], "v6.intranet.example": ["fd00::5"], "public.example": ["93.184.216.34"], ...(rebinder ? { [rebinder]: ["93.184.216.34"] } : {}) }), "https://doh.test/dns-query"),
  };

  it("refuses names the resolver answers with a private address, page and sub-request alike", async () => {
    for (const url of ["http://intranet.example/", "http://v6.intranet.example/"]) {
      expect((await checkUrl(url, doh)).ok, url).toBe(false);
    }
    const s = await session(doh);
    expect((await refusal(s.navigate("http://intranet.example/admin"))).message).toBe("intranet.example is a private address (10.1.2.3); the browser only opens public pages.");
    // A page whose images point inside: each sub-request is stopped before it leaves the browser.
    const pdf = await s.printHtml(`<!doctype html><title>t</title><img src="http://10.0.0.1/a.png"><img src="http://intranet.example/b.png"><img src="http://169.254.169.254/c.png"><img src="${origin}/table.html">`);
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe("%PDF-");
    expect(s.refused.map((r) => r.split(" — ")[0]).sort()).toEqual([`${origin}/table.html`, "http://10.0.0.1/a.png", "http://169.254.169.254/c.png", "http://intranet.example/b.png"].sort());
  }, 60_000);

  it.skipIf(!rebinder)("a name that passed the check but reached a private address (rebinding) ends the session", async () => {
    // The check sees the public answer; Chromium resolves the name itself and connects to 127.0.0.1.
    expect((await checkUrl(`http://${rebinder}:${port}/table.html`, doh)).ok).toBe(true);
    const s = await session(doh);
    const error = await refusal(s.navigate(`http://${rebinder}:${port}/table.html`));
    expect(error.message).toBe(`${rebinder} answered from a private address (127.0.0.1) after its name was checked; the browser only opens public pages.`);
    // Nothing read from that answer can be taken afterwards.
    expect((await refusal(s.text())).code).toBe("refused");
    expect((await refusal(s.screenshot())).code).toBe("refused");
    await s.close();

    // The same through a sub-request (a frame) of a page printed from HTML: the print is refused.
    const p = await session(doh);
    const printed = await refusal(p.printHtml(`<!doctype html><title>t</title><iframe src="http://${rebinder}:${port}/table.html"></iframe>`));
    expect(printed.message).toMatch(/answered from a private address \(127\.0\.0\.1\)/u);
  }, 60_000);
});

describe("URL policy", () => {
  it("classifies literal addresses", async () => {
    const refused = ["http://0.0.0.0/", "http://100.64.0.1/", "http://172.16.5.4/", "http://192.168.1.1/", "http://[fd00::1]/", "http://[fe80::1]/", "http://[::ffff:10.0.0.1]/"];
    for (const u of refused) expect((await checkUrl(u, production)).ok, u).toBe(false);
    expect((await checkUrl("https://93.184.216.34/", production)).ok).toBe(true);
    expect((await checkUrl("https://example.com/", production)).ok).toBe(true);
    expect((await checkUrl("http://user:pw@example.com/", production)).ok).toBe(false);
  });
});
