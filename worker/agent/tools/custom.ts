import { z } from "zod";
import { nameField } from "../../lib/fields";
import { guardReply } from "../guardrail";
import { defineTool, fail } from "./types";

/**
 * Custom capabilities: the model may draft one, only the user's "approve" saves it. A draft is
 * shown on a card with an Approve button, so its name, description and steps must be research
 * requests: a draft that tells the reader to trade ("Buy BTC now") is refused, never stored.
 */
function directiveIn(draft: { name: string; description: string; steps: string[] }): string | null {
  for (const text of [draft.name, draft.description, ...draft.steps]) if (text && guardReply(text).action !== "pass") return text;
  return null;
}

export const draftCustomCapability = defineTool({
  name: "draft_custom_capability",
  description: "Drafts a custom capability (a named workflow of steps the agent can already do). It is saved only after the user approves it.",
  capabilities: ["custom_capabilities"],
  input: z.object({ name: nameField(60).min(2), description: z.string().max(300).default(""), steps: z.array(z.string().trim().min(2).max(200)).min(1).max(8) }),
  async run(draft, ctx) {
    if (directiveIn(draft)) {
      return fail("draft_custom_capability", "invalid_param", "A custom capability can only hold research steps (prices, charts, news, alerts); one that tells anyone to buy or sell cannot be drafted.");
    }
    const saved = ctx.workspace.draftCustom(draft);
    return {
      ok: true,
      tool: "draft_custom_capability",
      summary: `Draft “${saved.name}”: ${saved.steps.map((s, i) => `${i + 1}. ${s}`).join(" ")} — reply “approve” to save it, or tell me what to change.`,
      data: saved,
    };
  },
});

export const runCustomCapability = defineTool({
  name: "run_custom_capability",
  description: "Runs one of the user's saved custom capabilities (a named workflow) by name.",
  capabilities: ["custom_capabilities"],
  input: z.object({ name: z.string().trim().min(1).max(60) }),
  async run({ name }, ctx) {
    const results = ctx.runCustom ? await ctx.runCustom(name) : null;
    if (!results) return fail("run_custom_capability", "not_found", `No saved custom capability called "${name}". Drafts run only after approval.`);
    return { ok: true, tool: "run_custom_capability", summary: `Ran “${name}”: ${results.map((r) => (r.ok ? r.summary : `${r.tool} failed (${r.message})`)).join(" ")}`, data: { name, results } };
  },
});
