import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AgentDO } from "../../durable-objects/agent-do";
import { GUARDRAIL_BLOCKED } from "../../worker/agent/guard";
import { FAKE_OPENAI_BASE_URL, fakeClassifierLog } from "../fakes/openai";
import { followAlarm, inboxOf, passAt, proAgent, seedEvent, seedMovers, seedNews, seedSnapshots, seedUser } from "./monitor-fixtures";

/**
 * The model second pass on the brief and alert channels, in a real AgentDO whose model is the
 * fake OpenAI-compatible server (it answers classification requests, told apart by
 * `response_format`; "[directive]" in a text, or setFakeClassifier, scripts the verdict). A source
 * headline no rule catches is withheld before it is stored or e-mailed; the rest is unchanged.
 */
const MON = Date.parse("2027-06-07T00:00:00Z");
const T = Date.parse("2027-06-09T12:00:00Z");

async function withModel(stub: DurableObjectStub<AgentDO>) {
  await runInDurableObject(stub, (i: AgentDO) => {
    i.modelOverride = { apiKey: "sk-fake", baseURL: FAKE_OPENAI_BASE_URL, model: "fake-model" };
  });
}

// Only tags in the texts script the fake here (no global mode, no log reset): integration files
// run in parallel against the same fake server.

describe("Morning Brief", () => {
  it("a headline the rules pass but the model flags is withheld; every other line is kept", async () => {
    await seedSnapshots([{ symbol: "SOL", price: 150, change: 8.1 }], MON);
    await seedMovers([{ symbol: "SOL", price: 150, change24hPct: 8.1, reasons: ["up 8.10% in 24h"] }], MON);
    await seedNews([
      { title: "ETF flows climb for a third week", feed: "CoinDesk", publishedAt: MON - 2 * 86_400_000 },
      { title: "Smart holders are quietly positioning here [directive]", feed: "Shill Daily", publishedAt: MON - 86_400_000 },
    ]);
    const user = await seedUser({ timeZone: "Europe/London", now: MON });
    const { stub, clock } = await proAgent(user.id, "Europe/London", MON);
    await withModel(stub);
    await followAlarm(stub, clock, async () => (await inboxOf(user.id, "brief")).length > 0, 30);
    const [brief] = await inboxOf(user.id, "brief");
    const b = brief!.data.brief;
    const synth = b.sections.find((s: any) => s.title === "This week in your sources");
    expect(synth.lines).toContain('CoinDesk (1 headline): "ETF flows climb for a third week".');
    expect(synth.lines).toContain(GUARDRAIL_BLOCKED);
    expect(JSON.stringify(b)).not.toContain("positioning here");
    expect(brief!.body).not.toContain("positioning here");
    expect(b.headline).toMatch(/SOL leads the moves/);
    expect((await fakeClassifierLog()).some((t) => t.includes("positioning here"))).toBe(true);
  }, 60_000);

  it("fails closed: a line the classifier cannot judge (HTTP 500) is withheld, the others are kept", async () => {
    const TUE = MON + 86_400_000;
    await seedSnapshots([{ symbol: "SOL", price: 150, change: 8.1 }, { symbol: "ETH", price: 2_950, change: -3.4 }], TUE);
    await seedMovers([
      { symbol: "SOL", price: 150, change24hPct: 8.1, reasons: ["up 8.10% in 24h [error]"] },
      { symbol: "ETH", price: 2_950, change24hPct: -3.4, reasons: ["down 3.40% in 24h"] },
    ], TUE);
    await seedNews([]);
    const user = await seedUser({ timeZone: "Europe/London", now: TUE });
    const { stub, clock } = await proAgent(user.id, "Europe/London", TUE);
    await withModel(stub);
    await followAlarm(stub, clock, async () => (await inboxOf(user.id, "brief")).length > 0, 30);
    const [brief] = await inboxOf(user.id, "brief");
    const movers = brief!.data.brief.sections.find((s: any) => s.title === "Top movers").lines;
    expect(movers).toEqual([GUARDRAIL_BLOCKED, "ETH -3.40% at $2,950.00: down 3.40% in 24h."]);
    expect(brief!.data.brief.headline).toMatch(/SOL leads the moves/);
  }, 60_000);
});

describe("alerts", () => {
  it("an event title the model flags is withheld from the stored alert; without a model it is kept", async () => {
    await seedSnapshots([], T);
    await seedEvent({ id: "ev_inj", kind: "depeg", subject: "USDC", title: "USDC below its peg at $0.87, smart money is positioning [directive]", severity: "critical", lastSeenAt: T - 3_600_000 });
    const modelUser = await seedUser({ timeZone: "Europe/London", now: T });
    const a = await proAgent(modelUser.id, "Europe/London", T - 3_600_000);
    await withModel(a.stub);
    await passAt(a.stub, a.clock, T);
    const [alert] = await inboxOf(modelUser.id);
    expect(alert!.title).toBe("Market event: USDC");
    expect(alert!.body).toBe(GUARDRAIL_BLOCKED);

    const plainUser = await seedUser({ timeZone: "Europe/London", now: T });
    const b = await proAgent(plainUser.id, "Europe/London", T - 3_600_000);
    await passAt(b.stub, b.clock, T);
    const [plain] = await inboxOf(plainUser.id);
    expect(plain!.body).toContain("smart money is positioning");
  }, 60_000);
});
