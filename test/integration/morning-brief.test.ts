import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AgentDO } from "../../durable-objects/agent-do";
import { buildRawMessage } from "../../worker/notify/email";
import { call, env, expectError, json } from "./helpers";
import { followAlarm, inboxOf, proAgent, seedMovers, seedNews, seedSnapshots, seedUser } from "./monitor-fixtures";

/**
 * The Morning Brief in a real AgentDO with the clock controlled: 08:00 local in three zones,
 * composed from the scan's data, the Monday synthesis, delivery (Inbox for the widget, then
 * e-mail with a link back and a one-click stop), the guard, nothing while paused.
 */

const hourIn = (at: number, timeZone: string) => Number(new Date(at).toLocaleString("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" }));
const MON = Date.parse("2027-06-07T00:00:00Z"); // a Monday (UTC)

async function mailTo(email: string) {
  return (await json(await call(`/dev/mailbox?to=${encodeURIComponent(email)}`))).data as { subject: string; text: string }[];
}

async function market(at: number) {
  await seedSnapshots([
    { symbol: "BTC", price: 100_000, change: 1.2 },
    { symbol: "ETH", price: 2_950, change: -3.4 },
    { symbol: "SOL", price: 150, change: 8.1 },
  ], at);
  await seedMovers([
    { symbol: "SOL", price: 150, change24hPct: 8.1, reasons: ["up 8.10% in 24h", "above its 20-day average"] },
    { symbol: "ETH", price: 2_950, change24hPct: -3.4, reasons: ["down 3.40% in 24h"] },
  ], at);
}

describe("08:00 local, composed from data", () => {
  for (const zone of ["Asia/Tokyo", "Europe/London", "America/New_York"]) {
    it(`${zone}: the brief arrives at 08:00 local with every section`, async () => {
      const start = MON + 86_400_000; // Tuesday 00:00Z
      await market(start);
      await seedNews([]);
      const user = await seedUser({ timeZone: zone, held: ["ETH"], watched: [{ symbol: "SOL" }], now: start });
      const { stub, clock } = await proAgent(user.id, zone, start);
      await runInDurableObject(stub, (i: AgentDO) => {
        (i as unknown as { workspace(): import("../../worker/agent/workspace").WorkspaceOps }).workspace().addAlert({ type: "price_above", symbol: "BTC", otherSymbol: null, value: 101_000 });
      });
      await followAlarm(stub, clock, async () => (await inboxOf(user.id, "brief")).length > 0, 30);
      const [brief] = await inboxOf(user.id, "brief");
      const at = clock.now();
      expect(hourIn(at, zone)).toBe(8);
      expect(new Date(at).getUTCMinutes()).toBe(0);
      const b = brief!.data.brief;
      expect(b.headline).toMatch(/SOL leads the moves at \+8\.10%/);
      expect(b.sections.map((s: any) => s.title)).toEqual(["Top movers", "What matters to you", "What to watch"]);
      expect(b.sections[0].lines[0]).toBe("SOL +8.10% at $150: up 8.10% in 24h; above its 20-day average.");
      expect(b.sections[1].lines).toEqual(expect.arrayContaining([expect.stringContaining("Holding ETH: $2,950, -3.40% in 24h (coingecko"), expect.stringContaining("Watching SOL: $150, +8.10%"), "Your alert rule, checked on every monitoring pass: 1. BTC trades above $101,000."]));
      // BTC at 100,000 is 0.99% from the 101,000 level: near.
      expect(b.sections[2].lines).toEqual([expect.stringContaining("BTC is 0.99% from your 101000 level")]);
      expect(b.chips).toEqual(["Why did SOL move?", "How is my portfolio doing today?", "Show a chart of SOL", "What are today's top movers?"]);
      expect(brief!.body).toContain("Research only, never advice to buy or sell.");
    }, 60_000);
  }
});

