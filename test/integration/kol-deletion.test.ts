import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AgentDO } from "../../durable-objects/agent-do";
import { fixedClock } from "../../worker/lib/clock";
import { emptyMarket } from "../fakes/agent-market";
import { FEED_BASE } from "../fakes/feeds";
import { fakedProAgent } from "./agent-chat";
import { call, env, identities, json } from "./helpers";

/**
 * What goes with the workspace and what with the account (the product text's table: Delete
 * workspace loses conversations, memory, Notebook and the brief's schedule; account data stays).
 * The KOL state in the agent's key-value storage — the pending Discussion offer, a run's saved
 * rounds — goes with the workspace, and a charged run that will never finish is refunded. Followed
 * sources are account data in D1 (Track, beside the portfolio): they stay until the account goes.
 */
const ids = identities("kol-deletion.example", 94);

async function count(sql: string, ...params: unknown[]): Promise<number> {
  return (await env.DB.prepare(sql).bind(...params).first<{ n: number }>())!.n;
}

async function say(stub: DurableObjectStub<AgentDO>, text: string) {
  return runInDurableObject(stub, async (i: AgentDO) => {
    const r = await i.chat(text, null);
    if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
    return r.reply;
  });
}

const kolKeys = (stub: DurableObjectStub<AgentDO>) => runInDurableObject(stub, async (_i, state) => [...(await state.storage.list({ prefix: "kol:" })).keys()]);

/** A user with two followed feeds, a Discussion charged and mid-run, and a fresh offer pending. */
async function midDiscussion() {
  const email = ids.address("user");
  const { stub, cookie } = await fakedProAgent({ address: () => email, freshIp: () => ids.freshIp() }, emptyMarket(), { model: false });
  // A clock an hour ahead: the run's alarms are due then, so only this test steps them.
  await runInDurableObject(stub, (i: AgentDO) => {
    i.clock = fixedClock(Date.now() + 3_600_000);
  });
  expect((await stub.install("kol_analysis")).ok).toBe(true);
  for (const path of ["/blog.rss", "/substack/feed"]) expect((await call("/app/sources", { cookie, body: { url: `${FEED_BASE}${path}` } })).status).toBe(201);
  const userId = (await json(await call("/app/me", { cookie }))).data.id as string;
  await say(stub, "start a discussion on BTC");
  expect((await say(stub, "yes, start it")).content).toContain("Started the KOL Discussion on BTC");
  await runDurableObjectAlarm(stub); // gather: charged, its state saved
  const runs = await stub.runs();
  expect(runs.ok && runs.runs[0]).toMatchObject({ status: "running", step: 1 });
  await say(stub, "start a discussion on ETH");
  return { stub, cookie, email, userId };
}

const charge = (userId: string) => env.DB.prepare("SELECT units, refunded_at FROM usage_charges WHERE user_id = ? AND action = 'kol_discussion'").bind(userId).all<{ units: number; refunded_at: number | null }>();

describe("KOL state and deletion", () => {
  it("Delete workspace removes the offer and the run's saved state, refunds the unfinished run, and keeps the followed sources", async () => {
    const { stub, cookie, userId } = await midDiscussion();
    const keys = await kolKeys(stub);
    expect(keys).toHaveLength(3);
    expect(keys).toEqual(expect.arrayContaining(["kol:offer", "kol:decisions", expect.stringMatching(/^kol:run:run_/u)]));
    expect((await charge(userId)).results).toEqual([{ units: 100, refunded_at: null }]);

    expect((await call("/app/agent/delete", { cookie, body: { confirm: true } })).status).toBe(200);
    expect(await kolKeys(stub)).toEqual([]);
    const [after] = (await charge(userId)).results;
    expect(after).toMatchObject({ units: 100, refunded_at: expect.any(Number) });
    // The run is gone with the workspace tables; a stray alarm has nothing to step.
    await runDurableObjectAlarm(stub);
    expect(await count("SELECT count(*) AS n FROM notebook_entries WHERE user_id = ?", userId)).toBe(0);
    // Account data: the followed sources and their cached items stay.
    expect(await count("SELECT count(*) AS n FROM followed_sources WHERE user_id = ?", userId)).toBe(2);
    expect(await count("SELECT count(*) AS n FROM source_items i JOIN followed_sources s ON s.id = i.source_id WHERE s.user_id = ?", userId)).toBeGreaterThan(0);
  });

  it("account deletion removes the followed sources, their items and every KOL key", async () => {
    const { stub, email, userId } = await midDiscussion();
    const response = await call("/admin/delete-account", { body: { email }, headers: { authorization: "Bearer test-admin-token" }, origin: null });
    expect(response.status).toBe(200);
    expect(await kolKeys(stub)).toEqual([]);
    expect(await count("SELECT count(*) AS n FROM followed_sources WHERE user_id = ?", userId)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM source_items i LEFT JOIN followed_sources s ON s.id = i.source_id WHERE s.id IS NULL")).toBe(0);
  });
});
