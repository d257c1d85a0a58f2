import { describe, expect, it } from "vitest";
import { call, env, expectError, identities, json, signIn } from "./helpers";

/** The Notebook through the site's /app/notebook routes, on real local D1 (FTS5 included). */
const { address, freshIp } = identities("notebook.example", 41);

async function user(label: string) {
  const cookie = await signIn(address(label), freshIp());
  const me = await json(await call("/app/me", { cookie }));
  return { cookie, id: me.data.id as string };
}

async function save(cookie: string, body: Record<string, unknown>) {
  const r = await call("/app/notebook", { cookie, body });
  expect(r.status).toBe(201);
  return (await json(r)).data;
}

describe("NB-numbers", () => {
  it("are per user, start at 1 and come back as NB-n", async () => {
    const a = await user("first");
    const b = await user("second");
    expect((await save(a.cookie, { kind: "Note", title: "one" })).ref).toBe("NB-1");
    expect((await save(a.cookie, { kind: "Idea", title: "two", symbol: "btc" })).ref).toBe("NB-2");
    expect((await save(b.cookie, { kind: "Note", title: "theirs" })).ref).toBe("NB-1");
  });

  it("50 concurrent saves get 1..50 exactly: no gap, no duplicate", async () => {
    const a = await user("burst");
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => call("/app/notebook", { cookie: a.cookie, body: { kind: "Note", title: `n${i}` } })));
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(201));
    const nbs = (await Promise.all(responses.map(async (r) => (await json(r)).data.nb as number))).sort((x, y) => x - y);
    expect(nbs).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it("a deleted number is never reused, and a refused save consumes none", async () => {
    const a = await user("reuse");
    await save(a.cookie, { kind: "Note", title: "keep" });
    const second = await save(a.cookie, { kind: "Note", title: "drop" });
    expect((await call(`/app/notebook/${second.ref}`, { cookie: a.cookie, method: "DELETE" })).status).toBe(200);
    await expectError(await call("/app/notebook", { cookie: a.cookie, body: { kind: "Note", title: "" } }), 400, "invalid_param", "title");
    await expectError(await call("/app/notebook", { cookie: a.cookie, body: { kind: "Note", title: "x", parentId: "NB-99" } }), 404, "not_found", "parentId");
    expect((await save(a.cookie, { kind: "Note", title: "next" })).nb).toBe(3);
  });
});

describe("links, edits and deletion", () => {
  it("shows links both ways; a deleted parent shows as deleted and the child keeps its number", async () => {
    const a = await user("links");
    const idea = await save(a.cookie, { kind: "Idea", title: "ETH idea", symbol: "ETH" });
    const note = await save(a.cookie, { kind: "Note", title: "follow-up", parentId: idea.ref });
    const parentView = (await json(await call(`/app/notebook/${idea.ref}`, { cookie: a.cookie }))).data;
    expect(parentView.children.map((c: { ref: string }) => c.ref)).toEqual([note.ref]);
    const childView = (await json(await call(`/app/notebook/${note.id}`, { cookie: a.cookie }))).data;
    expect(childView.parent).toMatchObject({ ref: idea.ref, kind: "Idea", deleted: false });

    expect((await call(`/app/notebook/${idea.ref}`, { cookie: a.cookie, method: "DELETE" })).status).toBe(200);
    await expectError(await call(`/app/notebook/${idea.ref}`, { cookie: a.cookie }), 404, "not_found");
    const after = (await json(await call(`/app/notebook/${note.ref}`, { cookie: a.cookie }))).data;
    expect(after.entry.nb).toBe(note.nb);
    expect(after.parent).toMatchObject({ ref: idea.ref, deleted: true, title: "" });
  });

  it("edits notes and frameworks, refuses to rewrite a computed entry's body, and keeps users apart", async () => {
    const a = await user("edits");
    const b = await user("stranger");
    const fw = await save(a.cookie, { kind: "Framework", title: "My checks", body: "RSI14 < 70" });
    const r = await call(`/app/notebook/${fw.ref}`, { cookie: a.cookie, method: "PATCH", body: { body: "RSI14 < 70\nprice above SMA200" } });
    expect((await json(r)).data.body).toBe("RSI14 < 70\nprice above SMA200");
    const idea = await save(a.cookie, { kind: "Idea", title: "SOL" });
    await expectError(await call(`/app/notebook/${idea.ref}`, { cookie: a.cookie, method: "PATCH", body: { body: "x" } }), 400, "invalid_param", "body");
    expect((await json(await call(`/app/notebook/${idea.ref}`, { cookie: a.cookie, method: "PATCH", body: { title: "SOL, renamed" } }))).data.title).toBe("SOL, renamed");
    await expectError(await call(`/app/notebook/${fw.id}`, { cookie: b.cookie }), 404, "not_found");
    await expectError(await call(`/app/notebook/${fw.id}`, { cookie: b.cookie, method: "DELETE" }), 404, "not_found");
    await expectError(await call(`/app/notebook/${fw.ref}`, { cookie: a.cookie, method: "PATCH", body: { title: "x" }, origin: "https://evil.example" }), 403, "cross_site_request");
  });
});

