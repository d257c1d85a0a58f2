import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AgentDO } from "../../durable-objects/agent-do";
import { emptyMarket } from "../fakes/agent-market";
import { FEED_BASE } from "../fakes/feeds";
import { fakeOpenAILog, resetFakeOpenAI } from "../fakes/openai";
import { fakedProAgent } from "./agent-chat";
import { call, env, identities, json } from "./helpers";

/**
 * KOL Analysis end to end in workerd: feeds followed through the site (fake feeds in their real
 * shapes), the three modes asked in chat with and without the fake model, and Discussion as a
 * background run — warned first, confirmed, surviving an eviction mid-run, charged once, landing
 * in the Notebook; a failing Discussion is refunded.
 */
const ids = identities("kol.example", 92);

async function setUp(options: { model?: boolean; feeds?: string[] } = {}) {
  const { stub, cookie } = await fakedProAgent(ids, emptyMarket(), { model: options.model ?? false });
  expect((await stub.install("kol_analysis")).ok).toBe(true);
  for (const path of options.feeds ?? ["/blog.rss", "/substack/feed", "/youtube/feeds/videos.xml", "/podcast.xml"]) {
    expect((await call("/app/sources", { cookie, body: { url: `${FEED_BASE}${path}` } })).status).toBe(201);
  }
  const me = (await json(await call("/app/me", { cookie }))).data;
  return { stub, cookie, userId: me.id as string };
}

async function sayIn(stub: DurableObjectStub<AgentDO>, text: string, conversationId: string | null) {
  return runInDurableObject(stub, async (i: AgentDO) => {
    const r = await i.chat(text, conversationId);
    if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
    return r;
  });
}

async function say(stub: DurableObjectStub<AgentDO>, text: string) {
  return (await sayIn(stub, text, null)).reply;
}

describe("Q&A and Synthesis in chat", () => {
  it("without a model: rule-based, every claim cited with its source, checked against market data", async () => {
    const { stub } = await setUp();
    const reply = await say(stub, "what do my sources say about BTC?");
    expect(reply.tools[0]).toMatchObject({ ok: true, tool: "kol_ask" });
    expect(reply.content).toContain("rule-based");
    expect(reply.content).toContain("5 claims about BTC from 3 sources: 4 lean up [1][2][3][4], 1 lean down [5].");
    expect(reply.content).toContain("Trend (chart)");
    expect(reply.content).toMatch(/\[\d\] The Long View: “We are cautious on Bitcoin/u);
    expect(reply.content).toContain("https://www.youtube.com/watch?v=abc123XYZ00");
    expect(reply.content).toMatch(/Market data: BTC \$[\d,]+, 200-day average/u);
    expect(reply.content).toMatch(/\[5\] the claimed level \$85,000 is -[\d.]+% from \$[\d,]+; a [\d.]+σ move over 30 days/u);
    // Every claim has its market check line, with the data's source and date.
    for (let n = 1; n <= 5; n++) expect(reply.content).toMatch(new RegExp(`\\n  \\[${n}\\] .*\\(replay data from \\d{4}-\\d\\d-\\d\\d, \\d{4}-\\d\\d-\\d\\d\\)\\.`, "u"));
    expect(reply.content).not.toMatch(/\b(?:buy|sell)\b/iu);
    const data = (reply.tools[0] as { data: { label: string; citations: unknown[] } }).data;
    expect(data.label).toBe("rule-based");
    expect(data.citations).toHaveLength(5);
    // The card's data: each claim's market check, numbered like its citation, with source and asOf.
    const checks = (reply.tools[0] as { data: { checks: { n: number; notes: string[]; source: string; asOf: string }[] } }).data.checks;
    expect(checks.map((k) => k.n)).toEqual([1, 2, 3, 4, 5]);
    expect(checks[4]).toMatchObject({ notes: expect.arrayContaining([expect.stringContaining("the claimed level $85,000")]), source: expect.stringContaining("replay"), asOf: expect.stringMatching(/^\d{4}-/u) });

    const synth = await say(stub, "synthesis on ETH");
    expect(synth.tools[0]).toMatchObject({ ok: true, tool: "kol_synthesis" });
    expect(synth.content).toContain("KOL Synthesis on ETH — Trend (chart) and Risk (rule-based)");
    expect(synth.content).toMatch(/Agreements \(\d+\):/u);
    expect(synth.content).toMatch(/Disagreements \(\d+\):/u);
    expect(synth.content).toMatch(/[✓✗] \[\d\]/u);

    // An asset no source talks about gets a plain answer, not an error.
    expect((await say(stub, "what do my sources say about DOGE?")).content).toContain("None of your 4 followed sources");
  });

  it("with the fake model: the same steps plus a model-written opening, labelled model-assisted", async () => {
    await resetFakeOpenAI();
    const { stub } = await setUp({ model: true, feeds: ["/substack/feed", "/podcast.xml"] });
    const r = await stub.kol("qa", "ETH", "what do they say about ETH staking?");
    const out = r.ok ? r.output : null;
    expect(out).toMatchObject({ mode: "qa", label: "model-assisted" });
    expect(out!.text).toContain("Here is what the data shows");
    expect(out!.text).toContain("model-assisted");
    expect(out!.text).toMatch(/\[1\] Onchain Weekly: “/u);
    const synth = await stub.kol("synthesis", "ETH");
    expect(synth.ok && synth.output).toMatchObject({ mode: "synthesis", label: "model-assisted" });
    // The model saw the rule-based analysis, delimited as data.
    const sent = JSON.stringify(await fakeOpenAILog());
    expect(sent).toContain("<analysis>");
    expect(sent).toContain("Onchain Weekly");
  });
});

