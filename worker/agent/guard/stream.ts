/**
 * The streaming guard. Model text arrives in deltas; `push` releases only units that are
 * complete — a unit is complete once the splitter has started the next one after it — and guards
 * them first, so nothing the user sees was ever unguarded, not even for a frame. The unfinished
 * tail waits in the buffer, and so do units holding one part of a trade plan ("Entry: 2,950."),
 * until a unit that is not part of the plan shows the plan is over.
 *
 * `flush()` (alias `end()`) releases the tail and must be called ONLY at the end of the turn. A
 * tool call is not the end: "It's a great time to" [tool call] " buy Apple stock." is one
 * sentence, and flushing at the tool call would show its first half. Keep pushing the next
 * round's deltas into the same guard.
 */
import { blockedText, newRewriteState, rewriteUnits, type RewriteState } from "./reply";
import { planParts } from "./detect";
import { splitUnits } from "./split";

export class SentenceGuard {
  private buffer = "";
  private readonly state: RewriteState = newRewriteState();
  private kept = 0;

  /** The units removed so far (for logs and the stored action; never shown). */
  get flagged(): string[] {
    return this.state.flagged;
  }

  /** What has not been released yet (held until its unit is complete). */
  get pending(): string {
    return this.buffer;
  }

  /** Feeds a delta; returns the guarded text that may be shown now (possibly ""). */
  push(delta: string): string {
    this.buffer += delta;
    const units = splitUnits(this.buffer);
    if (units.length < 2) return "";
    // Units that may open a trade plan wait with the tail: the next unit may complete the plan.
    let cut = units.length - 1;
    while (cut > 0 && (planParts(units[cut - 1]!) > 0 || !units[cut - 1]!.trim())) cut -= 1;
    this.buffer = units.slice(cut).join("");
    return cut > 0 ? this.release(units.slice(0, cut)) : "";
  }

  /** Ends the turn: guards and returns whatever remains. Never call it at a tool call. */
  flush(): string {
    const rest = this.buffer;
    this.buffer = "";
    return rest ? this.release(splitUnits(rest)) : "";
  }

  /** The previous name of `flush()`. */
  end(): string {
    return this.flush();
  }

  /** True when every unit released so far was removed (the turn is blocked as a whole). */
  get blocked(): boolean {
    return this.state.flagged.length > 0 && this.kept === 0;
  }

  /** The text to store when the turn is blocked. */
  blockedText(): string {
    return blockedText(this.state);
  }

  private release(units: readonly string[]): string {
    const { text, kept } = rewriteUnits(units, this.state);
    this.kept += kept;
    return text;
  }
}
