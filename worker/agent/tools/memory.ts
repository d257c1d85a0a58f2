import { z } from "zod";
import { briefPrefEffect } from "../brief/prefs";
import { defineTool } from "./types";

/**
 * Memory is the one place where text outlives the turn, so it is where injected text would do the
 * most harm. A fact is saved directly only when the user's own message this turn contains it;
 * anything else (the model's paraphrase, a sentence lifted from a headline) waits for the user's
 * approval and never reaches the model until then.
 */

/** Case, width, quotes, punctuation and spacing do not make a different sentence. */
export function normaliseForMatch(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export function saidByUser(userText: string | undefined, fact: string): boolean {
  const said = normaliseForMatch(userText ?? "");
  const wanted = normaliseForMatch(fact);
  return wanted.length >= 2 && ` ${said} `.includes(` ${wanted} `);
}

export const remember = defineTool({
  name: "remember",
  description: "Saves a fact or preference about the user for later answers (listed and removable in settings). Only the user's own words are saved at once; anything else waits for the user's approval.",
  capabilities: [],
  input: z.object({ text: z.string().trim().min(2).max(300), kind: z.enum(["fact", "preference"]).default("fact") }),
  async run({ text, kind }, ctx) {
    if (saidByUser(ctx.userText, text)) {
      const fact = ctx.workspace.remember(text, kind);
      // A brief preference says what the next brief does differently, in the same one paragraph.
      const brief = briefPrefEffect(fact.text);
      const noted = brief ? `Noted for your Morning Brief: ${brief}.` : `Noted: “${fact.text}”.`;
      return { ok: true, tool: "remember", summary: `${noted} You can review or remove it in Settings → Agent.`, data: { ...fact, status: "saved" } };
    }
    const fact = ctx.workspace.proposeMemory(text, kind);
    return {
      ok: true,
      tool: "remember",
      summary: `Waiting for your approval: “${fact.text}”. It is not saved until you approve it in Settings → Agent.`,
      data: { ...fact, status: "pending" },
    };
  },
});

export const recall = defineTool({
  name: "recall",
  description: "Lists what the agent has learned about the user (facts and preferences).",
  capabilities: [],
  input: z.object({}),
  async run(_args, ctx) {
    const facts = ctx.workspace.memory();
    const line = (f: (typeof facts)[number]) => `“${f.text}”${f.status === "pending" ? " (waiting for your approval)" : ""}`;
    return {
      ok: true,
      tool: "recall",
      summary: facts.length ? `What I know about you: ${facts.map(line).join("; ")}.` : "I haven't learned anything about you yet. Tell me “remember that …”.",
      data: { memory: facts },
    };
  },
});
