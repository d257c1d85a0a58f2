import { describe, expect, it } from "vitest";
import {
  ALL_STATES,
  INACTIVITY_MS,
  restartLabel,
  transition,
  type LifecycleEvent,
  type LifecycleState,
} from "../../../worker/agent/lifecycle";

/** Events whose conditions hold, one per trigger. */
const HAPPY: Record<LifecycleEvent["type"], LifecycleEvent> = {
  create: { type: "create", plan: "pro" },
  open_dashboard: { type: "open_dashboard" },
  inactivity: { type: "inactivity", idleMs: INACTIVITY_MS },
  pro_ended: { type: "pro_ended", reason: "payment_failed" },
  reactivate: { type: "reactivate", plan: "pro" },
  restart: { type: "restart" },
  delete: { type: "delete", confirmed: true },
};

/**
 * The product text's table written out independently of the implementation: for every
 * (state, trigger) the expected target, or null when the transition does not exist.
 */
const EXPECTED: Record<LifecycleState, Record<LifecycleEvent["type"], LifecycleState | null>> = {
  none: { create: "awake", open_dashboard: null, inactivity: null, pro_ended: null, reactivate: null, restart: null, delete: null },
  awake: { create: null, open_dashboard: null, inactivity: "asleep", pro_ended: "paused", reactivate: null, restart: "awake", delete: "deleted" },
  asleep: { create: null, open_dashboard: "awake", inactivity: null, pro_ended: "paused", reactivate: null, restart: "awake", delete: "deleted" },
  paused: { create: null, open_dashboard: null, inactivity: null, pro_ended: null, reactivate: "awake", restart: null, delete: "deleted" },
  deleted: { create: "awake", open_dashboard: null, inactivity: null, pro_ended: null, reactivate: null, restart: null, delete: null },
};

describe("lifecycle table, exhaustively", () => {
  for (const state of ALL_STATES) {
    for (const [type, event] of Object.entries(HAPPY) as [LifecycleEvent["type"], LifecycleEvent][]) {
      const expected = EXPECTED[state][type];
      it(`${state} --${type}--> ${expected ?? "refused"}`, () => {
        const result = transition(state, event);
        if (expected === null) {
          expect(result.ok).toBe(false);
          if (!result.ok) {
            expect(result.code).toBe("conflict");
            expect(result.message).toMatch(/^Cannot /);
          }
        } else {
          expect(result).toMatchObject({ ok: true, from: state, to: expected });
        }
      });
    }
  }
});

describe("conditions", () => {
  it("creation needs Pro", () => {
    expect(transition("none", { type: "create", plan: "free" })).toMatchObject({ ok: false, code: "plan_required" });
  });
  it("inactivity needs the user away long enough", () => {
    expect(transition("awake", { type: "inactivity", idleMs: INACTIVITY_MS - 1 })).toMatchObject({ ok: false, code: "conflict" });
  });
  it("reactivation needs Pro again", () => {
    expect(transition("paused", { type: "reactivate", plan: "free" })).toMatchObject({ ok: false, code: "plan_required" });
  });
  it("delete needs confirmation, from every state that has a workspace", () => {
    for (const state of ["awake", "asleep", "paused"] as const) {
      expect(transition(state, { type: "delete", confirmed: false })).toMatchObject({ ok: false, code: "invalid_param" });
    }
  });
  it("pause accepts exactly the three ways Pro ends", () => {
    for (const reason of ["trial_expired", "subscription_cancelled", "payment_failed"] as const) {
      expect(transition("awake", { type: "pro_ended", reason }).ok).toBe(true);
    }
    expect(transition("awake", { type: "pro_ended", reason: "bored" as never })).toMatchObject({ ok: false, code: "invalid_param" });
  });
});

describe("effects the shell carries out", () => {
  it("creation installs defaults and enables the brief schedule", () => {
    const r = transition("none", HAPPY.create);
    expect(r.ok && r.effects).toEqual(["install_defaults", "enable_brief_schedule"]);
  });
  it("pausing suspends schedules and reactivation resumes them", () => {
    const paused = transition("asleep", HAPPY.pro_ended);
    expect(paused.ok && paused.effects).toContain("suspend_schedules");
    const back = transition("paused", HAPPY.reactivate);
    expect(back.ok && back.effects).toContain("resume_schedules");
  });
  it("only delete wipes the workspace; sleep and restart keep everything", () => {
    for (const state of ALL_STATES) {
      for (const event of Object.values(HAPPY)) {
        const r = transition(state, event);
        if (r.ok) expect(r.effects.includes("wipe_workspace")).toBe(event.type === "delete");
      }
    }
  });
  it("waking from the dashboard shows the waking screen", () => {
    const r = transition("asleep", HAPPY.open_dashboard);
    expect(r.ok && r.effects).toContain("show_waking_screen");
  });
});

describe("restart label", () => {
  it("is Restart when awake, Wake when asleep, absent otherwise", () => {
    expect(restartLabel("awake")).toBe("Restart");
    expect(restartLabel("asleep")).toBe("Wake");
    expect(restartLabel("paused")).toBeNull();
    expect(restartLabel("deleted")).toBeNull();
    expect(restartLabel("none")).toBeNull();
  });
});
