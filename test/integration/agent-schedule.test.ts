import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AgentDO } from "../../durable-objects/agent-do";
import { fixedClock } from "../../worker/lib/clock";
import { runDueRows, type HandlerMap } from "../../worker/agent/schedule/runner";
import { ScheduleStore } from "../../worker/agent/schedule/store";
import { backoffMs, MAX_ATTEMPTS } from "../../worker/agent/schedule/time";
import type { MarketReader } from "../../worker/agent/market";
import { emptyMarket, fakeQuote } from "../fakes/agent-market";
import { env } from "./helpers";

/**
 * The general schedule on a real AgentDO's SQLite: handlers by name, isolated rows, back-off,
 * the running flag, overdue recurring rows once, nothing while paused.
 */

const T0 = Date.parse("2027-05-03T10:00:00Z");

function fresh() {
  return env.AGENT.getByName(`agent:schedule-test-${crypto.randomUUID()}`);
}

async function created(market?: MarketReader) {
  const stub = fresh();
  const clock = fixedClock(T0);
  await runInDurableObject(stub, (i: AgentDO) => {
    i.clock = clock;
    i.modelOverride = null;
    if (market) i.marketOverride = market;
  });
  expect((await stub.create({ userId: "u-sched", name: "Ada", timeZone: "UTC", plan: "pro" })).ok).toBe(true);
  return { stub, clock };
}

/** Runs `fn` with a ScheduleStore over the object's own SQLite (empty schedule to start). */
function withSchedule<T>(stub: DurableObjectStub<AgentDO>, fn: (store: ScheduleStore) => Promise<T>): Promise<T> {
  return runInDurableObject(stub, async (_i, state) => {
    const store = new ScheduleStore(state.storage.sql);
    state.storage.sql.exec("DELETE FROM schedule");
    return fn(store);
  });
}

describe("rows run isolated, failures back off", () => {
  it("a throwing row does not stop the others; it is retried with exponential back-off and its attempts counted", async () => {
    const { stub } = await created();
    const ran: string[] = [];
    const handlers: HandlerMap = {
      boom: () => {
        throw new Error("upstream down");
      },
      ok: (row) => {
        ran.push(row.id);
      },
    };
    const after = await withSchedule(stub, async (store) => {
      store.set("a-ok", "ok", T0 - 2000);
      store.set("b-boom", "boom", T0 - 1000);
      store.set("c-ok", "ok", T0);
      const reports = await runDueRows({ store, handlers, now: T0, timeZone: "UTC", mayRun: () => true });
      return { reports, rows: store.all() };
    });
    expect(ran).toEqual(["a-ok", "c-ok"]);
    expect(after.reports.map((r) => [r.id, r.ok])).toEqual([["a-ok", true], ["b-boom", false], ["c-ok", true]]);
    // One-shot successes are gone; the failure waits 30 s with its error kept.
    expect(after.rows).toEqual([expect.objectContaining({ id: "b-boom", attempts: 1, lastError: "upstream down", nextRun: T0 + backoffMs(1), running: false })]);
  });

  it("back-off doubles per attempt and is capped: a one-shot row is dropped after the last attempt, a recurring one moves to its next slot", async () => {
    const { stub } = await created();
    const handlers: HandlerMap = {
      boom: () => {
        throw new Error("still down");
      },
    };
    const seen = await withSchedule(stub, async (store) => {
      store.set("once", "boom", T0);
      store.set("daily", "boom", T0, { cron: "30 9 * * *" });
      const waits: number[] = [];
      let now = T0;
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        await runDueRows({ store, handlers, now, timeZone: "UTC", mayRun: () => true });
        const once = store.get("once");
        if (once) waits.push(once.nextRun - now);
        now = once?.nextRun ?? now;
      }
      return { waits, once: store.get("once"), daily: store.get("daily") };
    });
    expect(seen.waits).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(seen.once).toBeNull();
    // Given up for today: tomorrow's 09:30 UTC, counting afresh, the last error kept.
    expect(seen.daily).toMatchObject({ attempts: 0, lastError: "still down", nextRun: Date.parse("2027-05-04T09:30:00Z") });
    expect(backoffMs(30)).toBe(60 * 60_000);
  });

  it("an unknown handler name is a failure of that row only", async () => {
    const { stub } = await created();
    const ran: string[] = [];
    const rows = await withSchedule(stub, async (store) => {
      store.set("ghost", "no_such_handler", T0);
      store.set("fine", "ok", T0);
      await runDueRows({ store, handlers: { ok: (r) => void ran.push(r.id) }, now: T0, timeZone: "UTC", mayRun: () => true });
      return store.all();
    });
    expect(ran).toEqual(["fine"]);
    expect(rows).toEqual([expect.objectContaining({ id: "ghost", attempts: 1, lastError: 'No schedule handler called "no_such_handler".' })]);
  });
});

