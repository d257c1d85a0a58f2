/**
 * The model second pass for the non-chat channels (brief, alert, report, …). The chat holds each
 * paragraph until the model's verdict (paragraph-gate.ts); texts that are composed whole — the
 * Morning Brief, alert words, saved research reports — get the same check here, before they are
 * stored or sent: the deterministic guard first, then one classification per paragraph, all in
 * parallel (the latency budget is one call, SECOND_PASS_TIMEOUT_MS), fail-closed (an error or a
 * timeout withholds the paragraph). Without a model configured nothing changes.
 */
import { guardText, shortReplacement, type ChannelResult, type GuardChannel } from "./channels";
import { GUARDRAIL_BLOCKED, GUARDRAIL_NOTICE } from "./reply";
import { applyVerdicts, classifyParagraph, needsCheck, paragraphs, type SecondPassConfig } from "./second-pass";

/** The model settings the agent already has (chat ModelConfig), as the second pass needs them. */
export interface ModelSettings {
  apiKey: string;
  model: string;
  baseURL?: string;
}

export function secondPassConfig(model: ModelSettings | null | undefined): SecondPassConfig | null {
  if (!model) return null;
  return { apiKey: model.apiKey, model: model.model, ...(model.baseURL ? { baseURL: model.baseURL } : {}) };
}

/** The same settings from the Worker's environment (as the agent reads them), for Worker-side texts. */
export function secondPassConfigFromEnv(env: { OPENAI_API_KEY?: string; OPENAI_BASE_URL?: string; OPENAI_MODEL?: string }): SecondPassConfig | null {
  if (!env.OPENAI_API_KEY) return null;
  return { apiKey: env.OPENAI_API_KEY, model: env.OPENAI_MODEL || "gpt-4o-mini", ...(env.OPENAI_BASE_URL ? { baseURL: env.OPENAI_BASE_URL } : {}) };
}

/**
 * Only the model pass, on a text the deterministic guard has already seen (a long report guarded
 * line by line, which guardText would cut at CHANNEL_MAX_CHARS). Flagged paragraphs become the
 * notice (once); a single-line channel is replaced whole by its marker.
 */
export async function modelPass(text: string, channel: GuardChannel, config: SecondPassConfig | null): Promise<ChannelResult> {
  if (!config) return { text, action: "pass" };
  const parts = paragraphs(text);
  const verdicts = await Promise.all(parts.map(async (p) => needsCheck(p) && (await classifyParagraph(config, p.trim()))));
  if (!verdicts.some((v) => v !== false)) return { text, action: "pass" };
  const short = shortReplacement(channel);
  if (short !== undefined) return { text: short, action: "blocked" };
  const kept = applyVerdicts(parts, verdicts, text.includes(GUARDRAIL_NOTICE)).text.trim();
  if (kept === "" || kept === GUARDRAIL_NOTICE) return { text: GUARDRAIL_BLOCKED, action: "blocked" };
  return { text: kept, action: "rewritten" };
}

/** Both passes over one text for one channel. */
export async function guardTextWithModel(text: string, channel: GuardChannel, config: SecondPassConfig | null): Promise<ChannelResult> {
  const first = guardText(text, channel);
  if (!config || first.action === "blocked") return first;
  const second = await modelPass(first.text, channel, config);
  return second.action === "pass" ? first : second;
}

/** Both passes over several short texts (brief lines, chips), each judged alone, in parallel. */
export async function guardLinesWithModel(lines: readonly string[], channel: GuardChannel, config: SecondPassConfig | null): Promise<string[]> {
  return Promise.all(lines.map(async (l) => (l.trim() === "" ? l : (await guardTextWithModel(l, channel, config)).text)));
}
