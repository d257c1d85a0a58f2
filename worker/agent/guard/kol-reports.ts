/**
 * Round 39 (heldout-97's first look): what an influencer posted, reported in the past tense — the
 * substance of Fathom's KOL analysis ("El influencer @CriptoLobo publicó el martes que «quien no
 * compre XRP … se arrepentirá»", 'كتب المؤثر @CryptoSheikh لمتابعيه في يناير: "اشتروا SOL تحت 100
 * دولار"', "你提到的那位博主上周发文称“…现在不上车就晚了”"). The call inside the quote is the influencer's,
 * the sentence is a report of it. Not when the speaker speaks to the reader outside the quote ("…,
 * and you should follow him"), or endorses it.
 *
 * Round 41 (heldout-106): the same report with a verb of advising ("@TouroDaFaria_Lima recomendou a seus
 * seguidores comprar Itaú a R$ 28,50 … com stop em R$ 26,90", "автор канала советовал подписчикам покупать
 * «Лукойл»", "menyarankan pengikutnya membeli TLKM", "نصح متابعيه بشراء"): the advice is the influencer's,
 * given to their own audience, and the audience (followers, subscribers) names who the speaker is.
 */
import { READER_RE } from "./lexicon/reader-action";

const KOL_SUBJECT_RE =
  /@[\p{L}\p{N}_]{2,}|(?<![\p{L}])(?:influencer|influencers|kol|kols|blogger|youtuber|tipster|streamer|influenciador\p{L}*|influenceur\p{L}*|blogueur|blogger|блогер\p{L}*|инфлюенсер\p{L}*|fenomen|içerik üreticisi|người có ảnh hưởng|pemengaruh|selebgram|finfluencer\p{L}*|fenomen\p{L}*|account with [\d.,]+\s?[km]? followers|(?:telegram|discord|tiktok|youtube|twitter|x|reddit|stocktwits|whatsapp) (?:post|thread|message|group|channel|video)s?|(?:thread|post|message|screenshot|tweet|video)s? (?:going around|circulating|doing the rounds)|mensaje que circula|mensagem que circula|message qui circule|dolaşan (?:mesaj|paylaşım|video)\p{L}*|tin nhắn (?:đang )?lan truyền|pesan (?:yang )?beredar)(?![\p{L}])|फिनफ्लुएंसर|फाइनफ्लुएंसर|(?<![\p{L}])(?:his|her|their) (?:followers|subscribers|audience)|(?<![\p{L}])(?:seguidores|suscriptores|inscritos|abonnés|follower|abonnenten|iscritti|подписчик\p{L}*|автор\p{L}* канала|takipçiler\p{L}*|abonelerin\p{L}*|người theo dõi|pengikut\p{L}*|पाठकों|फॉलोअर्स|متابعي\p{L}*|لمتابعي\p{L}*)(?![\p{L}])|粉丝|粉絲|订阅者|訂閱者|フォロワー|팔로워|구독자|博主|大v|网红|網紅|インフルエンサー|ユーチューバー|인플루언서|유튜버|इन्फ्लुएंसर|यूट्यूबर|المؤثر|المؤثرين|مؤثر/u;