describe("Mondays add a synthesis of the week's sources", () => {
  it("Monday's brief has it (guarded); Tuesday's does not", async () => {
    const start = MON; // Monday 00:00Z: the first brief is Monday 08:00 BST
    await market(start);
    await seedNews([
      { title: "ETF flows climb for a third week", feed: "CoinDesk", publishedAt: MON - 2 * 86_400_000 },
      { title: "Stablecoin supply reaches a record", feed: "CoinDesk", publishedAt: MON - 3 * 86_400_000 },
      { title: "You should buy ETH now before it is too late", feed: "Shill Daily", publishedAt: MON - 86_400_000 },
      { title: "Old story", feed: "Archive", publishedAt: MON - 30 * 86_400_000 },
    ]);
    const user = await seedUser({ timeZone: "Europe/London", now: start });
    const { stub, clock } = await proAgent(user.id, "Europe/London", start);
    await followAlarm(stub, clock, async () => (await inboxOf(user.id, "brief")).length >= 2, 40);
    const [monday, tuesday] = await inboxOf(user.id, "brief");
    const synth = monday!.data.brief.sections.find((s: any) => s.title === "This week in your sources");
    expect(synth.lines[0]).toBe('CoinDesk (2 headlines): "ETF flows climb for a third week", "Stablecoin supply reaches a record".');
    expect(synth.lines).toHaveLength(2);
    expect(monday!.body).not.toMatch(/buy ETH now/i);
    expect(monday!.body).not.toContain("Old story");
    expect(tuesday!.data.brief.sections.map((s: any) => s.title)).not.toContain("This week in your sources");
  }, 60_000);

  it("a user who follows sources gets their own feeds' week, not the platform's headlines", async () => {
    const start = MON;
    await market(start);
    await seedNews([{ title: "Platform headline nobody follows", feed: "CoinDesk", publishedAt: MON - 86_400_000 }]);
    const user = await seedUser({ timeZone: "Europe/London", now: start });
    const item = (id: string, title: string, at: number) =>
      env.DB.prepare("INSERT INTO source_items (id, source_id, user_id, guid, url, title, published_at, fetched_at) VALUES (?, 'src_macro', ?, ?, ?, ?, ?, ?)").bind(id, user.id, id, `https://macro.example/${id}`, title, at, start);
    await env.DB.batch([
      env.DB.prepare("INSERT INTO followed_sources (id, user_id, url, name, kol, created_at) VALUES ('src_macro', ?, 'https://macro.example/feed', 'Macro Notes', 'A. Writer', ?)").bind(user.id, start),
      item("i1", "Liquidity is turning", MON - 2 * 86_400_000),
      item("i2", "Why rates matter for BTC", MON - 4 * 86_400_000),
      item("i3", "Last month's note", MON - 20 * 86_400_000),
    ]);
    const { stub, clock } = await proAgent(user.id, "Europe/London", start);
    await followAlarm(stub, clock, async () => (await inboxOf(user.id, "brief")).length >= 1, 30);
    const [monday] = await inboxOf(user.id, "brief");
    const synth = monday!.data.brief.sections.find((s: any) => s.title === "This week in your sources");
    expect(synth.lines).toEqual(['A. Writer (Macro Notes) (2 headlines): "Liquidity is turning", "Why rates matter for BTC".']);
    expect(monday!.body).not.toContain("Platform headline nobody follows");
  }, 60_000);
});

describe("the user adjusts focus and sections by telling the agent", () => {
  it("the next brief leads with the focus and leaves out what they asked to leave out", async () => {
    const start = MON + 86_400_000; // Tuesday 00:00Z
    await market(start);
    await seedNews([]);
    const user = await seedUser({ timeZone: "Europe/London", held: ["ETH"], now: start });
    const { stub, clock } = await proAgent(user.id, "Europe/London", start);
    // Said in chat, the built-in assistant saves these as the user's own preferences (router test);
    // here they are saved the same way, through the workspace the remember tool uses.
    await runInDurableObject(stub, (i: AgentDO) => {
      const ws = (i as unknown as { workspace(): import("../../worker/agent/workspace").WorkspaceOps }).workspace();
      ws.remember("In my brief, skip the movers and focus on SOL", "preference");
    });
    await followAlarm(stub, clock, async () => (await inboxOf(user.id, "brief")).length > 0, 30);
    const [brief] = await inboxOf(user.id, "brief");
    const titles = brief!.data.brief.sections.map((s: any) => s.title);
    expect(titles[0]).toBe("Your focus");
    expect(titles).not.toContain("Top movers");
    expect(titles).toContain("What matters to you");
    expect(brief!.data.brief.sections[0].lines[0]).toMatch(/^Focus SOL: \$150/);
    // The headline and the chips Home offers follow the same preferences.
    expect(brief!.data.brief.headline).toMatch(/: SOL at \$150/);
    expect(brief!.data.brief.headline).not.toMatch(/leads the moves/);
    expect(brief!.data.brief.chips.join(" ")).not.toMatch(/movers/);
  }, 60_000);
});

