/**
 * Round 37: a list of third parties' ratings, the list form of a "source" table (./tables.ts). A lead
 * line names the sources and ends in a colon ("Voici les recommandations des analystes sur Airbus :",
 * "机构对贵州茅台的最新评级如下：", "Aracı kurumların BİM için son tavsiyeleri:"), and each item under it is
 * "Source: rating, target" ("- Jefferies : achat, objectif 175 €", "- 高盛：买入，目标价2,150元").
 * Read alone, each item looked like the speaker's own label line; round 36 altered eight such lists in
 * eight languages (heldout-89). Under such a lead an item's rating is reported, so only a part of it
 * long enough to be a sentence is judged, as a source table's sentence cells are; an item whose label
 * is the speaker's own ("- Notre avis : renforcer", "- Fathom: buy") is judged whole, as before. Since
 * round 41 influencers and commentators are sources too: a scorecard of their calls ("- Blogger A:
 * rialzista, obiettivo 32.000 punti, raggiunto a marzo") reports them (heldout-106).
 */
import { READER_RE } from "./lexicon/reader-action";
import { normalise } from "./normalise";
import { isOwnCallLabel, startsWithLabel } from "./tables";
import { isSentenceLike } from "./split";

const W = "(?<![\\p{L}\\p{M}])";
const E = "(?![\\p{L}\\p{M}])";

/** Who issues ratings, in the languages the guard reads. */
const SOURCE_WORD_RE = new RegExp(
  `${W}(?:analy[sz]t\\p{L}*|analist\\p{L}*|analis|broker\\p{L}*|makler\\p{L}*|courtier\\p{L}*|consens\\p{L}*|konsens\\p{L}*|banks|investment banks|private banks|wealth managers|asset managers|strategists|research houses|houses|firms|sell-side|wall street|street (?:views?|calls?|ratings?|consensus)|the street|institutions|casas(?: de análisis)?|corretoras|bancos|banques|maisons de courtage|bureaux d'études|bureaux d'analyse|maisons d'analyse|banken|researchhäuser|case d'affari|banche|intermediari|аналитик\\p{L}*|брокер\\p{L}*|банк(?:ов|и)|инвестдом\\p{L}*|aracı kurum\\p{L}*|kurum(?:lar|ların)\\p{L}*|analist\\p{L}*|công ty chứng khoán|ctck|sekuritas|perusahaan sekuritas|консенсус\\p{L}*|blogger\\p{L}*|influencer\\p{L}*|youtuber\\p{L}*|tipster\\p{L}*|commentator\\p{L}*|pundits?|finfluencer\\p{L}*|yorumcu\\p{L}*|блогер\\p{L}*|influenciador\\p{L}*|influenceur\\p{L}*|comentarista\\p{L}*|commentatori|opinionisti|trader\\p{L}*|трейдер\\p{L}*)${E}|ブロガー|インフルエンサー|博主|网红|網紅|大v|인플루언서|유튜버|ब्लॉगर|इन्फ्लुएंसर|المؤثرين|共识|共識|コンセンサス|컨센서스|机构|機構|券商|投行|分析师|分析師|証券会社|アナリスト|증권사|애널리스트|外资|外資|大行|外资行|外資行|各家券商|ब्रोकरेज|विश्लेषक|المحللين|المحللون|شركات الوساطة|البنوك|بنوك الاستثمار|بيوت الأبحاث|بيوت الخبرة|بيوت الاستثمار|مديري الأصول`,
  "u",
);

/** The speaker's or the reader's own words: a lead or label with them is not a third party's. */
const OWN_RE = new RegExp(
  `${W}(?:fathom|my|our|your|mi|mis|tu|tus|nuestr[oa]s?|meu|minha|nosso|nossa|seu|sua|seus|suas|teus|tuas|mon|ma|mes|notre|nos|ton|ta|votre|vos|mein\\p{L}*|unser\\p{L}*|dein\\p{L}*|ihr\\p{L}*|mio|mia|tuo|tua|nostr[oa]|vostr[oa]|мо[йяеи]\\p{L}*|наш\\p{L}*|ваш\\p{L}*|тво\\p{L}*|benim|bizim|senin|sizin|saya|kami|anda|kamu|của tôi|của bạn|chúng tôi)${E}|我的|我们|我們|你的|您的|私の|当方|제 |저의|우리|मेरी|मेरा|हमारी|हमारा|आपकी|आपका|رأيي|رأينا`,
  "u",
);

