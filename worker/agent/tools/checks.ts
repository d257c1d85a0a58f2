import { z } from "zod";
import { CheckLimitError, CheckSpec, describeCheck } from "../../monitor/checks";
import { defineTool, fail, type Tool } from "./types";

/**
 * Custom recurring checks in chat: "every pass, check whether any of my holdings is more than
 * 20% below its 90-day high". A model sends the structured spec; without one the words are
 * read by worker/monitor/checks-parse.ts. Checks notify; they never act on funds.
 */

const unavailable = (tool: string) => fail(tool, "conflict", "Recurring checks run in your agent; open the chat on Pro to use them.");

export const addCheck = defineTool({
  name: "add_check",
  description:
    "Saves a standing instruction checked on every monitoring pass (e.g. 'any of my holdings more than 20% below its 90-day high'). Give the user's words as `instruction`; add `spec` when it fits: below_high {scope: holdings|watchlist|symbol, symbol, pct, days}, move_24h {scope, symbol, pct}, or note {symbol, topic} when the scan has no data for it.",
  capabilities: ["alerts"],
  input: z.object({ instruction: z.string().trim().min(3, "Say what to check.").max(300), spec: CheckSpec.optional() }),
  async run({ instruction, spec }, ctx) {
    const ops = ctx.workspace.checks;
    if (!ops) return unavailable("add_check");
    try {
      const check = ops.add(instruction, spec);
      const what = describeCheck(check.spec);
      const summary = check.spec.kind === "note" ? `Saved as a standing note: ${what}. I'll list it with your checks, but the market scan has no data to check it automatically.` : `Recurring check saved: on every monitoring pass I'll look for ${what}, and alert you when it holds (it can lag by a few hours).`;
      return { ok: true, tool: "add_check", summary, data: { id: check.id, instruction: check.instruction, kind: check.spec.kind, description: what } };
    } catch (e) {
      if (e instanceof CheckLimitError) return fail("add_check", "conflict", e.message);
      throw e;
    }
  },
});

export const listChecks = defineTool({
  name: "list_checks",
  description: "The user's custom recurring checks, numbered.",
  capabilities: ["alerts"],
  input: z.object({}),
  async run(_args, ctx) {
    const ops = ctx.workspace.checks;
    if (!ops) return unavailable("list_checks");
    const checks = ops.list();
    const lines = checks.map((c, i) => `${i + 1}. “${c.instruction}” — ${describeCheck(c.spec)}`);
    return { ok: true, tool: "list_checks", summary: checks.length ? `${checks.length} recurring check${checks.length === 1 ? "" : "s"}:\n${lines.join("\n")}` : "No recurring checks yet.", data: { checks: checks.map((c) => ({ id: c.id, instruction: c.instruction, description: describeCheck(c.spec) })) } };
  },
});

export const removeCheck = defineTool({
  name: "remove_check",
  description: "Removes a custom recurring check by its number in list_checks or its id.",
  capabilities: ["alerts"],
  input: z.object({ ref: z.string().trim().regex(/^(?:\d{1,3}|chk_[a-z0-9]{1,40})$/u, "Give the check's number or id.") }),
  async run({ ref }, ctx) {
    const ops = ctx.workspace.checks;
    if (!ops) return unavailable("remove_check");
    const removed = ops.remove(ref);
    if (!removed) return fail("remove_check", "not_found", `There is no check ${ref}. Say “my checks” to see them.`);
    return { ok: true, tool: "remove_check", summary: `Removed the check “${removed.instruction}”.`, data: { id: removed.id } };
  },
});

export const CHECK_TOOLS: readonly Tool[] = [addCheck, listChecks, removeCheck];
