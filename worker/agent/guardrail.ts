/**
 * The research-only guardrail. Every text the agent emits passes through `guardReply`: sentences
 * that tell the reader to buy, sell, short, hold or exit are rewritten into a research-only
 * statement; a reply that is nothing but directives is blocked whole. Descriptive market
 * language ("buy pressure", "a sell-off", "buyers stepped in") passes untouched.
 *
 * Patterns are per language family, matched per sentence, case-insensitively. The corpus in
 * test/unit/agent/guardrail.test.ts is the specification.
 */

const VERB_EN = "(?:buy|sell|short|dump|long|accumulate|load up|ape|get in|get out|exit|take (?:some )?profits?|add (?:more|some|to (?:your|the|this) (?:position|bag|stack))|trim|grab|scoop(?: up)?|pick up|hold(?! off)|hodl|go long|go short|go all[- ]in|back up the truck)";

const PATTERNS: readonly RegExp[] = [
  // English: modal advice aimed at the reader.
  new RegExp(`\\b(?:you|u|y'all|everyone|investors)\\s+(?:really\\s+|definitely\\s+|probably\\s+|just\\s+|absolutely\\s+)?(?:should(?:n't| not)?|must(?:n't| not)?|need to|needs to|ought to|have to|gotta|had better|'d better|better)\\s+(?:really\\s+|definitely\\s+|probably\\s+|just\\s+|seriously\\s+|now\\s+)?${VERB_EN}\\b`, "iu"),
  // English: "I recommend / suggest / advise buying".
  /\b(?:i|we)\s+(?:would\s+|'d\s+|strongly\s+|highly\s+)*(?:recommend|suggest|advise|urge)\s+(?:that\s+)?(?:you\s+)?(?:to\s+)?(?:buy|sell|short|dump|accumulat|load|exit|get(?:ting)? (?:in|out)|tak|add|trim|hold)/iu,
  // English: "if I were you I'd buy", "I'd sell here".
  /\bif i were you\b/iu,
  /\bi(?:'d| would)\s+(?:definitely\s+|probably\s+)?(?:buy|sell|short|dump|load up|get out|take profits?)\b/iu,
  /^(?:(?:so|just|now)\s+)?(?:go (?:long|short|all[- ]in)|load up|ape (?:in|into)|back up the truck|get (?:in|out) (?:now|while)|take (?:your )?profits?|stack more|add (?:more|to your)|grab (?:some|more)|scoop (?:up )?some|don'?t miss (?:out|this))\b/iu,
  // English: time-to phrasing and ratings addressed to the reader.
  /\b(?:now is|it'?s|this is)\s+(?:a |the )?(?:good |great |perfect |best |right )?(?:time|moment|chance|opportunity)\s+to\s+(?:buy|sell|short|dump|load up|get in|get out|exit|take profits?|accumulate)\b/iu,
  /\b(?:good|great|perfect|best)\s+time\s+to\s+(?:buy|sell|short|get in|get out)\b/iu,
  /\bis\s+a\s+(?:strong\s+|clear\s+|screaming\s+|no-brainer\s+)?(?:buy|sell)\b(?!\s*(?:-|\s)?(?:side|pressure|signal|wall|volume))/iu,
  /\b(?:strong|screaming)\s+(?:buy|sell)\b/iu,
  /\b(?:buy|sell)\s+(?:the dip|the rip|the news|it all|everything|now|immediately|asap|right away|today|before it'?s too late|while you can)\b/iu,
  /(?:^|\byou\s+)(?:please\s+)?(?:don'?t|do not|never)\s+(?:sell|buy|short|panic[- ]sell)\b/iu,
  /\bconsider\s+(?:buying|selling|shorting|adding|trimming|taking profits?|exiting|accumulating|opening a position)\b/iu,
  /\b(?:add|increase|trim|reduce|close|exit|double)\s+(?:to\s+)?(?:your|the)\s+(?:position|holdings?|bag|stack|exposure)\b/iu,
  /\byou\s+(?:can't|cannot)\s+go\s+wrong\s+(?:buying|with)\b/iu,

  // French.
  /\b(?:achetez|achète|achete|vendez|vends|shortez)\b/iu,
  /\b(?:tu devrais|vous devriez|il faut|il faudrait|je (?:te|vous) (?:conseille|recommande)(?: d[e'’])?|c'?est le moment d[e'’]|c’est le moment d[e'’])\s*(?:bien\s+)?(?:acheter|vendre|shorter|prendre (?:tes|vos) profits)/iu,
  // Spanish (imperatives are also nouns/3rd person, so they count only at a sentence start or with an adverb).
  /^(?:¡\s*)?(?:compra|compre|compren|vende|venda|vendan)\b/iu,
  /\b(?:compra|compre|vende|venda)\s+(?:ya|ahora|hoy|todo|antes)\b/iu,
  /\b(?:deberías|deberias|debería|deberia|debes|tienes que|hay que|te recomiendo|le recomiendo|les recomiendo|es (?:el )?momento de)\s+(?:comprar|vender)\b/iu,
  // Portuguese.
  /\b(?:você deveria|voce deveria|você deve|voce deve|recomendo|é hora de|e hora de)\s+(?:comprar|vender)\b/iu,
  /^(?:compre|venda)\s/iu,
  // German.
  /\b(?:jetzt|sofort)\s+(?:kaufen|verkaufen)\b/iu,
  /\b(?:kaufen|verkaufen)\s+sie\b/iu,
  /^(?:kauf|verkauf)(?:e)?\s/iu,
  /\b(?:du solltest|sie sollten|ihr solltet|ich empfehle (?:dir|ihnen|euch)?)\b.*\b(?:kaufen|verkaufen|zu kaufen|zu verkaufen)\b/iu,
  // Italian.
  /\b(?:compra|vendi|comprate|vendete)\s+(?:ora|subito|adesso|tutto)\b/iu,
  /\b(?:dovresti|dovreste|ti consiglio di|vi consiglio di|è il momento di)\s+(?:comprare|vendere)\b/iu,
  // Dutch.
  /\b(?:koop|verkoop)\s+(?:nu|direct|meteen|alles)\b/iu,
  /\b(?:je moet|jij moet|u moet|je zou)\s+(?:\S+\s+)?(?:kopen|verkopen)\b/iu,
  // Chinese and Japanese common forms.
  /(?:应该|建议|赶紧|马上|立即|立刻|快)(?:买入?|卖出?|抛售|抄底|加仓|清仓)/u,
  /(?:今すぐ|すぐに)?(?:買う|売る)べき|(?:買い|売り)(?:です|推奨)|今が買い時/u,
];

export const GUARDRAIL_NOTICE =
  "I can't tell you to trade — that decision stays yours. What I can do is research: the levels that would confirm or invalidate the idea, the risks, and what has moved.";

export const GUARDRAIL_BLOCKED =
  "I can't give buy or sell instructions. Ask me for research instead — price levels, trend, risks, news and how it fits your portfolio.";

export type GuardAction = "pass" | "rewritten" | "blocked";

export interface GuardResult {
  action: GuardAction;
  text: string;
  /** The sentences that were removed (for logs and tests; never shown). */
  flagged: string[];
}

/** Splits into sentences, keeping each sentence's trailing punctuation and whitespace. */
export function splitSentences(text: string): string[] {
  const parts = text.match(/[^.!?。！？\n]+(?:[.!?。！？]+|\n+|$)\s*|\n+/gu);
  return parts ?? [text];
}

/**
 * English imperatives at the start of a sentence ("Buy ETH now.", "Sell everything.", "Short
 * TSLA."): the verb counts only when what follows is an object a reader could act on — a ticker
 * in capitals, an asset name, a pronoun or "now" — or nothing at all. So "Short-term momentum",
 * "Long positions were liquidated" and "Buy-and-hold returns" stay descriptive.
 */
const IMPERATIVE = /^(?:(?:so|ok|okay|honestly|definitely|seriously|just|now|then|yes|yeah|guys|folks|please|my advice(?: is)?|bottom line)[,:!]?\s+)*(buy|sell|short|dump|accumulate|hodl|long)\b(.*)$/iu;
const OBJECT_WORDS = new Set(["now", "it", "them", "this", "that", "these", "those", "more", "some", "all", "everything", "your", "the", "here", "today", "immediately", "asap", "before", "while", "on", "into", "bitcoin", "ethereum", "solana", "gold", "stocks", "shares", "crypto", "altcoins", "alts", "calls", "puts"]);

function imperativeStart(s: string): boolean {
  const m = IMPERATIVE.exec(s);
  if (!m) return false;
  const rest = m[2]!;
  if (/^\s*(?:[.!…]|$)/u.test(rest)) return true;
  if (/^-/u.test(rest)) return false;
  const word = /^\s+(\$?[\p{L}\d]+)/u.exec(rest)?.[1];
  if (!word) return false;
  if (/^\$?[A-Z]{2,6}$/u.test(word)) return true;
  return OBJECT_WORDS.has(word.toLowerCase());
}

export function isDirective(sentence: string): boolean {
  const s = sentence.trim().replace(/^[-*•>\d.)\s]+/u, "").replace(/[*_`]/gu, "");
  if (!s) return false;
  return imperativeStart(s) || PATTERNS.some((p) => p.test(s));
}

/** Checks a full reply; flagged sentences are replaced (once) by the research-only notice. */
export function guardReply(text: string): GuardResult {
  const sentences = splitSentences(text);
  const flagged: string[] = [];
  const out: string[] = [];
  let noticed = false;
  let substantive = 0;
  for (const sentence of sentences) {
    if (isDirective(sentence)) {
      flagged.push(sentence.trim());
      if (!noticed) {
        out.push(GUARDRAIL_NOTICE + (/\n$/u.test(sentence) ? "\n" : " "));
        noticed = true;
      }
    } else {
      if (sentence.trim()) substantive += 1;
      out.push(sentence);
    }
  }
  if (flagged.length === 0) return { action: "pass", text, flagged };
  if (substantive === 0) return { action: "blocked", text: GUARDRAIL_BLOCKED, flagged };
  return { action: "rewritten", text: out.join("").trim(), flagged };
}

/**
 * Streaming form: text arrives in deltas; complete sentences are checked and released, the tail
 * waits for its end. What the user sees while streaming is therefore already guarded.
 */
export class SentenceGuard {
  private buffer = "";
  private noticed = false;
  readonly flagged: string[] = [];

  /** Feeds a delta; returns the guarded text that may be shown now. */
  push(delta: string): string {
    this.buffer += delta;
    const match = /^[\s\S]*[.!?。！？\n]\s+/u.exec(this.buffer);
    if (!match) return "";
    const ready = match[0];
    this.buffer = this.buffer.slice(ready.length);
    return this.release(ready);
  }

  /** Ends the stream; returns whatever guarded text remains. */
  end(): string {
    const rest = this.buffer;
    this.buffer = "";
    return rest ? this.release(rest) : "";
  }

  private release(text: string): string {
    let out = "";
    for (const sentence of splitSentences(text)) {
      if (isDirective(sentence)) {
        this.flagged.push(sentence.trim());
        if (!this.noticed) {
          out += GUARDRAIL_NOTICE + " ";
          this.noticed = true;
        }
      } else out += sentence;
    }
    return out;
  }
}
