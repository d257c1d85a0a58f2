import { describe, expect, it } from "vitest";
import { createLogger } from "../../worker/lib/log";
import { createMarketReader } from "../../worker/market/reader";
import { checkEntryTargets, type QuoteReader } from "../../worker/monitor/entry-targets";
import { env } from "./helpers";
import { inboxOf, seedSnapshots, seedUser } from "./monitor-fixtures";

/** Watchlist entry targets on the platform cron: Free users too, once per distinct asset, once per target. */

const T = Date.parse("2027-06-08T08:00:00Z");
const log = createLogger({ test: "entry-targets" });

/** The real snapshot reader, counting calls and the symbols asked for. */
function counting() {
  const calls: string[][] = [];
  const read: QuoteReader = (symbols) => {
    calls.push([...symbols]);
    return createMarketReader(env, { now: () => T }, { live: false }).quotes(symbols);
  };
  return { read, calls };
}

describe("entry targets", () => {
  it("a Free user's target at or below the price lands in the Inbox once; others wait; one read for every distinct asset", async () => {
    const free = await seedUser({ timeZone: "UTC", plan: "free", watched: [{ symbol: "ETH", entryTarget: 3_000 }, { symbol: "BTC", entryTarget: 90_000 }, { symbol: "SOL" }], now: T });
    const pro = await seedUser({ timeZone: "UTC", plan: "pro", watched: [{ symbol: "ETH", entryTarget: 2_900 }, { symbol: "BTC", entryTarget: 100_000 }], now: T });
    await seedSnapshots([{ symbol: "ETH", price: 2_900, change: -4 }, { symbol: "BTC", price: 100_000, change: 1 }, { symbol: "SOL", price: 150, change: 0 }], T - 60_000);
    const { read, calls } = counting();
    const first = await checkEntryTargets(env, T, log, read);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.sort()).toEqual(["BTC", "ETH"]);
    expect(first).toMatchObject({ assets: 2, hits: 3 });
    const mine = await inboxOf(free.id, "entry_target");
    expect(mine.map((i) => i.data.symbol)).toEqual(["ETH"]);
    expect(mine[0]!.title).toBe("Entry target reached: ETH");
    expect(mine[0]!.body).toContain("ETH is at $2,900.00, at or below your entry target of $3,000.00.");
    expect(mine[0]!.body).toContain("Source: coingecko, as of 8 Jun 2027, 07:59 UTC");
    // Exactly at the target counts (2,900 ≤ 2,900; 100,000 ≤ 100,000).
    expect((await inboxOf(pro.id, "entry_target")).map((i) => i.data.symbol).sort()).toEqual(["BTC", "ETH"]);
    // The next scans: the same hit is not repeated.
    expect((await checkEntryTargets(env, T + 900_000, log, read)).hits).toBe(0);
    expect(await inboxOf(free.id, "entry_target")).toHaveLength(1);
  });

  it("changing the target re-arms it; e-mail only when the user chose it", async () => {
    const user = await seedUser({ timeZone: "UTC", plan: "free", watched: [{ symbol: "ETH", entryTarget: 3_000 }], now: T });
    await seedSnapshots([{ symbol: "ETH", price: 2_500, change: -4 }], T - 60_000);
    await checkEntryTargets(env, T, log);
    const mail = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM dev_mailbox WHERE to_address = ?").bind(user.email).first<{ n: number }>())!.n;
    expect(await mail()).toBe(0);
    await env.DB.prepare("INSERT INTO notify_prefs (user_id, type, channel, enabled, updated_at) VALUES (?, 'entry_target', 'email', 1, ?)").bind(user.id, T).run();
    await env.DB.prepare("UPDATE watchlist_items SET entry_target = 2600 WHERE id LIKE ?").bind(`wi_${user.id}_%`).run();
    await checkEntryTargets(env, T + 900_000, log);
    expect((await inboxOf(user.id, "entry_target")).map((i) => i.data.entryTarget)).toEqual([3_000, 2_600]);
    expect(await mail()).toBe(1);
    const text = (await env.DB.prepare("SELECT text FROM dev_mailbox WHERE to_address = ?").bind(user.email).first<{ text: string }>())!.text;
    expect(text).toContain("Entry target reached: ETH");
    expect(text).toMatch(/Stop these e-mails \(one click\): http:\/\/localhost:8787\/stop\?token=/);
  });
});
