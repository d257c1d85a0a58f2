/**
 * Per-agent caps (issue 11, item 9). Each refusal names the cap so the user knows what to do.
 * Conversations are the exception: past the cap the oldest one is removed, because refusing would
 * stop the chat itself; everything else is refused so nothing the user saved disappears silently.
 */
export const LIMITS = {
  /** Facts and preferences kept (saved and pending together). */
  memoryFacts: 200,
  /** Saved facts sent to the model with each turn, newest first (prompt size and cost). */
  memoryInPrompt: 40,
  alertRules: 50,
  /** Approved custom capabilities (a pending draft counts against the same cap). */
  customCapabilities: 30,
  /** Past this, starting a conversation removes the oldest one. */
  conversations: 500,
  /** Chat turns per agent per minute, across tabs and transports. */
  chatTurnsPerMinute: 20,
  /** Long runs waiting or running at once. */
  activeRuns: 5,
} as const;

/** Thrown by a workspace operation (called from a tool) when a cap is reached or the same thing is already there; `code` is in the error catalog. */
export class WorkspaceLimitError extends Error {
  readonly code = "conflict" as const;
  constructor(message: string) {
    super(message);
    this.name = "WorkspaceLimitError";
  }
}
