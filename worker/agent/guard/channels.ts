/**
 * Non-streamed channels: every text the user sees that is not the streamed reply — tool-card
 * summaries, memory and draft titles and steps, error texts, brief and alert texts, report
 * fields, headlines. Each passes the same unit checks as the reply; what replaces a flagged text
 * depends on the channel, because a title cannot hold a paragraph-long notice.
 */
import { z } from "zod";
import { blockedText, newRewriteState, rewriteUnits, type GuardAction } from "./reply";
import { splitUnits } from "./split";

export const GUARD_CHANNELS = [
  "reply",
  "tool_card",
  "memory_title",
  "memory_text",
  "draft_title",
  "draft_step",
  "error",
  "brief",
  "alert",
  "report",
  "headline",
] as const;

export type GuardChannel = (typeof GUARD_CHANNELS)[number];
export const GuardChannelSchema = z.enum(GUARD_CHANNELS);

/** Short, single-line channels: a flagged text is replaced whole by a short marker. */
const SHORT_REPLACEMENT: Partial<Record<GuardChannel, string>> = {
  memory_title: "Removed: read as a trading instruction",
  draft_title: "Removed: read as a trading instruction",
  draft_step: "Removed: read as a trading instruction",
  headline: "Headline withheld: it reads as a trading instruction",
};

/** The short marker that replaces a flagged text on a single-line channel, if it is one. */
export function shortReplacement(channel: GuardChannel): string | undefined {
  return SHORT_REPLACEMENT[channel];
}

/** Longest text any channel shows; longer model- or source-written text is cut before judging. */
export const CHANNEL_MAX_CHARS = 4000;

export interface ChannelResult {
  text: string;
  action: GuardAction;
}

/** Guards one text for one channel; same rules as the reply, replacement fitted to the channel. */
export function guardText(text: string, channel: GuardChannel): ChannelResult {
  GuardChannelSchema.parse(channel);
  const input = text.length > CHANNEL_MAX_CHARS ? text.slice(0, CHANNEL_MAX_CHARS) : text;
  const state = newRewriteState();
  const { text: out, kept } = rewriteUnits(splitUnits(input), state);
  if (state.flagged.length === 0) return { text: input, action: "pass" };
  const short = SHORT_REPLACEMENT[channel];
  if (short !== undefined) return { text: short, action: "blocked" };
  if (kept === 0) return { text: blockedText(state), action: "blocked" };
  return { text: out.trim(), action: "rewritten" };
}
