import { describe, expect, it } from "vitest";
import { call, expectError, identities, json, signIn } from "./helpers";

/** The research pipeline through the site's routes, on the replay data served by the ASSETS binding. */
const { address, freshIp } = identities("research.example", 42);
const ADMIN = { authorization: "Bearer test-admin-token" };

async function user(plan: "free" | "pro") {
  const email = address(plan);
  const cookie = await signIn(email, freshIp());
  if (plan === "pro") expect((await call("/admin/set-plan", { body: { email, plan }, headers: ADMIN, origin: null })).status).toBe(200);
  return cookie;
}

const post = async (cookie: string, path: string, body: unknown, status = 201) => {
  const r = await call(`/app/research${path}`, { cookie, body });
  expect(r.status, await r.clone().text()).toBe(status);
  return (await json(r)).data;
};

describe("explore → idea → analyze → verdicts", () => {
  it("runs as of a past date and saves each step in the Notebook, linked", async () => {
    const cookie = await user("pro");
    const clock = (await json(await call("/app/research/clock", { cookie }))).data;
    expect(clock).toMatchObject({ asOf: "2025-09-26T20:00:00.000Z", limitedBy: "SPY", label: "replay data from 2025-09-26" });

    const e = (await json(await call("/app/research/explore?assetClass=crypto&timeframe=mid&band=large&asOf=2024-03-15", { cookie }))).data;
    expect(e.asOf).toBe("2024-03-15T23:59:59.999Z");
    expect(e.candidates[0]).toMatchObject({ rank: 1, symbol: expect.any(String), figures: { momentum: { source: expect.stringContaining("replay"), asOf: "2024-03-15T00:00:00.000Z" } } });

    const fw = (await json(await call("/app/notebook", { cookie, body: { kind: "Framework", title: "My rules", body: "RSI14 < 70\nprice above SMA200\nlooks nice" } }))).data;
    const idea = await post(cookie, "/ideas", { assetClass: "crypto", timeframe: "mid", band: "large", asOf: "2024-03-15", symbol: "SOL" });
    expect(idea).toMatchObject({ kind: "Idea", symbol: "SOL", ref: `NB-${fw.nb + 1}` });
    expect(idea.data.candidate.figures.price.value).toBe(176.65);

    const analysis = await post(cookie, "/analyze", { ideaRef: idea.ref });
    expect(analysis).toMatchObject({ kind: "Analysis", parentId: idea.id, symbol: "SOL" });
    expect(analysis.data.levels.close.value).toBe(176.65);
    expect(analysis.body).toContain("Conviction 85/100");

    const verdict = await post(cookie, "/verdicts", { analysisRef: analysis.ref });
    expect(verdict.parentId).toBe(analysis.id);
    const experts = verdict.data.opinions.map((o: { expert: string }) => o.expert);
    expect(experts).toEqual(["Macro", "Chart", "Risk", "Trade readiness", "My rules"]);
    expect(verdict.data.opinions[4].checks.map((c: { result: string }) => c.result)).toEqual(["fail", "pass", "unreadable"]);
    expect(verdict.body).not.toMatch(/\b(buy|sell)\b/i);

    // Track: the analysis scored against what followed 2024-03-15 in the replay.
    const card = (await json(await call("/app/research/scorecard", { cookie }))).data;
    expect(card.analyses).toHaveLength(1);
    expect(card.analyses[0]).toMatchObject({ ref: analysis.ref, symbol: "SOL", outcome: { benchmark: "BTC", firstHit: expect.stringMatching(/validation|invalidation|same_day/) } });
    expect(card.analyses[0].outcome.returns.d30).toEqual(expect.any(Number));
    expect(card.experts.map((x: { expert: string }) => x.expert)).toEqual(["Macro", "Chart", "Risk", "Trade readiness", `My rules (${fw.ref})`]);
    const history = (await json(await call("/app/research/scorecard/history", { cookie }))).data;
    expect(history.records.map((r: { expert: string }) => r.expert)).toEqual(["Macro", "Chart", "Risk", "Trade readiness"]);
    expect(history.runs).toBeGreaterThan(50);

    const links = (await json(await call(`/app/notebook/${analysis.ref}`, { cookie }))).data;
    expect(links.parent.ref).toBe(idea.ref);
    expect(links.children.map((c: { ref: string }) => c.ref)).toEqual([verdict.ref]);
  });

  it("refuses what it cannot do with the contract's errors", async () => {
    const cookie = await user("pro");
    await expectError(await call("/app/research/explore?assetClass=bonds&timeframe=mid&band=large", { cookie }), 400, "invalid_param", "assetClass");
    await expectError(await call("/app/research/ideas", { cookie, body: { assetClass: "crypto", timeframe: "mid", band: "micro", asOf: "2024-03-14", symbol: "SOL" } }), 400, "invalid_param", "symbol");
    const note = (await json(await call("/app/notebook", { cookie, body: { kind: "Note", title: "n" } }))).data;
    await expectError(await call("/app/research/analyze", { cookie, body: { ideaRef: note.ref } }), 400, "invalid_param", "ideaRef");
    await expectError(await call("/app/research/verdicts", { cookie, body: { analysisRef: "NB-999" } }), 404, "not_found", "analysisRef");
    const free = await user("free");
    await expectError(await call("/app/research/explore?assetClass=crypto&timeframe=mid&band=large", { cookie: free }), 403, "plan_required");
  });
});

describe("DeepDive", () => {
  it("builds a report on Free too, three a month, then usage_exhausted", async () => {
    const cookie = await user("free");
    const report = await post(cookie, "/deepdive", { symbol: "eth", asOf: "2024-03-14" });
    expect(report).toMatchObject({ kind: "Report", status: "ready", symbol: "ETH", asOf: "2024-03-14T23:59:59.999Z" });
    expect(report.body).toMatch(/^# Ethereum \(ETH\) — DeepDive as of 2024-03-14/);
    expect(report.body).toContain("## Market events");
    await post(cookie, "/deepdive", { symbol: "BTC" });
    await post(cookie, "/deepdive", { symbol: "AAPL" });
    await expectError(await call("/app/research/deepdive", { cookie, body: { symbol: "SOL" } }), 429, "usage_exhausted");
    await expectError(await call("/app/research/deepdive", { cookie, body: { symbol: "NOPE" } }), 400, "invalid_param", "symbol");
  });
});
