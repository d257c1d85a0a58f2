import { describe, expect, it } from "vitest";
import { call, expectError, identities, json } from "./helpers";
import { admin, apiUser, roomyLimits, v1, v1Raw } from "./api-helpers";

/** /v1/reports: scopes, pagination, errors in the envelope, asynchronous DeepDives, NB-numbers shared with the site. */
const { address, freshIp } = identities("api-reports.example", 45);

async function proApiUser(label: string, scopes: string[]) {
  const user = await apiUser(address(label), scopes, { ip: freshIp() });
  expect((await admin("/set-plan", { email: user.email, plan: "pro" })).status).toBe(200);
  await roomyLimits(user.keyId);
  return user;
}

async function waitReady(key: string, ref: string) {
  for (let i = 0; i < 80; i++) {
    const r = (await json(await v1(`/reports/${ref}`, { key }))).data;
    if (r.status !== "pending") return r;
    await new Promise((res) => setTimeout(res, 25));
  }
  throw new Error(`${ref} never left pending`);
}

describe("/v1/reports", () => {
  it("creates a DeepDive asynchronously (202 pending → ready), gets it by id and by NB-number, renames, annotates and deletes", async () => {
    const u = await proApiUser("flow", ["reports:read", "reports:write"]);
    const created = await v1("/reports", { key: u.key, body: { symbol: "BTC", asOf: "2024-03-15" } });
    expect(created.status).toBe(202);
    const pending = (await json(created)).data;
    expect(pending).toMatchObject({ ref: "NB-1", kind: "Report", status: "pending", symbol: "BTC" });
    const ready = await waitReady(u.key, "NB-1");
    expect(ready.status).toBe("ready");
    expect(ready.body).toMatch(/^# Bitcoin \(BTC\) — DeepDive as of 2024-03-15/);
    expect(ready.data.analysis.levels.close.source).toContain("replay");
    expect((await json(await v1(`/reports/${pending.id}`, { key: u.key }))).data.nb).toBe(1);
    const patched = (await json(await v1("/reports/NB-1", { key: u.key, method: "PATCH", body: { title: "BTC spring", annotation: "check again in May" } }))).data;
    expect(patched).toMatchObject({ title: "BTC spring", annotation: "check again in May" });
    expect((await json(await v1("/reports/nb-1", { key: u.key, method: "DELETE" }))).data).toEqual({ id: pending.id, ref: "NB-1", deleted: true });
    await expectError(await v1("/reports/NB-1", { key: u.key }), 404, "not_found", "id");
  });

  it("checks scopes: reading needs reports:read, writing reports:write", async () => {
    const reader = await proApiUser("reader", ["reports:read"]);
    const writer = await proApiUser("writer", ["reports:write"]);
    await expectError(await v1Raw("/reports", { key: reader.key, body: { symbol: "BTC" } }), 403, "insufficient_scope");
    await expectError(await v1Raw("/reports", { key: writer.key }), 403, "insufficient_scope");
    await expectError(await v1Raw("/reports/NB-1", { key: writer.key }), 403, "insufficient_scope");
    const other = await proApiUser("market", ["market:read"]);
    await expectError(await v1Raw("/reports", { key: other.key }), 403, "insufficient_scope");
  });

  it("pages with a signed cursor bound to its filters; every entry exactly once", async () => {
    const u = await proApiUser("pages", ["reports:read"]);
    for (let i = 0; i < 7; i++) expect((await call("/app/notebook", { cookie: u.cookie, body: { kind: i % 2 ? "Note" : "Idea", title: `e${i}`, symbol: "ETH" } })).status).toBe(201);
    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await json(await v1(`/reports?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { key: u.key }));
      seen.push(...page.data.map((e: { nb: number }) => e.nb));
      cursor = page.meta.pagination.hasMore ? page.meta.pagination.cursor : undefined;
    } while (cursor);
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const ideas = await json(await v1("/reports?kind=Idea&symbol=ETH&limit=2", { key: u.key }));
    expect(ideas.data.map((e: { nb: number }) => e.nb)).toEqual([1, 3]);
    // A cursor from the filtered list is refused on the unfiltered one.
    await expectError(await v1Raw(`/reports?limit=2&cursor=${encodeURIComponent(ideas.meta.pagination.cursor)}`, { key: u.key }), 400, "invalid_param", "cursor");
    await expectError(await v1Raw("/reports?limit=0", { key: u.key }), 400, "invalid_param", "limit");
    await expectError(await v1Raw("/reports?kind=Poem", { key: u.key }), 400, "invalid_param", "kind");
  });

  it("refuses bad input in the envelope", async () => {
    const u = await proApiUser("bad", ["reports:read", "reports:write"]);
    await expectError(await v1Raw("/reports", { key: u.key, body: { symbol: "NOPE" } }), 400, "invalid_param", "symbol");
    await expectError(await v1Raw("/reports", { key: u.key, body: { symbol: "BTC", extra: 1 } }), 400, "invalid_param");
    await expectError(await v1Raw("/reports", { key: u.key, body: { symbol: "BTC", asOf: "March" } }), 400, "invalid_param", "asOf");
    await expectError(await v1Raw("/reports/NB-42", { key: u.key, method: "PATCH", body: {} }), 400, "invalid_param");
    await expectError(await v1Raw("/reports/NB-42", { key: u.key, method: "PATCH", body: { title: "x" } }), 404, "not_found");
    await expectError(await v1Raw("/reports/NB-42", { key: u.key, method: "DELETE" }), 404, "not_found");
  });

  it("Free accounts get three DeepDives a month, then usage_exhausted", async () => {
    const u = await apiUser(address("free"), ["reports:read", "reports:write"], { ip: freshIp() });
    await roomyLimits(u.keyId);
    for (const symbol of ["BTC", "ETH", "SOL"]) expect((await v1("/reports", { key: u.key, body: { symbol } })).status).toBe(202);
    await expectError(await v1Raw("/reports", { key: u.key, body: { symbol: "ADA" } }), 429, "usage_exhausted");
  });
});

describe("NB-numbers from two paths at once", () => {
  it("50 concurrent saves, half from the site and half from /v1, get 1..50 with no gap and no duplicate", async () => {
    const u = await proApiUser("race", ["reports:read", "reports:write"]);
    const site = Array.from({ length: 25 }, (_, i) => call("/app/notebook", { cookie: u.cookie, body: { kind: "Note", title: `site ${i}` } }));
    const api = Array.from({ length: 25 }, () => v1Raw("/reports", { key: u.key, body: { symbol: "BTC", asOf: "2024-03-15" } }));
    const responses = await Promise.all([...site, ...api]);
    expect(responses.map((r) => r.status)).toEqual([...Array(25).fill(201), ...Array(25).fill(202)]);
    const nbs = (await Promise.all(responses.map(async (r) => (await json(r)).data.nb as number))).sort((a, b) => a - b);
    expect(nbs).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });
});