const LIST_ITEM_RE = /^\s*(?:[-*+•]|\d{1,3}[.)])\s+/u;

/** "Source: rest" (or "Source — rest"): the label and what follows it. */
const LABELLED_RE = /^([^:：—–]{1,40}?)\s*(?:[:：]|\s[—–-]\s)\s*(.+)$/su;

export function isListItem(unit: string): boolean {
  return LIST_ITEM_RE.test(unit);
}

/** A line that introduces third parties' ratings: names a source, ends in a colon, is not the speaker's. */
export function isSourceListLead(unit: string): boolean {
  if (isListItem(unit)) return false;
  const s = normalise(unit);
  // Round 41: a Japanese lead ends "…次のとおりです。" (as follows) rather than in a colon.
  return (/[:：]$/u.test(s) || /(?:次のとおりです|以下のとおりです|如下)[。.]?$/u.test(s)) && SOURCE_WORD_RE.test(s) && !OWN_RE.test(s);
}

/**
 * The parts of a source-list item that are judged: nothing when the item is a bare "Source: rating,
 * target"; the clauses after the label long enough to be sentences otherwise. `undefined` when the item
 * is not a labelled item of a third party (it is then judged whole).
 */
export function sourceItemParts(unit: string): string[] | undefined {
  if (!isListItem(unit)) return undefined;
  const named = BOLD_SUBJECT_RE.exec(unit);
  const m = named ? [unit, normalise(named[1]!), normalise(named[2]!)] : LABELLED_RE.exec(normalise(unit));
  if (!m || OWN_RE.test(m[1]!)) return undefined;
  if (NEXT_STEP_RE.test(m[1]!)) return undefined;
  // A rating in words ("Buy or Strong Buy", "Kaufen mit Kursziel 260 €") is still the source's rating,
  // unless it speaks to the reader. Round 46: the rest of what the source said or did ("rebaixou para
  // market perform", "建议客户在权益中增配红利", "khuyến nghị khách hàng ưu tiên nhóm ngân hàng") is judged with
  // the source as its subject, as it is written to be read; a part in which the speaker or the reader
  // appears is judged as it stands (round 45 altered eight such items).
  return m[2]!
    .split(/[,，;；、]\s*/u)
    .filter((p) => isSentenceLike(p) && (!startsWithLabel(p) || READER_RE.test(p)))
    .map((p) => (READER_RE.test(p) || SPEAKER_RE.test(p) ? p : `${m[1]!} ${p}`));
}

/** A label that heads the speaker's own next step, not a source ("- **Próximo passo**: …"). */
const NEXT_STEP_RE =
  /^(?:next steps?|what to do|to do|action|próximo passo|próximos passos|siguiente paso|próximo paso|prochaine étape|nächster schritt|prossimo passo|следующий шаг|sonraki adım|bước tiếp theo|langkah berikutnya|अगला कदम|الخطوة التالية|下一步|次のステップ|다음 단계)$/u;

/** Round 46: "- **BNP Paribas Wealth Management** reste positive sur …": a bold name as the subject of the item's sentence. */
const BOLD_SUBJECT_RE = /^\s*(?:[-*+•]|\d{1,3}[.)])\s+\*\*([^*]{2,60})\*\*\s+(?![:：—–-])(\S.*)$/su;

/** The speaker in the first person, in the languages the guard reads. */
const SPEAKER_RE = new RegExp(
  `${W}(?:i|i'd|i'm|i'll|me|we|we'd|us|yo|me gustaría|eu|je|j'|ich|io|я|мы|ben|biz|tôi|chúng tôi|saya|aku|kami|मैं|हम|أنا|نحن|fathom)${E}|我|私は|僕|저는|제가|나는|당사`,
  "u",
);

/**
 * An item whose label is the speaker's own view or the product's name and whose value opens with a
 * trade label ("- Fathom: kaufen", "- Notre avis : renforcer sous 140 €"): the list form of a call
 * table's own row, a call whatever the model says.
 */
export function ownLabelCall(unit: string): boolean {
  if (!isListItem(unit)) return false;
  const m = LABELLED_RE.exec(normalise(unit));
  return m !== null && isOwnCallLabel(m[1]!) && startsWithLabel(m[2]!);
}
