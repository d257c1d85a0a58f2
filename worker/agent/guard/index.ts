/**
 * The research-only guard (rules in ./README.md). Deterministic structure checks on every unit of
 * every channel, an optional model second pass per paragraph, and the fixed texts that replace
 * what it removes.
 */
export { isDirective, isExecutionClaim, normalise } from "./detect";
export {
  EXECUTION_NOTICE,
  GUARDRAIL_BLOCKED,
  GUARDRAIL_NOTICE,
  guardReply,
  judge,
  splitSentences,
  type GuardAction,
  type GuardResult,
  type Verdict,
} from "./reply";
export { splitUnits, isTableRow } from "./split";
export { SentenceGuard } from "./stream";
export { CHANNEL_MAX_CHARS, GUARD_CHANNELS, GuardChannelSchema, guardText, type ChannelResult, type GuardChannel } from "./channels";
export { classifyParagraph, guardWithModel, SECOND_PASS_TIMEOUT_MS, secondPass, type ParagraphVerdict, type SecondPassConfig, type SecondPassResult } from "./second-pass";
export { strictParagraph, strictUnit } from "./strict";
export { modelCheck, ParagraphGate, type ParagraphCheck } from "./paragraph-gate";
export { guardLinesWithModel, guardTextWithModel, modelPass, secondPassConfig, secondPassConfigFromEnv, type ModelSettings } from "./channel-model";