describe("delivery: the widget first, then e-mail; one-click stop", () => {
  it("stores the brief for the widget, e-mails it with a link back and a stop link; after the stop, no e-mail but still the Inbox", async () => {
    const start = MON + 86_400_000;
    await market(start);
    const user = await seedUser({ timeZone: "Europe/London", held: ["ETH"], now: start });
    const { stub, clock } = await proAgent(user.id, "Europe/London", start);
    await followAlarm(stub, clock, async () => (await inboxOf(user.id, "brief")).length > 0, 30);
    const act = await stub.activity({ kind: "brief" });
    expect(act.ok && act.entries.map((e) => e.detail.delivered)).toEqual(["widget,email"]);
    // Past briefs are kept in the Notebook, numbered like every entry.
    const kept = await env.DB.prepare("SELECT kind, title, nb FROM notebook_entries WHERE user_id = ?").bind(user.id).all<{ kind: string; title: string; nb: number }>();
    expect(kept.results).toEqual([{ kind: "Brief", title: expect.stringMatching(/^Morning Brief · \d{4}-\d{2}-\d{2}$/), nb: 1 }]);
    const mails = await mailTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Morning Brief: /);
    expect(mails[0]!.text).toContain("Open Fathom: http://localhost:8787/home");
    const token = decodeURIComponent(/\/stop\?token=(\S+)/.exec(mails[0]!.text)![1]!);
    // A forged token (another user's id, same signature) is refused.
    await expectError(await call("/app/notify/stop", { body: { token: token.replace(user.id, "usr_someoneelse") } }), 400, "invalid_param", "token");
    const stopped = await call("/app/notify/stop", { body: { token } });
    expect((await json(stopped)).data).toEqual({ type: "brief", email: false });
    await followAlarm(stub, clock, async () => (await inboxOf(user.id, "brief")).length > 1, 30);
    expect(await inboxOf(user.id, "brief")).toHaveLength(2);
    expect(await mailTo(user.email)).toHaveLength(1);
    const act2 = await stub.activity({ kind: "brief" });
    expect(act2.ok && act2.entries.map((e) => e.detail.delivered)).toEqual(["widget", "widget,email"]);
  }, 60_000);

  it("the e-mail is multipart: plain text and HTML with every value escaped", () => {
    const raw = buildRawMessage("fathom@fathom.example", { to: "a@b.example", subject: "Morning Brief", text: "plain", html: "<p>&lt;b&gt;</p>" });
    expect(raw).toMatch(/Content-Type: multipart\/alternative; boundary="(b_[^"]+)"/);
    const boundary = /boundary="([^"]+)"/.exec(raw)![1]!;
    const parts = raw.split(`--${boundary}`);
    expect(parts[1]).toContain("Content-Type: text/plain; charset=utf-8");
    expect(parts[1]).toContain("plain");
    expect(parts[2]).toContain("Content-Type: text/html; charset=utf-8");
    expect(parts.at(-1)!.startsWith("--")).toBe(true);
  });
});

describe("paused", () => {
  it("a paused agent sends no brief; reactivation resumes at the next 08:00", async () => {
    const start = MON + 86_400_000;
    await market(start);
    const user = await seedUser({ timeZone: "Europe/London", now: start });
    const { stub, clock } = await proAgent(user.id, "Europe/London", start);
    expect((await stub.pause("subscription_cancelled")).ok).toBe(true);
    clock.set(start + 2 * 86_400_000);
    await runInDurableObject(stub, async (i: AgentDO) => i.alarm());
    expect(await inboxOf(user.id, "brief")).toEqual([]);
    expect(await mailTo(user.email)).toEqual([]);
    expect((await stub.reactivate("pro")).ok).toBe(true);
    const st = await stub.status();
    expect(st.ok && st.agent?.nextBriefAt).toBe("2027-06-10T07:00:00.000Z");
  });
});
