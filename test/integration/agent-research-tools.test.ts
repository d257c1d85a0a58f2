import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { runTool } from "../../worker/agent/tools";
import type { ToolContext } from "../../worker/agent/tools/types";
import { researchPort } from "../../worker/research/agent-port";
import { call, env, identities, json, signIn } from "./helpers";

/** The agent's research tools over the real pipeline and D1: each step lands in the Notebook with its NB-number. */
const { address, freshIp } = identities("agent-research.example", 46);
const INSTALLED = new Set(["coin_research", "equities_research", "notebook"]);

async function ctxFor(): Promise<ToolContext> {
  const cookie = await signIn(address("agent"), freshIp());
  const userId = (await json(await call("/app/me", { cookie }))).data.id as string;
  // Research tools read only `research`; the other members are never touched here.
  const rest = {} as Pick<ToolContext, "market" | "account" | "workspace">;
  return { ...rest, now: Date.now(), research: researchPort(env, createDb(env.DB), userId, { now: () => Date.now() }) };
}

describe("research tools", () => {
  it("explore → save_idea → analyze_idea → get_verdicts → notebook_search → deep_dive, each answering with NB-numbers", async () => {
    const ctx = await ctxFor();
    const explored = await runTool("research_explore", { assetClass: "crypto", timeframe: "mid", band: "large", asOf: "2024-03-15" }, INSTALLED, ctx);
    expect(explored).toMatchObject({ ok: true, summary: expect.stringMatching(/^Top large-cap crypto for the mid term as of 2024-03-15: 1\. DOGE/) });
    const idea = await runTool("save_idea", { assetClass: "crypto", timeframe: "mid", band: "large", asOf: "2024-03-15", symbol: "solana" }, INSTALLED, ctx);
    expect(idea).toMatchObject({ ok: true, summary: "Saved NB-1: Solana (SOL) — mid term, large cap." });
    const analysis = await runTool("analyze_idea", { ideaRef: "NB-1" }, INSTALLED, ctx);
    expect(analysis).toMatchObject({ ok: true, summary: expect.stringMatching(/^Saved NB-2: Analysis of SOL \(2024-03-15\)\. Solana \(SOL\) as of 2024-03-15: conviction 85\/100/) });
    const verdicts = await runTool("get_verdicts", { analysisRef: "NB-2" }, INSTALLED, ctx);
    expect(verdicts).toMatchObject({ ok: true, summary: expect.stringContaining("Saved NB-3: Verdicts on SOL") });
    expect(await runTool("notebook_search", { q: "solana" }, INSTALLED, ctx)).toMatchObject({ ok: true, summary: expect.stringContaining("NB-1 (Idea") });
    expect(await runTool("deep_dive", { symbol: "ETH", asOf: "2024-03-15" }, INSTALLED, ctx)).toMatchObject({ ok: true, summary: "Saved NB-4: DeepDive: Ethereum (ETH) (ready)." });
  });

  it("refuses in the catalog's words, and only with the capability installed", async () => {
    const ctx = await ctxFor();
    expect(await runTool("analyze_idea", { ideaRef: "NB-9" }, INSTALLED, ctx)).toMatchObject({ ok: false, code: "not_found" });
    expect(await runTool("save_idea", { assetClass: "crypto", timeframe: "mid", band: "micro", symbol: "SOL" }, INSTALLED, ctx)).toMatchObject({ ok: false, code: "invalid_param" });
    expect(await runTool("research_explore", { assetClass: "bonds", timeframe: "mid", band: "large" }, INSTALLED, ctx)).toMatchObject({ ok: false, code: "invalid_param" });
    expect(await runTool("notebook_search", { q: "x" }, new Set(["coin_research"]), ctx)).toMatchObject({ ok: false, code: "conflict" });
    const { research: _none, ...without } = ctx;
    expect(await runTool("notebook_search", { q: "x" }, INSTALLED, without)).toMatchObject({ ok: false, code: "conflict" });
  });
});

describe("research through the built-in assistant (no model)", () => {
  it("explore and a DeepDive answer with their cards, the DeepDive with its NB-number", async () => {
    const email = `router-${crypto.randomUUID()}@research-router.example`;
    const cookie = await signIn(email, `10.77.${Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 200) + 1}`);
    expect((await call("/admin/set-plan", { body: { email, plan: "pro" }, headers: { authorization: "Bearer test-admin-token" }, origin: null })).status).toBe(200);
    expect((await call("/app/agent", { cookie, body: { name: "Ada" } })).status).toBe(201);
    const explored = (await json(await call("/app/agent/chat", { cookie, body: { text: "explore large-cap crypto for the long term" } }))).data.reply;
    expect(explored.tools[0]).toMatchObject({ tool: "research_explore", ok: true });
    expect(explored.tools[0].data.candidates.length).toBeGreaterThan(0);
    const dive = (await json(await call("/app/agent/chat", { cookie, body: { text: "deep dive on BTC" } }))).data.reply;
    expect(dive.tools[0]).toMatchObject({ tool: "deep_dive", ok: true });
    expect(dive.tools[0].summary).toMatch(/NB-\d+/);
  }, 60_000);
});
