import { GUARDRAIL_NOTICE, SentenceGuard, type GuardAction } from "../guardrail";
import type { ToolResult } from "../tools";
import { guardString, guardToolResult } from "./channels";
import type { ChatEvent } from "./types";

/**
 * The one way a turn's words and cards reach the user. Model text goes through a single
 * SentenceGuard for the whole turn: a half sentence held back before a tool call stays held
 * and is completed by the next round, so "It's a great time to" [tool call] " buy Apple stock."
 * is judged as one sentence. It is released only at the end of the turn, and never if the model
 * fails mid-sentence. What is shown is exactly what is stored.
 */
export class GuardedStream {
  private readonly guard = new SentenceGuard();
  private shownText = "";
  private lastChar = "";
  private worst: GuardAction = "pass";
  private abandoned = false;
  private roundStart = false;
  readonly tools: ToolResult[] = [];

  constructor(private readonly emit: (event: ChatEvent) => void) {}

  /** A delta of model text: released sentence by sentence, across tool rounds. */
  model(delta: string): void {
    if (!delta) return;
    // A round that ends "…below." and a next round that starts "Bitcoin…" are two sentences
    // (only at a round's start: inside a round "1." then "5%" is one number).
    const text = this.roundStart && /[.!?。！？]$/u.test(this.lastChar) && !/^\s/u.test(delta) ? ` ${delta}` : delta;
    this.roundStart = false;
    this.lastChar = text.slice(-1);
    this.show(this.guard.push(text));
  }

  /** The model starts another round after tool calls; the held-back tail stays held. */
  nextRound(): void {
    this.roundStart = true;
  }

  /** Ends the turn: the held-back tail is judged and released. */
  end(): void {
    if (this.abandoned) return;
    // The guard helper's API calls this flush(); today's SentenceGuard names it end().
    this.show(this.guard.end());
  }

  /** The model failed: a held-back half sentence is dropped, never shown unjudged. */
  abandon(): void {
    this.lastChar = "";
    this.abandoned = true;
  }

  /** Text written by code (templates, notices), guarded whole and streamed word by word. */
  fixed(text: string): void {
    const guarded = guardString(text);
    this.note(guarded.action);
    for (const piece of guarded.text.match(/\S+\s*/gu) ?? []) this.show(piece);
  }

  /** A tool card, guarded in every string; the guarded copy is also what is stored. */
  tool(result: ToolResult): ToolResult {
    const shown = guardToolResult(result);
    this.tools.push(shown);
    this.emit({ type: "tool", result: shown });
    return shown;
  }

  get shown(): string {
    return this.shownText.trim();
  }

  /** How the guard acted on the turn's text. */
  action(): GuardAction {
    if (this.guard.flagged.length > 0) {
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