describe("list, search and export", () => {
  it("filters by kind, asset and date, and searches the text (FTS5)", async () => {
    const a = await user("search");
    await save(a.cookie, { kind: "Idea", title: "Bitcoin momentum", symbol: "BTC", body: "Trend above the 200-day average." });
    await save(a.cookie, { kind: "Note", title: "Solana fees", symbol: "SOL", body: "Fee revenue doubled." });
    await save(a.cookie, { kind: "Framework", title: "Checklist", body: "price above SMA200" });
    const list = async (qs: string) => (await json(await call(`/app/notebook?${qs}`, { cookie: a.cookie }))).data.entries.map((e: { title: string }) => e.title);
    expect(await list("")).toEqual(["Checklist", "Solana fees", "Bitcoin momentum"]);
    expect(await list("kind=Idea")).toEqual(["Bitcoin momentum"]);
    expect(await list("symbol=sol")).toEqual(["Solana fees"]);
    expect(await list("q=revenue")).toEqual(["Solana fees"]);
    expect(await list("q=sma200")).toEqual(["Checklist"]);
    expect(await list("q=ave")).toEqual(["Bitcoin momentum"]);
    expect(await list('q="NEAR(x y)" OR *')).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await list(`from=${today}&to=${today}`)).toHaveLength(3);
    expect(await list("to=2020-01-01")).toEqual([]);
    await expectError(await call("/app/notebook?kind=Poem", { cookie: a.cookie }), 400, "invalid_param", "kind");
    await expectError(await call("/app/notebook?q=%20%2A%20", { cookie: a.cookie }), 400, "invalid_param", "q");
  });

  it("exports everything as JSON and as Markdown, with parents named by number", async () => {
    const a = await user("export");
    const idea = await save(a.cookie, { kind: "Idea", title: "Gold <b>hedge</b>", symbol: "PAXG" });
    await save(a.cookie, { kind: "Note", title: "why", body: "Real yields.", parentId: idea.id });
    const j = await call("/app/notebook/export?format=json", { cookie: a.cookie });
    expect(j.headers.get("content-disposition")).toMatch(/attachment; filename="fathom-notebook-\d{4}-\d{2}-\d{2}\.json"/);
    expect((await json(j)).data.entries.map((e: { ref: string }) => e.ref)).toEqual(["NB-1", "NB-2"]);
    const md = await call("/app/notebook/export?format=md", { cookie: a.cookie });
    expect(md.headers.get("content-type")).toContain("text/markdown");
    const text = await md.text();
    expect(text).toContain("## NB-1 — Gold <b>hedge</b>");
    expect(text).toMatch(/## NB-2 — why\n\n\*Note · \d{4}-\d{2}-\d{2} · from NB-1\*\n\nReal yields\./);
  });
});

describe("removal", () => {
  async function rows(userId: string) {
    const e = await env.DB.prepare("SELECT count(*) AS n FROM notebook_entries WHERE user_id = ?").bind(userId).first<{ n: number }>();
    const c = await env.DB.prepare("SELECT count(*) AS n FROM notebook_counters WHERE user_id = ?").bind(userId).first<{ n: number }>();
    return { entries: e!.n, counters: c!.n };
  }
  const ADMIN = { authorization: "Bearer test-admin-token" };

  it("delete workspace removes the Notebook (numbers still never reused); others keep theirs", async () => {
    const a = await user("ws");
    const other = await user("ws-other");
    const email = (await json(await call("/app/me", { cookie: a.cookie }))).data.email as string;
    expect((await call("/admin/set-plan", { body: { email, plan: "pro" }, headers: ADMIN, origin: null })).status).toBe(200);
    expect((await call("/app/agent", { cookie: a.cookie, body: { name: "Ada" } })).status).toBe(201);
    await save(a.cookie, { kind: "Note", title: "a" });
    await save(a.cookie, { kind: "Note", title: "b" });
    await save(other.cookie, { kind: "Note", title: "keep" });
    expect(await rows(a.id)).toEqual({ entries: 2, counters: 1 });
    expect((await call("/app/agent/delete", { cookie: a.cookie, body: { confirm: true } })).status).toBe(200);
    expect((await rows(a.id)).entries).toBe(0);
    expect((await rows(other.id)).entries).toBe(1);
    expect((await save(a.cookie, { kind: "Note", title: "after" })).nb).toBe(3);
  });

  it("delete account removes every row of the Notebook", async () => {
    const a = await user("acct");
    const email = (await json(await call("/app/me", { cookie: a.cookie }))).data.email as string;
    await save(a.cookie, { kind: "Note", title: "zebraquux" });
    expect(await rows(a.id)).toEqual({ entries: 1, counters: 1 });
    expect((await call("/admin/delete-account", { body: { email }, headers: ADMIN, origin: null })).status).toBe(200);
    expect(await rows(a.id)).toEqual({ entries: 0, counters: 0 });
    const fts = await env.DB.prepare("SELECT count(*) AS n FROM notebook_fts WHERE notebook_fts MATCH 'zebraquux'").first<{ n: number }>();
    expect(fts!.n).toBe(0);
  });
});
