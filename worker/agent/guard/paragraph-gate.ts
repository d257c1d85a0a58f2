/**
 * The model second pass in a stream. Text the deterministic guard released is held until its
 * paragraph is complete (a blank line, or the end of the turn), the paragraph is classified by the
 * model, and only then shown — whole, or replaced by the notice. Classifications run in parallel
 * (the latency is about one call, not one per paragraph) but text is shown in order, and anything
 * else the turn shows (cards, fixed texts) queues behind it, so the screen keeps its order.
 *
 * Fail-closed: a check that errors, times out or answers anything but "not a directive" withholds
 * the paragraph (secondPass already maps every failure to `directive: true`; a check that throws
 * counts the same).
 */
import { GUARDRAIL_NOTICE } from "./reply";
import { classifyParagraph, needsCheck, paragraphs, type ParagraphVerdict, type SecondPassConfig } from "./second-pass";
import { splitUnits } from "./split";

/** How much released text may wait for a blank line before it is classified anyway. */
export const HELD_MAX_CHARS = 800;

/**
 * `true` when the paragraph must not be shown, `false` when it may, or the part of it that may
 * (an unparsable classifier answer: the strict rules mode withheld some units, ./strict.ts).
 */
export type ParagraphCheck = (paragraph: string) => Promise<ParagraphVerdict>;

/** The check a configured model gives: one classification call per paragraph. */
export function modelCheck(config: SecondPassConfig): ParagraphCheck {
  return (paragraph) => classifyParagraph(config, paragraph);
}

/** Where the held text may be cut: just after the last blank line (0 when there is none). */
function lastParagraphEnd(text: string): number {
  let end = 0;
  for (const m of text.matchAll(/\n[ \t]*\n\s*/gu)) end = m.index + m[0].length;
  return end;
}

export class ParagraphGate {
  private held = "";
  private outbox: Promise<void> = Promise.resolve();
  private noticed = false;
  /** Paragraphs the model withheld this turn. */
  flagged: string[] = [];

  constructor(
    private readonly check: ParagraphCheck,
    private readonly show: (text: string) => void,
  ) {}

  /**
   * Text the rules released (always whole units); complete paragraphs go to the model, the rest
   * waits. A paragraph that grows past HELD_MAX_CHARS (a long list with single newlines) is sent
   * in pieces at its last line break, so the reader is not kept waiting for the whole turn.
   */
  push(text: string): void {
    this.held += text;
    const cut = lastParagraphEnd(this.held);
    if (cut > 0) {
      const done = this.held.slice(0, cut);
      this.held = this.held.slice(cut);
      for (const p of paragraphs(done)) this.queue(p);
    }
    if (this.held.length < HELD_MAX_CHARS) return;
    const line = this.held.lastIndexOf("\n") + 1;
    const piece = line > 0 ? this.held.slice(0, line) : this.held;
    this.held = this.held.slice(piece.length);
    this.queue(piece);
  }

  /** The end of the turn (or of the model's part of it): what is held is a paragraph too. */
  close(): void {
    if (this.held) this.queue(this.held);
    this.held = "";
  }

  /** Runs `task` once everything queued before it has been shown or withheld. */
  after(task: () => void | Promise<void>): Promise<void> {
    this.outbox = this.outbox.then(task).catch(() => undefined);
    return this.outbox;
  }

  /** Resolves when everything queued so far is done. */
  settled(): Promise<void> {
    return this.outbox;
  }

  private queue(paragraph: string): void {
    const verdict: Promise<ParagraphVerdict> = needsCheck(paragraph) ? this.check(paragraph.trim()).catch(() => true) : Promise.resolve(false);
    this.outbox = this.outbox
      .then(async () => {
        const v = await verdict;
        if (v === false) return this.release(paragraph);
        this.flagged.push(paragraph.trim());
        const tail = /\n\s*$/u.test(paragraph) ? "\n\n" : "";
        // Partly withheld (strict mode): the units that may be shown, then the notice once.
        if (typeof v === "string") this.release(this.noticed ? v + tail : `${v.trimEnd()} `);
        if (!this.noticed) this.show(GUARDRAIL_NOTICE + tail);
        this.noticed = true;
      })
      .catch(() => undefined);
  }

  /** An approved paragraph, shown unit by unit so it still streams. */
  private release(paragraph: string): void {
    if (paragraph.includes(GUARDRAIL_NOTICE)) this.noticed = true;
    for (const unit of splitUnits(paragraph)) this.show(unit);
  }
}
