/**
 * Round 46 (heldout-114's look under round 46's rules): a list of press headlines — a lead that names
 * them ("**I titoli dei giornali**", "**Tajuk utama pagi ini**", "Today's headlines:") and items
 * "Publication: «headline»". A headline that asks or urges ("«Conviene ancora comprare casa?»",
 * "「いま買うべき高配当株ランキング」") is the paper's words, quoted; read alone after its colon it was
 * judged as a call (round 33's quoted-call rule, ./quoted-call.ts). Under such a lead an item that is a
 * source and one quotation, with nobody speaking to the reader outside it, is a report.
 */
import { READER_RE } from "./lexicon/reader-action";
import { normalise } from "./normalise";
import { isListItem } from "./source-lists";

const HEADLINE_WORD_RE =
  /(?<![\p{L}])(?:headlines?|front pages?|press review|news|titulares|portadas|manchetes|notícias|les titres|revue de presse|à la une|schlagzeilen|presseschau|titoli(?: dei giornali)?|rassegna stampa|prime pagine|заголовк\p{L}*|пресса|новост\p{L}*|manşet\p{L}*|haber\p{L}*|tiêu đề|điểm tin|tin tức|tajuk(?: utama)?|judul berita|berita utama|सुर्खियां|सुर्खियाँ|हेडलाइंस|عناوين|الصحف|أبرز الأخبار)(?![\p{L}])|头条|頭條|标题|標題|新闻|新聞|要闻|要聞|見出し|ヘッドライン|ニュース|헤드라인|주요 뉴스|뉴스/u;

/** "- Source: «quote»" (the quote may be in bold or italics, and may trail off). */
const QUOTED_ITEM_RE = /^([^:：]{1,50}?)\s*[:：]\s*(["“„«「『'‘])(.+)$/su;
const CLOSERS: Readonly<Record<string, string>> = { '"': '"', "“": "”", "„": "“", "«": "»", "「": "」", "『": "』", "'": "'", "‘": "’" };
const SPEAKER_LABEL_RE = /(?<![\p{L}])(?:fathom|my|our|mi|mon|ma|notre|mein|unser|il mio|la mia|мой|наш|benim|bizim|saya|kami|tôi|chúng tôi)(?![\p{L}])|我的|我们|私の|제|우리/u;

export function isHeadlineLead(unit: string): boolean {
  return !isListItem(unit) && HEADLINE_WORD_RE.test(normalise(unit));
}

/** True for "- Publication: «headline»" with nothing but the quotation after the colon. */
export function isHeadlineItem(unit: string): boolean {
  if (!isListItem(unit)) return false;
  const body = unit.replace(/^\s*(?:[-*+•]|\d{1,3}[.)])\s+/u, "").replace(/\*\*|__|(?<!\w)[*_](?!\s)|(?<!\s)[*_](?!\w)/gu, "").trim();
  const m = QUOTED_ITEM_RE.exec(body);
  if (!m || SPEAKER_LABEL_RE.test(normalise(m[1]!))) return false;
  const close = CLOSERS[m[2]!]!;
  const end = m[3]!.lastIndexOf(close);
  // Only trailing punctuation or an ellipsis may follow the quotation.
  const after = end < 0 ? "" : m[3]!.slice(end + 1);
  return /^[\s.…。!！?？]*$/u.test(after) && !READER_RE.test(normalise(after));
}
