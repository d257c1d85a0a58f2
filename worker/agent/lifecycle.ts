/**
 * The agent workspace lifecycle (product text, "States and transitions → Agent workspace").
 * One table holds every legal transition; anything not in it is refused with a clear message.
 * `none` is the pseudo-state before an agent exists (and what creation starts from); it is not
 * one of the product's states and nothing can move *to* it.
 */
import type { Plan } from "../lib/plan";

export type AgentState = "awake" | "asleep" | "paused" | "deleted";
export type LifecycleState = AgentState | "none";

export type PauseReason = "trial_expired" | "subscription_cancelled" | "payment_failed";
export const PAUSE_REASONS: readonly PauseReason[] = ["trial_expired", "subscription_cancelled", "payment_failed"];

/** What can happen to a workspace, with the facts each trigger's condition needs. */
export type LifecycleEvent =
  | { type: "create"; plan: Plan }
  | { type: "open_dashboard" }
  | { type: "inactivity"; idleMs: number }
  | { type: "pro_ended"; reason: PauseReason }
  | { type: "reactivate"; plan: Plan }
  | { type: "restart" }
  | { type: "delete"; confirmed: boolean };

export type LifecycleEventType = LifecycleEvent["type"];

/** Side effects the shell must carry out, named after the table's "Also" column. */
export type LifecycleEffect =
  | "install_defaults"
  | "enable_brief_schedule"
  | "show_waking_screen"
  | "suspend_schedules"
  | "resume_schedules"
  | "reset_session"
  | "wipe_workspace";

/** How long the user must be away before an awake agent falls asleep. */
export const INACTIVITY_MS = 30 * 60 * 1000;

type Guard<E> = (event: E) => string | null;

interface Row<T extends LifecycleEventType> {
  from: readonly LifecycleState[];
  event: T;
  /** Returns null when the condition holds, else why it does not. */
  guard?: Guard<Extract<LifecycleEvent, { type: T }>>;
  /** The code a failed condition is refused with. */
  guardCode?: LifecycleErrorCode;
  to: AgentState;
  effects: readonly LifecycleEffect[];
  /** The button label the site shows for this row, where it is a user action. */
  label?: string;
}

type AnyRow = { [T in LifecycleEventType]: Row<T> }[LifecycleEventType];

export const TRANSITIONS: readonly AnyRow[] = [
  {
    from: ["none", "deleted"],
    event: "create",
    guard: (e) => (e.plan === "pro" ? null : "The agent runs on Pro only."),
    guardCode: "plan_required",
    to: "awake",
    effects: ["install_defaults", "enable_brief_schedule"],
  },
  { from: ["asleep"], event: "open_dashboard", to: "awake", effects: ["show_waking_screen"] },
  {
    from: ["awake"],
    event: "inactivity",
    guard: (e) => (e.idleMs >= INACTIVITY_MS ? null : "The user was active recently."),
    guardCode: "conflict",
    to: "asleep",
    effects: [],
  },
  {
    from: ["awake", "asleep"],
    event: "pro_ended",
    guard: (e) => (PAUSE_REASONS.includes(e.reason) ? null : "Unknown reason for the end of Pro access."),
    guardCode: "invalid_param",
    to: "paused",
    effects: ["suspend_schedules"],
  },
  {
    from: ["paused"],
    event: "reactivate",
    guard: (e) => (e.plan === "pro" ? null : "Pro is not active on this account yet."),
    guardCode: "plan_required",
    to: "awake",
    effects: ["resume_schedules"],
  },
  { from: ["awake"], event: "restart", to: "awake", effects: ["reset_session"], label: "Restart" },
  { from: ["asleep"], event: "restart", to: "awake", effects: ["reset_session"], label: "Wake" },
  {
    from: ["awake", "asleep", "paused"],
    event: "delete",
    guard: (e) => (e.confirmed ? null : "Deleting the workspace needs explicit confirmation."),
    guardCode: "invalid_param",
    to: "deleted",
    effects: ["suspend_schedules", "wipe_workspace"],
  },
];

export type LifecycleErrorCode = "conflict" | "plan_required" | "invalid_param";

export type TransitionResult =
  | { ok: true; from: LifecycleState; to: AgentState; effects: readonly LifecycleEffect[] }
  | { ok: false; code: LifecycleErrorCode; message: string };

const STATE_WORDS: Record<LifecycleState, string> = {
  none: "no agent exists yet",
  awake: "the agent is awake",
  asleep: "the agent is asleep",
  paused: "the agent is paused because Pro access ended",
  deleted: "the workspace was deleted",
};

/** The one function that decides whether a workspace may move, and where to. */
export function transition(state: LifecycleState, event: LifecycleEvent): TransitionResult {
  const row = TRANSITIONS.find((r) => r.event === event.type && r.from.includes(state));
  if (!row) {
    return { ok: false, code: "conflict", message: `Cannot ${event.type.replace("_", " ")}: ${STATE_WORDS[state]}.` };
  }
  const why = row.guard ? (row.guard as Guard<LifecycleEvent>)(event) : null;
  if (why) return { ok: false, code: row.guardCode ?? "conflict", message: why };
  return { ok: true, from: state, to: row.to, effects: row.effects };
}

/** The label of the settings action that restarts the agent in this state (null: no such action). */
export function restartLabel(state: LifecycleState): string | null {
  const row = TRANSITIONS.find((r) => r.event === "restart" && r.from.includes(state));
  return row?.label ?? null;
}

export const ALL_STATES: readonly LifecycleState[] = ["none", "awake", "asleep", "paused", "deleted"];
