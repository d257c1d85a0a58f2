import { guardText, guardTextWithModel, type SecondPassConfig } from "../agent/guard";
import type { Condition, Layer } from "./conditions";
import { when as whenText } from "../agent/tools/format";

/**
 * The words of one alert: what crossed, by how much, the data's source and asOf, and that alerts
 * can lag. Through the research-only guard (channel "alert") like every text the user sees.
 */
export const LAG_NOTE = "Alerts come from the platform's scheduled market scan and can lag by a few hours.";

const LAYER_TITLE: Record<Layer, string> = {
  holding: "Holding moved",
  tracked: "Watchlist move",
  market: "Market event",
  rule: "Alert rule",
  check: "Custom check",
};

export function alertTitle(c: Condition): string {
  return guardText(`${LAYER_TITLE[c.layer]}${c.symbol ? `: ${c.symbol}` : ""}`, "alert").text;
}

export function alertBody(c: Condition): string {
  // The one date format (tools/format.ts), as in the Inbox's other items and the brief.
  const when = whenText(new Date(c.asOf).toISOString());
  const lines = [
    `${c.crossed}: ${c.by}.`,
    ...(c.news ? [`In the news: "${c.news.title}" (${c.news.feed}).`] : []),
    `Source: ${c.source}, as of ${when}${c.label ? ` (${c.label})` : ""}.`,
    LAG_NOTE,
  ];
  return guardText(lines.join("\n"), "alert").text;
}

/**
 * The alert's title and body as stored and sent: the deterministic guard above, then — with a
 * model configured — the model second pass on both (fail-closed). A headline quoted in the body
 * is where a directive no rule knows would arrive.
 */
export async function alertWords(c: Condition, check: SecondPassConfig | null): Promise<{ title: string; body: string }> {
  const [title, body] = await Promise.all([guardTextWithModel(alertTitle(c), "alert", check), guardTextWithModel(alertBody(c), "alert", check)]);
  return { title: title.text, body: body.text };
}
