/**
 * What the learned directive model sees of a unit: hashed character n-grams (1–5, across word
 * boundaries, so CJK and agglutinative languages need no tokenizer; the unit's start and end
 * marked), word unigrams and bigrams, and
 * three markdown shapes (table row, list item, bold label). The text is the rules' normalised form
 * (markdown stripped, tickers as `$tkr`, lower case) with every number as `0`, so "buy 3.5 ETH" and
 * "buy 120 ETH" are one phrasing. Training (scripts/guard-train.ts) and inference share this file.
 */
import { normalise } from "../normalise";

/** Features hash into 2^FEATURE_BITS weights. */
export const FEATURE_BITS = 20;
const MASK = (1 << FEATURE_BITS) - 1;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const MAX_NGRAM = 5;

/** Kinds of feature, mixed into the hash so that the word "a" and the character "a" differ. */
const KIND = { char: 1, word: 2, bigram: 3, shape: 4 } as const;

function step(h: number, code: number): number {
  return Math.imul(h ^ code, FNV_PRIME);
}

function hashString(kind: number, s: string, h = step(FNV_OFFSET, kind)): number {
  for (let i = 0; i < s.length; i++) h = step(h, s.charCodeAt(i));
  return h;
}

/** The text the model reads: the rules' normal form (pass it when already computed) with numbers collapsed. */
export function modelText(unit: string, normalised = normalise(unit)): string {
  return normalised.replace(/\d+(?:[.,'’ ]\d{3})*(?:[.,]\d+)?/gu, "0");
}

/** The unit's distinct feature indices (each counts once: presence, not frequency). */
export function featureIndices(unit: string, normalised?: string): number[] {
  const text = modelText(unit, normalised);
  const out = new Set<number>();
  // Round 29: the unit's start and end are marked, so "\u0002 add more" (an opening imperative)
  // is a feature apart from " add more" inside a sentence. Out of fold on the whole-reply sets:
  // leaks 49 → 44 of 1,548 replies, research replies altered 42 → 40.
  const padded = `\u0002 ${text} \u0003`;
  for (let i = 0; i < padded.length; i++) {
    let h = step(FNV_OFFSET, KIND.char);
    for (let n = 0; n < MAX_NGRAM && i + n < padded.length; n++) {
      h = step(h, padded.charCodeAt(i + n));
      out.add((h >>> 0) & MASK);
    }
  }
  const words = text.match(/[\p{L}\p{M}$']+|[0%?!:]/gu) ?? [];
  for (let i = 0; i < words.length; i++) {
    out.add((hashString(KIND.word, words[i]!) >>> 0) & MASK);
    if (i + 1 < words.length) out.add((hashString(KIND.bigram, `${words[i]} ${words[i + 1]}`) >>> 0) & MASK);
  }
  const raw = unit.trim();
  const shapes = [/^\|/u.test(raw) && "table", /^(?:[-*+•]\s|\d{1,3}[.)]\s)/u.test(raw) && "list", /^\*\*[^*]{1,40}(?::\*\*|\*\*\s*:)/u.test(raw) && "label", "bias"];
  for (const shape of shapes) if (shape) out.add((hashString(KIND.shape, shape) >>> 0) & MASK);
  return [...out];
}