describe("overdue rows and re-entrant alarms", () => {
  it("an interval row overdue by many slots runs once and moves to the next slot after now", async () => {
    const { stub } = await created();
    let runs = 0;
    const row = await withSchedule(stub, async (store) => {
      // Ten and a half hours overdue on an hourly row (a long eviction).
      store.set("hourly", "tick", T0 - 10.5 * 3_600_000, { intervalMs: 3_600_000 });
      await runDueRows({ store, handlers: { tick: () => void runs++ }, now: T0, timeZone: "UTC", mayRun: () => true });
      return store.get("hourly");
    });
    expect(runs).toBe(1);
    expect(row!.nextRun).toBe(T0 + 0.5 * 3_600_000);
  });

  it("a running row is not run again by a re-entrant alarm", async () => {
    const { stub } = await created();
    const result = await withSchedule(stub, async (store) => {
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      let calls = 0;
      const handlers: HandlerMap = {
        slow: async () => {
          calls++;
          await gate;
        },
      };
      store.set("slow", "slow", T0, { intervalMs: 60_000 });
      const first = runDueRows({ store, handlers, now: T0, timeZone: "UTC", mayRun: () => true });
      await Promise.resolve();
      const flagged = store.get("slow")!.running;
      const second = await runDueRows({ store, handlers, now: T0, timeZone: "UTC", mayRun: () => true });
      release();
      await first;
      return { calls, flagged, second, after: store.get("slow") };
    });
    expect(result.flagged).toBe(true);
    expect(result.second).toEqual([]);
    expect(result.calls).toBe(1);
    expect(result.after).toMatchObject({ running: false, nextRun: T0 + 60_000 });
  });

  it("a running flag left by an evicted instance is cleared by the next constructor", async () => {
    const { stub } = await created();
    await runInDurableObject(stub, (_i, state) => state.storage.sql.exec("UPDATE schedule SET running = 1"));
    await evictDurableObject(stub);
    const s = await stub.schedules();
    expect(s.ok && s.rows.every((r) => !r.running)).toBe(true);
  });

  it("a pass stops when the agent is paused meanwhile", async () => {
    const { stub } = await created();
    const ran: string[] = [];
    await withSchedule(stub, async (store) => {
      let paused = false;
      store.set("a", "pause_now", T0 - 1);
      store.set("b", "ok", T0);
      await runDueRows({
        store,
        handlers: { pause_now: (r) => void (ran.push(r.id), (paused = true)), ok: (r) => void ran.push(r.id) },
        now: T0,
        timeZone: "UTC",
        mayRun: () => !paused,
      });
    });
    expect(ran).toEqual(["a"]);
  });
});

describe("in the AgentDO", () => {
  it("a failing long-run step is retried with back-off while the Morning Brief still runs in the same alarm", async () => {
    let fail = true;
    const market: MarketReader = emptyMarket({
      async quotes(symbols) {
        if (fail) throw new Error("quotes down");
        return { quotes: symbols.map((s) => fakeQuote(s, 10, 1, "2027-05-03T10:00:00.000Z")), missing: [] };
      },
    });
    const { stub, clock } = await created(market);
    const started = await stub.startRun("scan", { symbols: ["BTC"] });
    expect(started.ok).toBe(true);
    // Make the brief due at the same moment.
    await runInDurableObject(stub, (_i, state) => state.storage.sql.exec("UPDATE schedule SET next_run = ? WHERE handler = 'morning_brief'", T0));
    await runDurableObjectAlarm(stub);
    let s = await stub.schedules();
    if (!s.ok) throw new Error();
    expect(s.runs.map((r) => r.kind)).toEqual(["morning_brief"]);
    const step = s.rows.find((r) => r.handler === "run_step")!;
    expect(step).toMatchObject({ attempts: 1, lastError: "quotes down", nextRun: T0 + 30_000 });
    expect(s.alarm).toBe(T0 + 30_000);
    fail = false;
    clock.set(T0 + 30_000);
    await runDurableObjectAlarm(stub);
    const runs = await stub.runs();
    expect(runs.ok && runs.runs[0]).toMatchObject({ status: "done", step: 1, result: [{ symbol: "BTC", price: 10 }] });
    s = await stub.schedules();
    expect(s.ok && s.rows.some((r) => r.handler === "run_step")).toBe(false);
  });

  it("nothing runs while paused, even when an alarm fires", async () => {
    const { stub, clock } = await created();
    await stub.startRun("scan", { symbols: ["BTC", "ETH"] });
    await stub.pause("trial_expired");
    clock.advance(2 * 86_400_000);
    await runInDurableObject(stub, (i: AgentDO) => i.alarm());
    const s = await stub.schedules();
    expect(s.ok && s.runs).toEqual([]);
    expect(s.ok && s.alarm).toBeNull();
    const run = await runInDurableObject(stub, (_i, state) => state.storage.sql.exec<{ step: number }>("SELECT step FROM runs").one().step);
    expect(run).toBe(0);
  });
});
