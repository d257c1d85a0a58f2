import { z } from "zod";
import type { AgentHost } from "../do/host";
import { LIMITS } from "../limits";
import { err, type FlatRecord, type Result } from "../results";
import type { ScheduleHandler } from "../schedule/runner";
import { MAX_ATTEMPTS } from "../schedule/time";
import { newId } from "../store";
import { RUN_KINDS } from "./kinds";
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
    try {
      item = await def.step({ market: h.market(), now }, h.runs.payload(run.id), p.data.step);
    } catch (error) {
      // The schedule retries the step with back-off; the last retry failing fails the run.
      if (row.attempts + 1 >= MAX_ATTEMPTS) fail(h, run, error instanceof Error ? error.message : String(error), now);
      throw error;
    }
    const step = p.data.step + 1;
    const status: RunStatus = step >= run.total ? "done" : "running";
    h.runs.advance(run.id, step, item, status, h.now());
    h.broadcast({ type: "run_progress", runId: run.id, step, total: run.total, status });
    return status === "done" ? { nextRun: null } : { nextRun: h.now(), payload: { runId: run.id, step } };
  };
}

function fail(h: AgentHost, run: RunView, message: string, now: number): { nextRun: null } {
  h.runs.failRun(run.id, message, now);
  h.broadcast({ type: "run_progress", runId: run.id, step: run.step, total: run.total, status: "failed" });
  return { nextRun: null };
}

export function runsView(h: AgentHost, id?: string): Result<{ runs: RunView[] }> {
  if (id === undefined) return { ok: true, runs: h.runs.list() };
  const run = h.runs.get(id);
  return run ? { ok: true, runs: [run] } : err("not_found", "No such run.");
}
