import { describe, expect, it } from "vitest";
import { exportPdf } from "../../worker/browser/pdf-export";
import { createDb } from "../../worker/db/client";
import { AppError } from "../../worker/http/errors";
import { systemClock } from "../../worker/lib/clock";
import { call, env, expectError, identities, json, signIn } from "./helpers";

/**
 * DeepDive and Notebook PDF exports through the local BROWSER binding (Debian's Chromium behind
 * the shim): the worker's own printable HTML, printed from setContent, stored in R2 as a `pdf`
 * artifact of its owner, charged once as a browser session.
 */
const ids = identities("browser-pdf.example", 93);

async function freeUser() {
  const cookie = await signIn(ids.address("u"), ids.freshIp());
  const me = (await json(await call("/app/me", { cookie }))).data;
  return { cookie, userId: me.id as string };
}

/** The PDF's Info /Title: a literal string `(…)` or UTF-16BE hex `<FEFF…>` (Chromium writes either). */
export function pdfTitle(pdf: Uint8Array): string | null {
  const text = new TextDecoder("latin1").decode(pdf);
  const hex = /\/Title\s*<FEFF([0-9A-Fa-f]*)>/u.exec(text);
  if (hex) {
    let out = "";
    for (let i = 0; i + 4 <= hex[1]!.length; i += 4) out += String.fromCharCode(parseInt(hex[1]!.slice(i, i + 4), 16));
    return out;
  }
  const lit = /\/Title\s*\(((?:\\.|[^\\)])*)\)/u.exec(text);
  return lit ? lit[1]!.replace(/\\(.)/gu, "$1") : null;
}

const pageCount = (pdf: Uint8Array) => (new TextDecoder("latin1").decode(pdf).match(/\/Type\s*\/Page[^s]/gu) ?? []).length;

const charges = (userId: string) =>
  env.DB.prepare("SELECT idempotency_key AS k, refunded_at AS refunded FROM usage_charges WHERE user_id = ? AND action = 'browser_session'").bind(userId).all<{ k: string; refunded: number | null }>();

describe("PDF export of a DeepDive report and of the Notebook", () => {
  it("prints the report into R2 as its owner's pdf artifact, charged once; another user gets 404", async () => {
    const { cookie, userId } = await freeUser();
    const r = await call("/app/research/deepdive", { cookie, body: { symbol: "ETH", asOf: "2024-03-14" } });
    expect(r.status).toBe(201);
    const report = (await json(r)).data;

    const res = await call("/app/artifacts/pdf", { cookie, body: { of: "entry", ref: report.ref } });
    expect(res.status, await res.clone().text()).toBe(201);
    const art = (await json(res)).data;
    expect(art).toMatchObject({ kind: "pdf", contentType: "application/pdf", title: `${report.ref} ${report.title} (PDF)`, sourceUrl: null });
    expect(art.renderMs).toBeGreaterThan(0);

    // The bytes in R2 under the user's prefix are a PDF whose Title is the report's title.
    const stored = await env.ARTIFACTS.list({ prefix: `u/${userId}/artifacts/` });
    expect(stored.objects.map((o) => o.key)).toEqual([`u/${userId}/artifacts/${art.id}.pdf`]);
    const file = await call(art.url, { cookie });
    expect(file.headers.get("content-type")).toBe("application/pdf");
    const pdf = new Uint8Array(await file.arrayBuffer());
    expect(pdf.byteLength).toBe(art.size);
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe("%PDF-");
    expect(pdfTitle(pdf)).toBe(`${report.ref} ${report.title}`);
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(1);

    expect((await charges(userId)).results).toEqual([{ k: expect.stringMatching(/^pdf:pdf_/u), refunded: null }]);
    const listed = (await json(await call("/app/artifacts", { cookie }))).data.artifacts;
    expect(listed.map((a: { id: string }) => a.id)).toEqual([art.id]);

    // Another user: the artifact is a 404, and their NB-number of the same value is not this report.
    const other = await signIn(ids.address("other"), ids.freshIp());
    expect((await call(art.url, { cookie: other })).status).toBe(404);
    expect((await call(`/app/artifacts/${art.id}`, { cookie: other })).status).toBe(404);
    await expectError(await call("/app/artifacts/pdf", { cookie: other, body: { of: "entry", ref: report.ref } }), 404, "not_found", "ref");
    expect((await call(art.url)).status).toBe(401);
  }, 120_000);

  it("prints the whole Notebook; user text is escaped, not run", async () => {
    const { cookie } = await freeUser();
    const hostile = `<script>document.title="pwned"</script><img src="http://10.0.0.1/x.png">`;
    for (const title of ["First note", hostile]) {
      expect((await call("/app/notebook", { cookie, body: { kind: "Note", title, body: `| a | b |\n|---|---|\n| 1 | ${hostile} |` } })).status).toBe(201);
    }
    const res = await call("/app/artifacts/pdf", { cookie, body: { of: "notebook" } });
    expect(res.status, await res.clone().text()).toBe(201);
    const art = (await json(res)).data;
    expect(art.title).toBe("Notebook (PDF)");
    const pdf = new Uint8Array(await (await call(art.url, { cookie })).arrayBuffer());
    // Had the script run, it would have renamed the document (and the PDF's Title with it).
    expect(pdfTitle(pdf)).toBe("Notebook");
  }, 120_000);

  it("a browser that fails: a clear 503, the charge refunded, nothing stored", async () => {
    const { cookie, userId } = await freeUser();
    expect((await call("/app/notebook", { cookie, body: { kind: "Note", title: "To print", body: "text" } })).status).toBe(201);
    // The binding's launch endpoint answering 500, as Browser Rendering does when it has no capacity.
    const down = { fetch: async () => new Response("no browser", { status: 500 }), connect: () => { throw new Error("no socket"); } } as unknown as Fetcher;
    const error = await exportPdf({ env: { ...env, BROWSER: down }, db: createDb(env.DB), clock: systemClock, userId }, { of: "entry", ref: "NB-1" }).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("upstream_unavailable");
    expect((error as AppError).message).toMatch(/^The PDF could not be made: .* Nothing was charged\.$/u);
    expect((await charges(userId)).results).toEqual([{ k: expect.stringMatching(/^pdf:/u), refunded: expect.any(Number) }]);
    expect((await env.ARTIFACTS.list({ prefix: `u/${userId}/artifacts/` })).objects).toEqual([]);
  });

  it("bad input is a clear error and costs nothing", async () => {
    const { cookie, userId } = await freeUser();
    await expectError(await call("/app/artifacts/pdf", { cookie, body: { of: "entry" } }), 400, "invalid_param");
    await expectError(await call("/app/artifacts/pdf", { cookie, body: { of: "site", url: "http://x" } }), 400, "invalid_param");
    await expectError(await call("/app/artifacts/pdf", { cookie, body: { of: "entry", ref: "NB-999" } }), 404, "not_found", "ref");
    expect((await charges(userId)).results).toEqual([]);
  });
});