const PAST_REPORT_RE =
  /(?<![\p{L}])(?:posted|wrote|tweeted|said|claimed|called|published|shared|told (?:his|her|their) followers|publicó|escribió|tuiteó|dijo|afirmó|postou|escreveu|publicou|disse|a publié|a écrit|a tweeté|a déclaré|schrieb|postete|veröffentlichte|twitterte|ha pubblicato|ha scritto|ha twittato|ha detto|написал|опубликовал|заявил|paylaştı|yazdı|iddia etti|đã đăng|đã viết|menulis|memposting|mengunggah|कहा था|लिखा|पोस्ट किया|كتب|نشر|غرد|قال|recommended|advised|urged|suggested|recomendou|aconselhou|sugeriu|indicou|recomendó|aconsejó|sugirió|a recommandé|a conseillé|a suggéré|empfahl|riet|hat empfohlen|ha consigliato|ha raccomandato|consigliava|советовал\p{L}*|посоветовал\p{L}*|рекомендовал\p{L}*|призывал\p{L}*|tavsiye etti|önerdi|came from|went viral|hat (?:wörtlich |gestern |im video )?gesagt|sagte|meinte|behauptete|dedi|söyledi|şöyle|paylaştı|vừa đăng|vừa nói|đã nói|bilang|berkata|mengatakan|bilangnya|ने कहा|बोला|قال|يقول|đã khuyên|đã khuyến nghị|menyarankan|merekomendasikan|menganjurkan|सलाह दी|نصح|أوصى|دعا)(?![\p{L}])|曾建议|曾建議|当时建议|當時建議|曾推荐|曾推薦|勧めていた|推奨していた|勧めた|추천했|권했|出自|流传的|流傳的|말했|주장했|라고 했|発言した|と言っていた|と投稿|发文称|发帖称|发文|發文|写道|寫道|发推|發推|声称|聲稱|投稿した|投稿し|書き込んだ|ツイートした|올렸|썼|주장했/u;

/** Phrases that name the reader only as who asked about the influencer ("the blogger you mentioned"). */
const ASKED_ABOUT_RE = /(?:你|您)(?:提到|说|說|问|問|关注|關注)的|you (?:mentioned|asked about|follow|linked)|que (?:mencionaste|sigues)|que você (?:mencionou|segue)|que vous (?:suivez|avez mentionné)|den (?:du|sie) (?:erwähnt|folgst)|che (?:hai menzionato|segui)|you (?:cited|quoted|shared|sent|forwarded)|que (?:você )?(?:citou|citaste|mandou|enviou)|que (?:citaste|enviaste|compartiste)|que vous (?:citez|avez cité|avez partagé)|(?:den|das|die) (?:du|sie) (?:meinst|meinen|geschickt hast|geschickt haben)|che mi hai (?:mandato|girato)|(?:mà )?bạn (?:nhắc tới|nhắc đến|nhắc|gửi|hỏi)|yang (?:kamu|anda) (?:maksud|sebut|kirim|tanyakan)|की (?:आप|तुम) बात कर रहे (?:हैं|हो)|जिसका आपने जिक्र किया|الذي (?:ذكرته|أشرت إليه|أرسلته)|(?:당신이|님이) 언급한|말씀하신|(?:あなたが|ご)?(?:挙げた|おっしゃった|送ってくれた)|(?:вы|ты) (?:упомянули|прислали|скинули|упомянул)|(?:bahsettiğiniz|bahsettiğin|paylaştığınız|gönderdiğin)/gu;

const QUOTED_RE = /"[^"]*"|“[^”]*”|«[^»]*»|「[^」]*」|『[^』]*』|'[^']{4,}'/gu;

// "As a well-known trader told his followers: …" cites the call to agree with it (round 41 kept this).
const ENDORSE_RE = /^(?:as|like|just as|como|comme|wie|come|как)\s|(?<![\p{L}])(?:agree|right|follow|i'd|i would|de acuerdo|tiene razón|concordo|d'accord|recht|ragione|прав|согласен|katılıyorum|đồng ý|setuju|सही|محق|أتفق)(?![\p{L}])|同意|说得对|說得對|同感|その通り|맞는 말/u;

/** True for a (normalised) unit that reports what an influencer posted, without speaking to the reader. */
export function isKolReport(s: string): boolean {
  if (!KOL_SUBJECT_RE.test(s) || !PAST_REPORT_RE.test(s)) return false;
  const outside = s.replace(QUOTED_RE, " ").replace(ASKED_ABOUT_RE, " ");
  return !READER_RE.test(outside) && !ENDORSE_RE.test(outside);
}
