/**
 * Whether a tool card is drawn under a chat message. `narrated`: the message text was written by
 * the template narrator from these results, so it already says the summary and, for a failure,
 * "I couldn't do that: <why>" — a failed card would repeat the same sentence. A card that adds
 * something the text cannot (a chart, a draft to approve, a fact to approve, source and asOf) is drawn.
 */
export function cardVisible(result: { ok: boolean; source?: string; asOf?: string }, narrated: boolean, extras: { chart: boolean; draft: boolean; proposal: boolean; browser?: boolean }): boolean {
  if (!result.ok) return !narrated;
  return !narrated || extras.chart || extras.draft || extras.proposal || Boolean(extras.browser) || Boolean(result.source || result.asOf);
}
