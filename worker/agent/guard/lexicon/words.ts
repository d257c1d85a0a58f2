/**
 * JavaScript's \b only knows ASCII letters; this rewrites it into a Unicode word boundary. A \b
 * before a letter or a group is a word start, anywhere else a word end — one lookaround each,
 * which keeps the regexes cheap to compile and run.
 */
const START = "(?<![\\p{L}\\p{N}\\p{M}])";
const END = "(?![\\p{L}\\p{N}\\p{M}])";

export function unicodeWords(re: RegExp): RegExp {
  const source = re.source.replace(/\\b(?=(\(\?[:=!<]|.)?)/gu, (_m, next: string | undefined) =>
    next !== undefined && (next === "(?:" || /^[\p{L}(\\$]$/u.test(next)) ? START : END,
  );
  return new RegExp(source, re.flags);
}

/** Which scripts a text uses, so patterns for other scripts are not even run. */
export const SCRIPTS: Readonly<Record<string, RegExp>> = {
  latin: /[a-z]/u,
  cjk: /[\u3040-\u30ff\u3400-\u9fff]/u,
  hangul: /[\uac00-\ud7af]/u,
  cyrillic: /[\u0400-\u04ff]/u,
  arabic: /[\u0600-\u06ff]/u,
  devanagari: /[\u0900-\u097f]/u,
  thai: /[\u0e00-\u0e7f]/u,
};

/** The script each language's patterns need. */
export const LANGUAGE_SCRIPT: Readonly<Record<string, keyof typeof SCRIPTS>> = {
  zh: "cjk", ja: "cjk", ko: "hangul", ru: "cyrillic", uk: "cyrillic", ar: "arabic", fa: "arabic", hi: "devanagari", th: "thai",
  es: "latin", pt: "latin", fr: "latin", de: "latin", it: "latin", pl: "latin", tr: "latin", vi: "latin", id: "latin", nl: "latin",
};
