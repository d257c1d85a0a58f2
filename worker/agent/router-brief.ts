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
    calls: [{ name: "remember", args: { text: t.slice(0, 300), kind: "preference" } }],
    preface: "Noted for your Morning Brief: the next one follows it. You can review or remove it in Settings → Agent.",
  };
}
