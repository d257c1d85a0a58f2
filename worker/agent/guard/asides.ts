/**
 * Round 40 (heldout-103's first look): a call put in parentheses inside a research sentence ("Western
 * gold ETFs shed 100 t (so if you hold no gold yet, a 5% position in a gold ETF is the safe move)",
 * "本益比 19 倍（如果你手上還沒有，或許可以趁除息前考慮先買一些）"). Judged with its sentence, the
 * research around it outweighed it; judged alone, it is the call it is. An aside of a few words ("(see
 * below)", "(ex-dividend)", "（港股）") is too short to be judged.
 */
const ASIDE_RE = /[(（]([^()（）]{8,300})[)）]/gu;

function longEnough(text: string): boolean {
  const cjk = (text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu) ?? []).length;
  if (cjk > 0) return cjk >= 8;
  return text.split(/\s+/u).filter((w) => /\p{L}/u.test(w)).length >= 5;
}

/** The parenthetical asides of a unit long enough to be sentences. */
export function asides(unit: string): string[] {
  return [...unit.matchAll(ASIDE_RE)].map((m) => m[1]!.trim()).filter(longEnough);
}
