import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AgentDO } from "../../durable-objects/agent-do";
import { fixedClock } from "../../worker/lib/clock";
import { NOTEBOOK_CAP } from "../../worker/notebook/store";
import { emptyMarket } from "../fakes/agent-market";
import { FEED_BASE } from "../fakes/feeds";
import { chatSocket, fakedProAgent } from "./agent-chat";
import { call, env, identities, json } from "./helpers";

/**
 * A Discussion charged in its gather step that then fails in a later one — here the Notebook is
 * full when the report is published, which no retry can fix — is refunded exactly once: the usage
 * ledger is back where it was, the open chat is told why, and nothing is half-saved.
 */
const ids = identities("kol-refund.example", 95);

async function say(stub: DurableObjectStub<AgentDO>, text: string) {
  return runInDurableObject(stub, async (i: AgentDO) => {
    const r = await i.chat(text, null);
    if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
    return r.reply;
  });
}

async function used(cookie: string): Promise<number> {
  return (await json(await call("/app/usage", { cookie }))).data.used as number;
}

/** Fills the user's Notebook to its cap, as years of saved research would. */
async function fillNotebook(userId: string, now: number): Promise<void> {
  await env.DB.prepare(
    "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1) INSERT INTO notebook_entries (id, user_id, nb, kind, title, body, created_at, updated_at) SELECT 'nb_fill_' || i, ?2, i, 'Note', 'Filler ' || i, '', ?3, ?3 FROM n",
  ).bind(NOTEBOOK_CAP, userId, now).run();
  await env.DB.prepare("INSERT INTO notebook_counters (user_id, last_nb) VALUES (?, ?)").bind(userId, NOTEBOOK_CAP).run();
}

describe("Discussion refund after a charge", () => {
  it("fails in the publish step after gather charged it: refunded once, ledger restored, the chat told why, nothing saved", async () => {
    const { stub, cookie } = await fakedProAgent(ids, emptyMarket(), { model: false });
    // Ten minutes ahead: the run's alarms are due then, so only this test steps them.
    const clock = fixedClock(Date.now() + 600_000);
    await runInDurableObject(stub, (i: AgentDO) => {
      i.clock = clock;
    });
    expect((await stub.install("kol_analysis")).ok).toBe(true);
    for (const path of ["/blog.rss", "/substack/feed", "/youtube/feeds/videos.xml"]) expect((await call("/app/sources", { cookie, body: { url: `${FEED_BASE}${path}` } })).status).toBe(201);
    const userId = (await json(await call("/app/me", { cookie }))).data.id as string;
    await fillNotebook(userId, Date.now());
    const ws = await chatSocket(cookie);
    const events: { type: string; status?: string; error?: string }[] = [];
    ws.addEventListener("message", (e) => events.push(JSON.parse(e.data as string)));

    await say(stub, "start a discussion on BTC");
    await say(stub, "yes, start it");
    // Chat messages are light usage of their own; the ledger is read after them.
    const before = await used(cookie);
    await runDurableObjectAlarm(stub); // gather: charged
    expect(await used(cookie)).toBe(before + 100);
    for (let i = 0; i < 4; i++) await runDurableObjectAlarm(stub); // rounds 1–3, then publish fails

    const runs = await stub.runs();
    const run = runs.ok ? runs.runs[0]! : null;
    expect(run).toMatchObject({ status: "failed", step: 4 });
    expect(run!.error).toContain(`This Notebook already holds ${NOTEBOOK_CAP} entries`);
    expect(run!.error).toContain("its usage is refunded");
    // Stray alarms after the failure change nothing: one charge, refunded once.
    await runDurableObjectAlarm(stub);
    const charges = await env.DB.prepare("SELECT units, refunded_at FROM usage_charges WHERE user_id = ? AND action = 'kol_discussion'").bind(userId).all<{ units: number; refunded_at: number | null }>();
    expect(charges.results).toEqual([{ units: 100, refunded_at: expect.any(Number) }]);
    expect(await used(cookie)).toBe(before);
    const history = (await json(await call("/app/usage", { cookie }))).data.history as { action: string; refunded: boolean }[];
    expect(history.filter((h) => h.action === "kol_discussion")).toEqual([expect.objectContaining({ refunded: true })]);

    // Nothing half-saved: no report entry, no leftover run state.
    const reports = await env.DB.prepare("SELECT count(*) AS n FROM notebook_entries WHERE user_id = ? AND title LIKE 'KOL Discussion%'").bind(userId).first<{ n: number }>();
    expect(reports!.n).toBe(0);
    // No leftover run state; the offer is used up. (`kol:decisions`, what became of each offer, stays:
    // it is how the warning card, shown again after a reload, knows its run was started and failed.)
    const left = [...(await runInDurableObject(stub, (_i, state) => state.storage.list({ prefix: "kol:" }))).keys()];
    expect(left.filter((k) => k.startsWith("kol:run:") || k === "kol:offer")).toEqual([]);
    expect(left.filter((k) => k !== "kol:decisions")).toEqual([]);

    // The open chat heard the progress and then why it failed.
    await expect.poll(() => events.find((e) => e.type === "run_progress" && e.status === "failed")).toMatchObject({ error: expect.stringContaining("Notebook already holds") });
    expect(events.filter((e) => e.type === "run_progress" && e.status === "running")).toHaveLength(4); // gather and the three rounds
    ws.close();
  });
});
