import { GUARDRAIL_NOTICE, modelCheck, ParagraphGate, SentenceGuard, type GuardAction, type ParagraphCheck } from "../guardrail";
import type { ToolResult } from "../tools";
import { guardString, guardToolResult } from "./channels";
import type { ChatEvent, ModelConfig } from "./types";

/** What replaces a card the model second pass flagged (its strings are never shown). */
export const CARD_WITHHELD = "Withheld: this card read as a trading instruction.";

/** The paragraph check of a turn: the model's second pass when a model is configured, else none. */
export function turnCheck(model: ModelConfig | null): ParagraphCheck | undefined {
  return model ? modelCheck({ apiKey: model.apiKey, model: model.model, ...(model.baseURL ? { baseURL: model.baseURL } : {}) }) : undefined;
}

/** The user-visible words of a card, as one text for the second pass. */
function cardText(result: ToolResult): string {
  return result.ok ? result.summary : result.message;
}

/**
 * The one way a turn's words and cards reach the user. Model text goes through a single
 * SentenceGuard for the whole turn: a half sentence held back before a tool call stays held
 * and is completed by the next round, so "It's a great time to" [tool call] " buy Apple stock."
 * is judged as one sentence. It is released only at the end of the turn, and never if the model
 * fails mid-sentence. What is shown is exactly what is stored.
 *
 * With a model configured (`check`), released text also waits for its paragraph to end and for
 * the model's verdict on it (guard/paragraph-gate.ts), and cards wait for the verdict on their
 * words; everything is shown in order. Without one, nothing waits beyond the sentence.
 */
export class GuardedStream {
  private readonly guard = new SentenceGuard();
  private shownText = "";
  private lastChar = "";
  private worst: GuardAction = "pass";
  private abandoned = false;
  private roundStart = false;
  readonly tools: ToolResult[] = [];
  private readonly gate: ParagraphGate | null;

  constructor(
    private readonly emit: (event: ChatEvent) => void,
    private readonly check?: ParagraphCheck,
  ) {
    this.gate = check ? new ParagraphGate(check, (text) => this.show(text)) : null;
  }

  /** A delta of model text: released sentence by sentence, across tool rounds. */
  model(delta: string): void {
    if (!delta) return;
    // A round that ends "…below." and a next round that starts "Bitcoin…" are two sentences
    // (only at a round's start: inside a round "1." then "5%" is one number).
    const text = this.roundStart && /[.!?。！？]$/u.test(this.lastChar) && !/^\s/u.test(delta) ? ` ${delta}` : delta;
    this.roundStart = false;
    this.lastChar = text.slice(-1);
    this.release(this.guard.push(text));
  }

  /** The model starts another round after tool calls; the held-back tail stays held. */
  nextRound(): void {
    this.roundStart = true;
  }

  /** Ends the turn: the held-back tail is judged and released (and classified, with a model). */
  async end(): Promise<void> {
    if (!this.abandoned) {
      this.release(this.guard.flush());
      this.gate?.close();
    }
    await this.settle();
  }

  /**
   * The model failed: a held-back half sentence is dropped, never shown unjudged. Complete
   * sentences the rules already released still get the model's verdict like any paragraph.
   */
  abandon(): void {
    this.lastChar = "";
    this.abandoned = true;
    this.gate?.close();
  }

  /** Resolves once everything queued has been shown or withheld (call before reading `shown`). */
  async settle(): Promise<void> {
    await this.gate?.settled();
  }

  /** Text written by code (templates, notices), guarded whole and streamed word by word. */
  fixed(text: string): void {
    const guarded = guardString(text);
    this.note(guarded.action);
    const show = () => {
      for (const piece of guarded.text.match(/\S+\s*/gu) ?? []) this.show(piece);
    };
    if (this.gate) void this.gate.after(show);
    else show();
  }

  /**
   * A tool card, guarded in every string; the guarded copy is also what is stored. A card from a
   * call the model made (`fromModel`: its strings may be the model's words) is also classified,
   * with a model configured, and a flagged card is replaced by a withheld one. Cards of the
   * built-in router are code's words and are not.
   */
  async tool(result: ToolResult, fromModel = false): Promise<ToolResult> {
    const guarded = guardToolResult(result);
    if (!this.gate) return this.card(guarded);
    if (!fromModel || !this.check) {
      await this.gate.after(() => void this.card(guarded));
      return guarded;
    }
    const flagged = this.check(cardText(guarded)).catch(() => true);
    let shown = guarded;
    // The card takes its place in the queue now, so it is shown after the text before it.
    await this.gate.after(async () => {
      if (await flagged) shown = { ok: false, tool: guarded.tool, code: "invalid_request", message: CARD_WITHHELD };
      this.card(shown);
    });
    return shown;
  }

  private card(shown: ToolResult): ToolResult {
    this.tools.push(shown);
    this.emit({ type: "tool", result: shown });
    return shown;
  }

  private release(text: string): void {
    if (this.gate) this.gate.push(text);
    else this.show(text);
  }

  get shown(): string {
    return this.shownText.trim();
  }

  /** How the guard acted on the turn's text. */
  action(): GuardAction {
    if (this.guard.flagged.length > 0 || (this.gate?.flagged.length ?? 0) > 0) {
      const text = this.shown;
      this.note(text === GUARDRAIL_NOTICE || text === "" ? "blocked" : "rewritten");
    }
    return this.worst;
  }

  private note(action: GuardAction): void {
    const rank = { pass: 0, rewritten: 1, blocked: 2 } as const;
    if (rank[action] > rank[this.worst]) this.worst = action;
  }

  private show(text: string): void {
    if (!text) return;
    this.shownText += text;
    this.emit({ type: "delta", text });
  }
}
