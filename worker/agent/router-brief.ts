import { isBriefPreference } from "./brief/prefs";
import type { RouterPlan } from "./router";

/**
 * "In my brief, skip the movers", "focus my brief on SOL": saved as the user's own preference
 * (the remember tool), which the next Morning Brief follows (worker/agent/brief/prefs.ts).
 */
export function briefPreference(t: string): RouterPlan | null {
  if (!isBriefPreference(t)) return null;
  return {
    kind: "tools",
    // No preface: the remember tool's one paragraph says what the next brief does differently.
    calls: [{ name: "remember", args: { text: t.slice(0, 300), kind: "preference" } }],
  };
}
