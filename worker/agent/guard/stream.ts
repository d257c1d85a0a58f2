/**
 * The streaming guard. Model text arrives in deltas; `push` releases only units that are
 * complete — a unit is complete once the splitter has started the next one after it — and guards
 * them first, so nothing the user sees was ever unguarded, not even for a frame. The unfinished
 * tail waits in the buffer.
 *
 * `flush()` (alias `end()`) releases the tail and must be called ONLY at the end of the turn. A
 * tool call is not the end: "It's a great time to" [tool call] " buy Apple stock." is one
 * sentence, and flushing at the tool call would show its first half. Keep pushing the next
 * round's deltas into the same guard.
 */
import { blockedText, newRewriteState, rewriteUnits, type RewriteState } from "./reply";
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
    const tail = units[units.length - 1]!;
    const ready = units.slice(0, -1);
    this.buffer = tail;
    return this.release(ready);
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
