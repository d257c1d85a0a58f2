import { z } from "zod";
import type { AgentHost } from "../do/host";
import { LIMITS } from "../limits";
import { err, type FlatRecord, type Result } from "../results";
import type { ScheduleHandler } from "../schedule/runner";
import { MAX_ATTEMPTS } from "../schedule/time";
import { newId } from "../store";
import { RunAbort } from "./abort";
import { RUN_KINDS, type StepContext } from "./kinds";
import type { RunStatus, RunView } from "./store";

/**
 * Long runs: `startRun` records the run and schedules its first step, then returns at once. Each
 * alarm runs one step (the `run_step` handler) and reschedules the next, so chat turns are served
 * between steps. Progress goes to every connected socket as `run_progress` events.
 */

export const RUN_STEP = "run_step";
const StepPayload = z.object({ runId: z.string(), step: z.number().int().min(0) });

export async function startRun(h: AgentHost, kind: string, payload: unknown): Promise<Result<{ run: RunView }>> {
  const def = RUN_KINDS[kind];
  if (!def) return err("not_found", `No run kind called "${kind}". Known: ${Object.keys(RUN_KINDS).join(", ")}.`);
  const parsed = def.parse(payload);
  if (!parsed.ok) return err("invalid_param", parsed.message);
  if (h.runs.active() >= LIMITS.activeRuns) return err("conflict", `At most ${LIMITS.activeRuns} runs at once; wait for one to finish.`);
  const now = h.now();
  const run = h.runs.insert(newId("run"), kind, parsed.payload, parsed.total, now);
  h.schedule.set(`run:${run.id}`, RUN_STEP, now, { payload: { runId: run.id, step: 0 } });
  await h.rearm();
  return { ok: true, run };
}

export function runStepHandler(h: AgentHost): ScheduleHandler {
  return async (row, now) => {
    const p = StepPayload.safeParse(row.payload);
    const run = p.success ? h.runs.get(p.data.runId) : null;
    if (!p.success || !run || run.status === "done" || run.status === "failed") return { nextRun: null };
    const def = RUN_KINDS[run.kind];
    if (!def) return fail(h, run, `Unknown run kind "${run.kind}".`, now);
    let item: FlatRecord;
    const ctx: StepContext = { market: h.market(), now, env: h.env, userId: h.store.agent()?.userId ?? "", runId: run.id, storage: h.ctx.storage, model: h.modelConfig() };
    try {
      item = await def.step(ctx, h.runs.payload(run.id), p.data.step);
    } catch (error) {
      // The schedule retries the step with back-off; the last retry failing (or an abort) fails the run.
      const last = error instanceof RunAbort || row.attempts + 1 >= MAX_ATTEMPTS;
      if (last) await def.onFail?.(ctx, h.runs.payload(run.id));
      if (last) fail(h, run, error instanceof Error ? error.message : String(error), now);
      if (error instanceof RunAbort) return { nextRun: null };
      throw error;
    }
    const step = p.data.step + 1;
    const status: RunStatus = step >= run.total ? "done" : "running";
    h.runs.advance(run.id, step, item, status, h.now());
    h.broadcast({ type: "run_progress", runId: run.id, kind: run.kind, step, total: run.total, status, item });
    return status === "done" ? { nextRun: null } : { nextRun: h.now(), payload: { runId: run.id, step } };
  };
}

function fail(h: AgentHost, run: RunView, message: string, now: number): { nextRun: null } {
  h.runs.failRun(run.id, message, now);
  // The reason goes with the event, so a chat that is open can say why (the KOL card shows it).
  h.broadcast({ type: "run_progress", runId: run.id, kind: run.kind, step: run.step, total: run.total, status: "failed", error: message });
  return { nextRun: null };
}

export function runsView(h: AgentHost, id?: string): Result<{ runs: RunView[] }> {
  if (id === undefined) return { ok: true, runs: h.runs.list() };
  const run = h.runs.get(id);
  return run ? { ok: true, runs: [run] } : err("not_found", "No such run.");
}