/**
 * Steps the run's alarm until the run is done or failed. The alarm is due at once, so workerd may
 * fire it on its own before `runDurableObjectAlarm` does (which then returns false): poll the run.
 */
async function settled(stub: DurableObjectStub<AgentDO>) {
  for (let i = 0; i < 60; i++) {
    await runDurableObjectAlarm(stub);
    const r = await stub.runs();
    const run = r.ok ? r.runs[0] : undefined;
    if (run && (run.status === "done" || run.status === "failed")) return run;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the run did not settle");
}

async function charges(userId: string) {
  return (await env.DB.prepare("SELECT units, refunded_at FROM usage_charges WHERE user_id = ? AND action = 'kol_discussion'").bind(userId).all<{ units: number; refunded_at: number | null }>()).results;
}

describe("Discussion: warned, confirmed, in the background", () => {
  it("warns with the estimate first; starts only on confirmation; survives an eviction; charged once; lands in the Notebook", async () => {
    const { stub, userId } = await setUp();
    const warn = await say(stub, "start a discussion on BTC");
    expect(warn.content).toContain("about 5–20 minutes");
    expect(warn.content).toContain("100 usage units");
    // The warning's own words pass the guard untouched (no research-only rewrite of the confirmation line).
    expect(warn.content).toContain("It runs only after you confirm: reply “yes, run it” or press Start.");
    expect(warn.guard).toBe("pass");
    const none = await stub.runs();
    expect("runs" in none ? none.runs : null).toEqual([]);
    expect(await charges(userId)).toEqual([]);

    const go = await say(stub, "yes, start it");
    expect(go.content).toContain("Started the KOL Discussion on BTC");
    const runs = await stub.runs();
    const run = runs.ok ? runs.runs[0]! : null;
    expect(run).toMatchObject({ kind: "kol_discussion", status: "pending", total: 5 });

    await runDurableObjectAlarm(stub); // gather
    await runDurableObjectAlarm(stub); // round 1
    await evictDurableObject(stub); // evicted mid-run: the state is in storage, the schedule re-arms
    for (let i = 0; i < 5; i++) await runDurableObjectAlarm(stub);
    const done = await stub.runs(run!.id);
    expect(done).toMatchObject({ ok: true, runs: [{ status: "done", step: 5 }] });
    const items = done.ok ? done.runs[0]!.result : [];
    expect(items.map((i) => i.phase)).toEqual(["gathered", "round 1", "round 2", "round 3", "published"]);
    const ref = String(items[4]!.ref);
    expect(ref).toMatch(/^NB-\d+$/u);

    const entry = await env.DB.prepare("SELECT kind, title, body, symbol FROM notebook_entries WHERE user_id = ? AND nb = ?").bind(userId, Number(ref.slice(3))).first<{ kind: string; title: string; body: string; symbol: string }>();
    expect(entry).toMatchObject({ kind: "Report", title: "KOL Discussion: BTC", symbol: "BTC" });
    expect(entry!.body).toContain("(rule-based)");
    expect(entry!.body).toContain("Round 1 — openings:");
    expect(entry!.body).toContain("Round 2 — cross-critique");
    expect(entry!.body).toContain("Round 3 — final positions:");
    // Saved as Markdown: the check lines are a list under their heading line (the Notebook renders Markdown).
    expect(entry!.body).toMatch(/Claims checked against market data:\n\n- \[1\] .+\(.+, \d{4}-\d\d-\d\d\)\./u);
    expect(await charges(userId)).toEqual([{ units: 100, refunded_at: null }]);

    // A second "yes, start it" has nothing pending: it asks which asset rather than starting another run.
    expect((await say(stub, "yes, start it")).content).toContain("Which asset?");
  });

  it("a bare yes starts it only when the Discussion offer is pending, unexpired and the agent's latest reply", async () => {
    const { stub } = await setUp({ feeds: ["/blog.rss"] });
    const runCount = async () => {
      const r = await stub.runs();
      return r.ok ? r.runs.length : -1;
    };
    // Offered, then the agent answered something else: "yes" no longer means the Discussion.
    const first = await sayIn(stub, "start a discussion on BTC", null);
    const conv = first.conversationId;
    expect(first.reply.content).toContain("100 usage units");
    await sayIn(stub, "price of BTC", conv);
    const stale = await sayIn(stub, "yes", conv);
    expect(stale.reply.tools.some((t) => t.tool === "kol_discussion")).toBe(false);
    expect(await runCount()).toBe(0);

    // Offered and expired (31 minutes old): "ok" falls through too.
    await sayIn(stub, "start a discussion on BTC", conv);
    await runInDurableObject(stub, async (_i: AgentDO, state) => {
      const offer = await state.storage.get<{ createdAt: number }>("kol:offer");
      await state.storage.put("kol:offer", { ...offer!, createdAt: offer!.createdAt - 31 * 60_000 });
    });
    expect((await sayIn(stub, "ok", conv)).reply.tools.some((t) => t.tool === "kol_discussion")).toBe(false);
    expect(await runCount()).toBe(0);

    // In another conversation the offer is not the latest reply either.
    await sayIn(stub, "start a discussion on BTC", conv);
    expect((await sayIn(stub, "sure", null)).reply.tools.some((t) => t.tool === "kol_discussion")).toBe(false);

    // Offered just now, in this conversation, nothing since: "yes" starts it.
    const go = await sayIn(stub, "yes", conv);
    expect(go.reply.tools[0]).toMatchObject({ ok: true, tool: "kol_discussion", data: { status: "started", symbol: "BTC" } });
    expect(await runCount()).toBe(1);
  });

  it("the warning card's Start and Not now: the same confirmation as \"yes, start it\", over /app/kol", async () => {
    const { stub, cookie } = await setUp({ feeds: ["/blog.rss"] });
    const decide = (body: unknown, origin?: string) => call("/app/kol/discussion", { cookie, body, ...(origin ? { origin } : {}) });
    // Nothing offered yet: nothing starts.
    const none = await decide({ action: "start", symbol: "BTC" });
    expect(none.status).toBe(409);
    expect((await json(none)).error.message).toContain("no Discussion on BTC waiting");

    const offeredAt = async (text: string) => ((await say(stub, text)).tools[0] as { data: { offeredAt: number } }).data.offeredAt;
    const offer = async (at: number) => (await json(await call(`/app/kol/offers/${at}`, { cookie }))).data;
    const first = await offeredAt("start a discussion on BTC");
    expect(await offer(first)).toEqual({ state: "pending", runId: null });
    expect((await decide({ action: "decline", symbol: "BTC" })).status).toBe(200);
    expect((await decide({ action: "start", symbol: "BTC" })).status).toBe(409); // Not now dropped the offer
    expect(await offer(first)).toEqual({ state: "declined", runId: null });
    expect(await offer(first - 1)).toEqual({ state: "expired", runId: null });
    expect((await json(await call("/app/kol/offers/soon", { cookie }))).error.code).toBe("invalid_param");

    const second = await offeredAt("start a discussion on BTC");
    expect((await decide({ action: "start", symbol: "ETH" })).status).toBe(409); // only the offered asset
    expect((await decide({ action: "start", symbol: "BTC" }, "https://evil.example")).status).toBe(403);
    expect((await json(await decide({ action: "launch", symbol: "BTC" }))).error.code).toBe("invalid_param");
    const started = await decide({ action: "start", symbol: "btc" });
    expect(started.status).toBe(202);
    const run = (await json(started)).data.run;
    expect(run).toMatchObject({ kind: "kol_discussion", status: "pending", total: 5 });
    expect((await decide({ action: "start", symbol: "BTC" })).status).toBe(409); // started once
    // The warning card shown again after a reload finds the run its offer started.
    expect(await offer(second)).toEqual({ state: "started", runId: run.id });

    const done = await settled(stub);
    expect(done.status).toBe("done");
    const view = await json(await call(`/app/kol/runs/${run.id}`, { cookie }));
    expect(view.data.run).toMatchObject({ id: run.id, status: "done", step: 5 });
    expect(view.data.run.result[4].ref).toMatch(/^NB-\d+$/u);
    expect((await call("/app/kol/runs/run_nope", { cookie })).status).toBe(404);
    expect((await json(await call("/app/kol/runs/..%2Fx", { cookie }))).error.code).toBe("invalid_param");
  });

  it("a discussion that cannot run fails once, says why, and draws nothing", async () => {
    const { stub, userId } = await setUp({ feeds: ["/podcast.xml"] });
    await say(stub, "start a discussion on SOL");
    await say(stub, "yes, start it");
    expect(await settled(stub)).toMatchObject({ status: "failed", error: expect.stringContaining("None of your 1 followed source") });
    expect(await charges(userId)).toEqual([]);
  });
});
