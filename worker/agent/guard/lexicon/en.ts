/**
 * English directive structure (data). Each pattern is one shape of "telling the reader to trade";
 * the rules behind them are written down in worker/agent/guard/README.md. Patterns run on a
 * normalised unit (markdown stripped, quotes straightened, lower case kept) with the `iu` flags.
 */
import { EN_COPY_TRADING } from "./copy-trading";
import { EN_MONEY_MOVES } from "./money-moves";
import { EN_PASSIVE_ADVICE } from "./passive-advice";
import { EN_NOMINAL_ADVICE } from "./nominal-advice";
import { EN_POSITION_CARE } from "./position-care";
import { EN_RHETORICAL_MOVES } from "./rhetorical-moves";

/** Verbs that are a trade on their own, base form (imperatives: "buy ETH", "take profits"). */
export const TRADE_VERB =
  "(?:buy|sell|short|dump|avoid|fade|snap up|nab|bag|stock up on|bet on|jump in(?:to)?|hop on|offload|unload|ditch|bail on|cash in|diversify (?:out of|into)|rebalance (?:into|out of)|ladder (?:in|into|out)|pile into|cover|stay away from|stay out of|go heavy (?:on|into|in)|accumulate|load up|ape(?: in| into)?|exit|hodl|hedge(?! funds?\\b)|go (?:long|short|all[- ]in|\\d+x (?:long|short))|long|trim|take (?:some )?profits?|lock in (?:some )?(?:gains|profits?)|cash out|get (?:in|out|into|rid of)|rotate|swap|switch|flip|convert|dca|dollar[- ]cost[- ]average|stack|bid|scale (?:in|into|out)|size (?:up|in|into|down)|average down|back up the truck|pick up|grab|scoop(?: up)?|invest|allocate|deploy|double down|cut (?:your|the) loss(?:es)?|panic[- ]sell|chase|lever up|leverage up|fill up(?: on)?|fill (?:your|ur|my|the) bags|max out|bet (?:the farm|big|it all|everything)(?: on)?|sleep on|back up the truck(?: on)?|top up(?: on)?|pile in|buy in(?:to)?|load(?: up)? the boat|loading the boat|hit the (?:bid|ask)|lift the (?:offer|ask)|rebuy|re-buy|buy back|reload|re-enter|bail(?: out)?|lock in|go get|nibble(?: at| on)?|tuck away|stash(?: away)?|snag|hoard|lighten up(?: on)?|dollar[- ]average(?: into| in)?|average (?:in|into)|sweep up|unload)";

/** The same verbs after "be", "start", "consider": "you should be taking profits". */
export const TRADE_VERB_ING =
  "(?:nibbling(?: at| on)?|tucking away|stashing|buying|selling|shorting|dumping|accumulating|loading up|aping|exiting|longing|trimming|taking (?:some )?profits?|locking in|cashing out|getting (?:in|out|into)|rotating|swapping|switching|flipping|converting|dcaing|dollar[- ]cost[- ]averaging|stacking|bidding|hedging|scaling (?:in|into|out)|sizing (?:up|in|into)|averaging down|picking up|grabbing|scooping|investing|allocating|deploying|chasing|adding|holding|loading|backing up the truck|levering up|filling up|owning|reducing|increasing|cutting|closing|opening|rebalancing|diversifying|moving|putting)";

/** Verbs that are a trade only with a trade object after them ("add more SOL", not "add the EMA"). */
export const OBJECT_VERB =
  "(?:size|add|split|spread|hold(?! off)|put(?: in)?|move|park|throw|trade|double|increase|reduce|close|open|set(?: up)?|place|enter|ladder|keep|start|begin|spend|risk|commit|own|stay (?:in|long|short)|get|pull|take out|fill|load|max|have|shift|stick|pour|plow|plough|sink|funnel|recycle|redeploy)";

/** Words between a trade verb and its object ("your", "half of", "a 5x", "some leveraged"). */
export const DETERMINER_RE =
  /^\s+(?:yourself\s|urself\s)?(?:at least\s)?(?:(?:a few|a couple(?: of)?|a bit of|a little|a lot of|lots of|a chunk of|a slice of|a|an|the|your|ur|my|some|more|half|all|every|to|another)\s(?:(?:of|your|the|this|that|these|those|my)\s){0,2})?((?:\d+x|leveraged|spot|new|full|small|big|starter|limit|market|stop|net|recurring|trailing|first|next|buy|sell|red|green|covered|naked|cash-secured)\s)?/u;

/** What a trade verb acts on: a ticker (marked `$tkr` by normalisation), an amount, a position, an asset. */
export const TRADE_NOUN_RE =
  /^(?:\$tkr\b|\$?\d(?![\d,.]*-(?:day|week|month|hour|year|period|d|w|h)\b)|(?:position|long|short|stake|buys|sells|entries|purchases|candles?|dips?|pumps?|bounces?|rall(?:y|ies)|pullbacks?|retests?|breakouts?|wicks?|drops?|bags?|stack|holdings?|exposure|shares?|stocks?|coins?|tokens?|calls|puts|options|sats|altcoins|alts|memecoins|stablecoins|stables|cash|savings|money|portion|part|chunk|slice|fraction|piece|percentage|bonus|paycheck|capital|worth|portfolio|funds|profits?|gains|losses|orders?|limit|stop|stop[- ]loss|take[- ]profit|bids?|dca|buy|purchase|ladder|entry|tranches?|it|them|everything|bitcoin|btc|ethereum|eth|solana|gold|silver|crypto|nvidia|apple|tesla|dogecoin|miners|equities|bonds|etfs?|index funds?|positions|longs|shorts|dry powder|roth|ira|401k|stash|chips|winners|losers|laggards|leaders|bucks|dollars|euros|grand|hundred|thousand|quid|yours|caps|small caps|large caps|mid caps|blue chips|names|banks|energy|utilities|semis|semiconductors|treasuries|t-bills|bills|reits|usdc|usdt|majors)\b)/u;

/** Timing and place words that complete an imperative trade verb ("buy now", "sell at 3,600"). */
export const TRADE_ADVERB =
  "(?:over|every|each|through|this|that|these|those|some|more|half|all|now|here|today|immediately|asap|at|below|under|above|on|into|in|near|around|before|while|the (?:dip|rip|breakout|bounce|rally|news|top|bottom|pop|retest))\\b";

/** Subjects that address the reader. */
const READER = "(?:you|u|ya|y'all|you guys|everyone|investors|holders|(?:anyone|those) (?:holding|who (?:hold|holds|own|owns)) \\S+)";
/** Modals and advice verbs that turn a trade into an instruction. */
const MODAL =
  "(?:'d be (?:smart|wise|foolish not) to|would be (?:smart|wise|foolish not) to|oughta|should(?:n't| not)?|must(?:n't| not)?|need to|needs to|ought to|have to|has to|gotta|had better|'d better|better|may want to|might want to|want to|could|can|will want to|'ll want to|'d do well to|would do well to|really should|are going to want to)";
const ADVERBS = "(?:(?:really|definitely|probably|just|absolutely|seriously|now|also|strongly|at least|still|then|start to|start|consider|think about|thinking about|look at|look into|be looking at)\\s+)*";

export const EN_PATTERNS: readonly RegExp[] = [
  // Reader-addressed modal with a trade ("you should buy", "you may want to take profits").
  // Advice verbs in the first person: "I recommend buying", "we suggest you rotate", "I'd allocate 10%".
  new RegExp(`\\b(?:i|we)\\s+(?:would\\s+|'d\\s+|strongly\\s+|highly\\s+|really\\s+)*(?:recommend|suggest|advise|urge|encourage)\\b(?!\\s+(?:checking|looking|reading|watching|charting|setting an alert|an alert|a look))`, "u"),
  /\bif i were you\b/u,
  /\bif you(?:'re| are) (?:holding|long|short|in)\b.{0,60}[,;]\s*(?:then\s+)?(?:sell|buy|exit|trim|take|hold|get out|close|add)\b/u,
  /\b(?:i(?:'m| am)|we(?:'re| are))\s+(?:personally\s+|also\s+|still\s+|\w+ and\s+)*(?:a\s+)?(?:(?:happy|comfortable|aggressive)\s+)?(?:buyers?|sellers?|buying|selling|shorting|longing|loading|adding|accumulating|long|short|trimming|taking profits?|going long|going short|rotating|backing (?:up )?the truck|loading the boat)\b/u,
  /\bpersonally,? i(?:'d| would)\b/u,
  // Advice nouns: "my advice: sell", "my recommendation is to buy", "the move here is to short".
  /\b(?:my|our|the (?:best|smart|right))\s+(?:advice|recommendation|suggestion|call|pick|play|move|trade|strategy|approach|option|idea|course of action)\b[^.]{0,30}?(?::|\bis(?: to)?\b)\s*(?:to\s+)?(?:buy|sell|short|long|exit|hold|trim|rotate|dump|accumulate|get|go|load|take|add)\b/u,
  /\b(?:only|best|smart|right|obvious)\s+(?:move|play|trade|bet)\s+(?:here\s+|now\s+|today\s+)?is\s+(?:more|some|a bag of|a little|a lot more)\s+(?:\$tkr|\p{L})/u,
  /\b(?:the|best|smart|right)\s+(?:move|play|trade)\b[^.]{0,20}?\bis to\s+(?:buy|sell|short|long|exit|hold|trim|rotate|dump|accumulate|get|go|load|take|add)\b/u,
  // The same with a gerund and a word in between: "the smart money move is loading AVAX".
  new RegExp(`\\b(?:my|our|the|best|smart|right)\\s+(?:[\\w-]+\\s+)?(?:advice|recommendation|move|play|trade|bet)\\s+(?:here\\s+|now\\s+|today\\s+)?is\\s+${TRADE_VERB_ING}\\b`, "u"),
  // What the reader needs or would be foolish without: "you need some exposure to gold", "you'd be crazy not to own".
  /(?<!\b(?:what|whether|if|how|why|where|which)\s+)\b(?:you|u|y'all)\s+(?:really\s+|definitely\s+|still\s+)?(?:need|want|gotta have|should have|must have|have to have)\s+(?:some|more|a little|a bit of|at least some|an?)?\s*(?:\w+\s+)?(?:exposure|position|allocation|stake|skin in the game|bags?)\b/u,
  /\b(?:you|u)(?:'d| would) be (?:crazy|mad|nuts|insane|foolish|silly|dumb|stupid|a fool) not to\b/u,
  // Rhetorical questions at the reader: "why aren't you buying SOL?", "why wouldn't you own some?".
  new RegExp(`\\bwhy (?:aren't|are not|wouldn't|would not|don't|do not|haven't|isn't) (?:you|u|everyone|anyone)\\s+(?:already\\s+|still\\s+)?(?:${TRADE_VERB_ING}|${TRADE_VERB}|own|owning)\\b`, "u"),
  // Round 32: "Why haven't you locked in a 5% yield yet?" (locking in a yield is buying the bond).
  /\bwhy (?:haven't|have not|didn't|did not|aren't|are not) you (?:already |yet |still )?(?:lock(?:ed|ing)? in|locked|locking|secur(?:ed|ing))\b[^?]{0,40}\b(?:yields?|rates?|coupons?|apy|apr|returns?)\b/u,
  // Fear of missing out and "don't even think about": "don't be the one who didn't buy".
  /\b(?:don't|do not) be the (?:one|guy|person|only one)\b.*\b(?:buy|sell|bought|sold|own|owned|miss(?:ed)?)\b/u,
  new RegExp(`^(?:don't|do not|never)\\s+(?:even\\s+)?(?:think about|consider|try|bother)\\s+(?:${TRADE_VERB_ING}|owning)\\b`, "u"),
  // Implicit first-person endorsement: "I wouldn't be caught without some SOL", "I'd never be without BTC".
  /\bi(?:'d| would)(?: not|n't| never)\s+(?:want to\s+)?be\s+(?:caught\s+(?:dead\s+)?)?without\b/u,
  // An asset at a price called a gift: "ETH at 2,900 is a gift", "$tkr under 30 is a steal".
  /(?:\$tkr|\b(?:at|under|below|near|around)\s+\$?\d[\d,.]*k?)\b[^.;]{0,20}\b(?:is|looks like|'s)\s+(?:an?\s+)?(?:absolute\s+|total\s+)?(?:gift|steal|bargain|free money)\b/u,
  // Timing addressed to the reader: "now is the time to buy", "time to load up", "a buying opportunity".
  /\b(?:is|looks like|as) an? (?:(?:great|good|perfect|prime|rare|generational|golden)\s+)?(?:buying|selling|shorting|entry) (?:opportunity|chance|point)\b/u,
  // Round 31: "Why sit in cash at 4% when bullion keeps printing highs?" (why keep the money idle).
  /^(?:so |but |and )?why (?:keep |still |would you |do you |are you )?(?:sit|sitting|stay|staying|wait|waiting|keep|keeping|park|parking|leave|leaving|hold|holding)\b[^?]{0,40}\b(?:cash|the sidelines|sidelines|deposits?|savings(?: account)?|stablecoins|money markets?|t-bills)\b/u,
  // Round 29: "Do you really want to sell here?" (a hold nudge at the reader).
  /\b(?:do you|you) really want to (?:sell|dump|exit|bail|panic[- ]sell|get out)\b|\bare you really (?:going to |gonna )?(?:sell|dump|exit|bail)\w*\b/u,
  // Round 27: "are", "looks", "remains" and the adjectives of a call ("Gold miners are a clear buy now").
  /\b(?:is|are|looks?|remains?|stays?)\s+(?:now\s+|still\s+|here\s+|definitely\s+)?an?\s+(?:strong\s+|clear\s+|screaming\s+|no-brainer\s+|easy\s+|compelling\s+|textbook\s+|outright\s+|definite\s+|solid\s+|great\s+|good\s+)?(?:buy|sell|short)\b(?![- ](?:side|pressure|signal|wall|volume|order|rating|term|squeeze|interest|seller|covering|and|the))/u,
  /^(?:strong|screaming|clear)\s+(?:buy|sell)\b/u,
  /\b(?:no-brainer|no brainer|easy|obvious|screaming)\s+(?:buy|sell|short|long)\b(?![- ](?:side|pressure|signal|wall|volume|order|rating))/u,
  /^take (?:some |half |a third |a quarter |\w+ )?(?:off the table|chips off)\b/u,
  /^take (?:half|some|a third|a quarter|a little|\d+(?:[.,]\d+)?\s?%) off(?: at| here| now| into| above| near)\b/u,
  /\b(?:it would be|it's|it is|it might be|it may be)\s+(?:wise|smart|prudent|sensible|best|better|a good idea|reasonable|worth it)\s+to\s+(?:\w+\s+)?(?:buy|sell|short|trim|exit|take|add|accumulate|rotate|hold|load|reduce|close|hedge|get)\b/u,
  /\bit makes sense (?:for you\s+)?to\s+(?:buy|sell|short|trim|exit|take|add|accumulate|rotate|hold|load|reduce|close|hedge)\b/u,
  /\byou(?:'d| would) do well to\b/u,
  /\btime (?:you|we) (?:bought|sold|shorted|got|took|loaded|added|exited|trimmed|went)\b/u,
  /\byou\s+(?:\w+\s+)?(?:can't|cannot)\s+(?:go\s+wrong|lose|miss)\s+(?:buying|selling|shorting|with|by|here|on)\b/u,
  /^why not (?:just )?(?:buy|sell|short|add|take|load|grab|accumulate|ape|long|dump|rotate)\b/u,
  /\b(?:don't miss|do not miss)\s+(?:out|this|the)\b/u,
  // Sizing: a share of the reader's money going somewhere ("a third of your savings into NVDA").
  /\b(?:\d+(?:[.,]\d+)?\s?%|(?:a|one|two)\s+(?:third|quarter|half|fifth|tenth)s?|half|all|most|some)\s+of\s+(?:your|ur|the|my)\s+(?:portfolio|savings|net worth|capital|cash|funds|money|stack|bag|account|income|salary|paycheck|bonus|stables|stablecoins|position)\s+(?:in|into|to|on|at|toward|towards)\b/u,
  /\b(?:\d+\/\d+)\s+split\s+between\b/u,
  // A level named as the reader's entry: "a good entry point would be around $2,900".
  /\b(?:good|great|decent|ideal|nice|solid|better|best|safe|attractive) (?:entry|exit|buy|sell)(?: point| level| zone| price| area)?\s+(?:would be|is|could be|might be|=)\s+(?:around|at|near|about|below|under|above|somewhere near)?\s*\$?\d/u,
  // A trade as the means of an imperative: "Rebalance by selling 10%", "Open a hedge by buying puts".
  new RegExp(`^(?:rebalance|hedge|open|protect|prepare|diversify|de-?risk|reduce risk|position yourself|play (?:it|this))\\b[^.]{0,30}\\bby\\s+${TRADE_VERB_ING}\\b`, "u"),
  // Using a move: "take advantage of the dip", "use this pullback to add".
  /^(?:take advantage of|use|seize|exploit|capitalize on) (?:the|this|that|any|every) (?:dip|drop|pullback|crash|weakness|selloff|sell-off|rally|pump|bounce|correction|discount)\b/u,
  // Making an asset the reader's holding: "Make BTC your largest holding".
  /^make\s+\S+\s+(?:your|ur)\s+(?:\w+\s+)?(?:holding|position|allocation|bet|bag)\b/u,
  /\bsize (?:up|into|in)\b/u,
  // Round 34 (heldout-77, savers): what the reader would be better off doing with their money,
  // "X might suit you better", "could be a sound move", "worth accumulating".
  // Round 35: "it might be worth moving part of that idle balance …", a move that "is something you may
  // want to look into", "my pick for you", turning on dividend reinvestment, money "still sitting" idle.
  /\bit (?:might |may |could |would |will )?(?:be |'s |is )(?:well |really |probably )?worth (?:moving|putting|switching|shifting|transferring|locking in|consolidating|topping up|buying|selling|adding|trimming|reinvesting|opening|using|parking|splitting)\b/u,
  /^(?:locking in|moving|switching|consolidating|buying|selling|topping up|transferring|opening|reinvesting|shifting|putting|parking|splitting)\b[^.]{0,140}\bis something (?:you|worth)(?: may| might| could| should)?(?: want to)? (?:look(?:ing)? into|consider(?:ing)?)\b/u,
  /\bmy (?:pick|choice|preference|favou?rite|vote) for you\b/u,
  /^(?:turn on|enable|set up|switch on|sign up for) (?:drip|dividend reinvestment|auto-?invest\w*|automatic reinvestment|a recurring (?:buy|purchase|investment)|recurring (?:buys|purchases))\b/u,
  /\bwhy (?:is|are|keep) (?:your|that|this|the) (?:\w+ )?(?:bonus|cash|money|savings|balance|salary|pot|windfall|inheritance)(?: still)? (?:sitting|parked|idle|earning)\b|\bso why keep it (?:where it is|there|parked|idle)\b/u,
  /\byou(?:'d| would) be (?:better off|kinder to yourself|wiser|smarter|safer|well served)\s+(?:\w+\s+)?(?:keeping|putting|moving|selling|buying|holding|parking|switching|leaving|using|taking|locking|splitting|reinvesting)\b/u,
  /(?<!\b(?:whether|which|what|if)\b[^.]{0,60})\b(?:might|may|could|would|will) suit you (?:better|best)\b/u,
  /^(?:gently |gradually |slowly |simply |quietly )?(?:using|securing|topping up|contributing|reinvesting|transferring|switching|splitting|moving|shifting|keeping|locking in|consolidating|paying down|overpaying)\b(?![^.]*\b(?:historically|has|have|had|was|were|would have|in (?:19|20)\d\d)\b)[^.;]{0,140}\b(?:could|would|might|will) (?:be a (?:sound|smart|good|sensible|wise|prudent|reasonable|worthwhile) (?:move|step|choice|idea|option|way|tidy-up|change)|bring you in line|suit you|serve you (?:well|better))\b/u,
  /(?<!\b(?:whether|if)\b[^.?]{0,40})\b(?:is|are|looks?|remains?|seems?)\s+(?:still\s+|well\s+|definitely\s+)?worth\s+(?:buying|accumulating|adding|owning|selling|trimming|shorting|picking up|loading up on)\b(?![^.]*\?)/u,
  // Round 33: peers in the reader's place, an opportunity that won't wait, what's stopping the reader,
  // an options order written as a verb ("Write three of those calls"), a pullback treated as the entry.
  /\bmost (?:people|investors|holders|savers|traders) in your (?:position|shoes|situation|place)\b[^.]{0,60}\b(?:would|will|are|have)\b/u,
  /\b(?:this|the|an?|such an?) (?:opportunity|window|chance|setup)(?: like this(?: one)?)? (?:won't|will not|doesn't|does not) (?:wait|last|stay open)\b|\bif not now,? when\b/u,
  /\bwhat(?:'s| is) (?:stopping|holding) you (?:back )?(?:from )?(?:buying|getting in|adding|entering|investing|loading up)\b/u,
  /^(?:write|sell) (?:\S+ ){0,6}(?:covered )?(?:calls?|puts?)\b/u,
  /\btreat (?:any|every|the|a|this|that) (?:\S+ ){0,5}as (?:your|an|a) (?:entry|buying opportunity|chance to (?:buy|add))\b/u,
  // Round 32: a trade as the subject, its benefit to the reader as the predicate ("Rotating profits
  // from COIN into BTC would reduce single-company risk", "Averaging in $200 a week … would smooth out
  // this volatility for you"). The reader, a ticker or an amount must be named; a strategy's history
  // ("Rotating into value has historically worked") and its costs are not benefits.
  /^(?:so |then |meanwhile )?(?:buying|selling|adding|trimming|rotating|averaging|scaling|putting|moving|shifting|parking|taking|locking|shorting|reducing|exiting|closing|topping up|loading|accumulating|switching|swapping|allocating|deploying|redeploying)\b(?![^.]*\b(?:historically|has|have|had|was|were|would have|in (?:19|20)\d\d)\b)(?=[^.]*(?:\byour?\b|\$tkr|[$€£]\s?\d))[^.;]{0,120}\b(?:would|could|will|should|might)\s+(?:\w+\s+)?(?:make (?:a lot of |good |more )?sense|be (?:wise|smart|prudent|sensible|a good idea|reasonable|the right move|the smart move)|smooth(?: out)?|(?:reduce|lower|cut) (?:your |the |this |that )?(?:[\w-]+ )?(?:risk|exposure|concentration|volatility|cost basis|average cost)|lock in (?:your |some |the |those |these )?(?:gains?|profits?|yields?|rates?|coupons?)|diversify|rebalance)\b/u,
  /^(?:buy|sell|entry|accumulation|short|long) zones?(?:\s+(?:for|on|in)\s+\S+)?\s*[:：-]/u,
  // Regret, missing out and "exit liquidity" aimed at the reader.
  new RegExp(`\\byou(?:'ll| will| are going to|'re going to) (?:regret|kick yourself for) not\\s+(?:${TRADE_VERB_ING}|owning)\\b`, "u"),
  /^(?:don't|do not) let (?:this|it|that)(?: one)? (?:get away|slip(?: away| by)?|pass(?: you by)?)\b/u,
  /\b(?:exit liquidity is you|you(?:'re| are| will be|'ll be) (?:the )?exit liquidity)\b/u,
  /\b(?:join me|join us|who's with me|come with me)\b/u,
  // Sizing and allocation as a label or a plan: "Size: 2% of the account", "Here's the play: 40% BTC, 30% ETH".
  /^(?:position\s+)?(?:size|sizing|risk)\s*[:=]\s*\d+(?:[.,]\d+)?\s?%/u,
  /\b(?:the|my|our|suggested|ideal|model) (?:play|plan|allocation|split|mix)\s*(?:is|here is|[:：])\s*\d+(?:[.,]\d+)?\s?%\s+\$tkr\b/u,
  // Round 40 (heldout-101, 103): "going forward, drop the biotech day trades", "positions … are best closed out",
  // "investors would do well to accumulate", "so extend into the 10-year", "5–10% in gold won't hurt you".
  /\b(?:going forward|from now on|from here on|in future|next time),? (?:drop|stop|quit|avoid|cut out|ditch|give up|stick (?:with|to)|focus on|limit yourself to|never)\b/u,
  /^[^:]{1,30}:\s*(?:max(?:imum)?\.? )?\d+(?:\.\d+)?\s?% of (?:the |your )?(?:portfolio|account|capital|net worth|book)(?:,? (?:tops|max(?:imum)?|at most|no more))\b/u,
  /\b(?:is|are) best (?:closed(?: out)?|sold|bought|trimmed|exited|avoided|taken off|added|held|unwound|hedged)\b/u,
  /\b(?:you|investors|holders|buyers|traders|savers|anyone|one) (?:would|might|will) do well to (?:buy|accumulate|add|sell|trim|take|lock|exit|hold|avoid|rotate|reduce|start)\b/u,
  /(?:^|\bso |\bthen |; )(?:extend|shorten) (?:duration|into (?:the )?(?:\d+|long|longer|10|30)|your duration)\b/u,
  /\b\d+(?:\s*[–-]\s*\d+)?\s?% (?:in|of|into) [^,;.]{1,30} (?:certainly |definitely |really )?(?:won't|wouldn't|will not|would not|can't) hurt(?: you)?\b/u,
  // Round 39 (heldout-97, 99): "so take the other side of this one", "so bank the gain", "why pay a premium when you
  // can just buy …", "taking some profit is a must".
  /(?:^|\bso |\bthen |; )(?:take the other side|fade (?:him|her|them|this (?:one|call))|bank (?:the|some|your|those|these) (?:gains?|profits?))\b/u,
  /^why (?:pay|buy|hold|own|keep|sit in) [^?]{0,80} when (?:you|one) (?:can|could) (?:just |simply )?(?:buy|own|hold|get|go)\b/u,
  /\b(?:taking (?:some |partial )?profits?|trimming|hedging|a stop(?:-loss)?) (?:here |now )?is (?:a )?must\b/u,
  // Round 38 (heldout-95): a trade called the rational / only sensible move ("… so it's the rational move"), and peers in the reader's position.
  /\b(?:averaging (?:down|in)|buying|selling|adding|trimming|rebalancing|rotating|moving (?:to|into)|switching|taking profits?|cutting|exiting|locking in|closing|doubling down|going (?:long|short|80\/20|all[- ]in))\b[^.]{0,160}\b(?:is|it's|it is|that's|that is)\s+(?:really\s+|clearly\s+|simply\s+|obviously\s+)?(?:the\s+)?(?:only\s+)?(?:rational|logical|sensible|smart|right|obvious|correct|reasonable)\s+(?:move|choice|answer|step|call|thing to do|play|option|decision)\b/u,
  /\b(?:anyone|anybody|everyone|any investor|any trader) (?:in your (?:position|shoes|place|seat)|holding what you hold) would\b/u,
  // Round 41: copying someone's trades, savers' money moves (./copy-trading.ts, ./money-moves.ts).
  ...EN_COPY_TRADING,
  ...EN_MONEY_MOVES,
  // Round 42: impersonal passive advice (./passive-advice.ts) and "why are you still holding …?".
  ...EN_PASSIVE_ADVICE,
  ...EN_NOMINAL_ADVICE,
  ...EN_POSITION_CARE,
  ...EN_RHETORICAL_MOVES,
  /^(?:so |but |honestly,? )?why (?:are|do) (?:you|u) still (?:holding|hold|own|owning|sitting on|keeping|in)\b(?![^?]{0,80}\b(?:asking|curious|understand|so i can|is it (?:for|because)|what's the reason)\b)/u,
];

/**
 * The pieces the imperative check (../english.ts) runs one after the other. They are separate
 * regexes on purpose: one regex of "verb alternatives then object alternatives" takes V8 over
 * 100 ms to compile, which a Worker would pay on a cold start.
 */
export const LEAD_RE = /^(?:(?:go(?= (?:get|grab|buy|sell|load|pick|ape|stack|scoop))|tbh|imo|fr|ngl|lol|so|ok|okay|honestly|definitely|seriously|just|now|then|and then|and|but|yes|yeah|guys|folks|please|also|simply|instead|basically|my advice(?: is)?|bottom line|personally)[,:!]?\s+)+/u;
export const NEGATION_RE = /^(?:don't|do not|never)\s+/u;
export const VERB_HEAD_RE = new RegExp(`^${TRADE_VERB}(?![\\p{L}'-])(.*)$`, "u");
export const ING_HEAD_RE = new RegExp(`^(?:${TRADE_VERB_ING}|long|short)(?![\\p{L}'-])(.*)$`, "u");
export const OBJECT_VERB_HEAD_RE = new RegExp(`^${OBJECT_VERB}(?![\\p{L}'-])(.*)$`, "u");
/** "Long"/"short" followed by a noun are descriptive ("long liquidations", "short interest"). */
export const NOT_NOUN_RE = /^\s+(?:positions?|interest|sellers|squeeze|liquidations?|term|side|volume|volumes|pressure|rating|signals?|wall|orders?\s+(?:were|are|is|sit)|and\s+(?:sell|buy|hold))\b/u;
export const BARE_RE = /^\s*[.!…]*\s*$/u;
export const ADVERB_RE = new RegExp(`^\\s+${TRADE_ADVERB}`, "u");
export const LINK_RE = /^\s+(?:of|out of|for|with|and (?:let|hold|buy|sell|wait))\b/u;
/** "you should", "investors may want to", "you'd better just": the rest is judged as an imperative. */
export const READER_MODAL_RE = new RegExp(`\\b${READER}\\s*${ADVERBS}${MODAL}\\s+${ADVERBS}(.*)$`, "u");
/** "I'd buy", "I would be a buyer": first-person conditional endorsement. */
export const I_WOULD_RE = /\bi(?:'d| would| will|'ll)\s+(?:personally\s+|definitely\s+|probably\s+|still\s+|also\s+|just\s+|honestly\s+|totally\s+|happily\s+)*(.*)$/u;
/** "this is where you load up", "now is when we add": a moment named for the reader's trade. */
export const WHERE_YOU_RE = /\b(?:this|here|now|that)(?:'s| is) (?:where|when) (?:you|u|y'all|we)\s+([^,;]*)/u;
/** "now is the time to buy", "a good moment to add". */
export const TIME_TO_RE = /\b(?:time|moment|chance|opportunity|day|window|entry|spot)\s+(?:than (?:now|today|this)\s+)?to\s+(.*)$/u;
/** "Better to double your position now", "consider picking up some X": the rest is judged as a trade. */
export const BETTER_TO_RE = /^(?:(?:it's|it is|it'd be|it would be)\s+)?(?:better|best|wiser|smarter|safer)\s+to\s+(.*)$/u;
export const CONSIDER_RE = /^(?:consider|try|think about)\s+(.*)$/u;

/** Other clause-start instruction shapes. */
export const EN_CLAUSE_PATTERNS: readonly RegExp[] = [
  // Round 28: a trade verb and a place or moment instead of an object ("Add more here, earnings are the catalyst").
  /^(?:add|buy|accumulate|load up|scale in|trim|sell|short|take profits?)\s+(?:(?:some|more|a bit|a little)\s+)?(?:more\s+)?(?:here|now|today|at these levels|on (?:any |the )?(?:dips?|weakness|pullbacks?|strength|rallies|bounces?))\b/u,
  /^(?:be sure|make sure)(?: you| to)\b.*\b(?:buy|sell|short|exit|get out|get in|trim|take profits?|own|hold|have some|have exposure|are long|are short)\b/u,
  /^(?:consider|try)\s+(?:buying|selling|shorting|adding|trimming|taking profits?|exiting|accumulating|opening|rotating|swapping|switching|moving|reducing|increasing|hedging|averaging|scaling|allocating|putting|setting|placing|cutting|closing|lowering|raising)\b/u,
  /^(?:start|keep|begin|continue|go ahead and|feel free to|don't be afraid to|do not be afraid to)\s+(?:nibbling|tucking|stashing|buying|selling|shorting|accumulating|adding|stacking|loading|dcaing|averaging|trimming|taking|buy|sell|short|load|add|accumulate|stack|trim|take)\b/u,
  /^do yourself a favou?r\b/u,
  /^(?:stop|quit) (?:waiting|hesitating|overthinking(?: it)?|sitting on (?:the|your) hands)\b/u,
  /^use (?:\d+(?:\.\d+)?x|some|high|max|more)?\s*(?:leverage|margin)\b|^use \d+(?:\.\d+)?x\b/u,
  /^(?:your|the) (?:best|safest|smartest|right) (?:bet|call|move|play|option)\b[^.]{0,20}?\bis to\s+(?:buy|sell|short|long|exit|hold|trim|rotate|dump|accumulate|get|go|load|take|add)\b/u,
  /^hold off (?:on )?(?:buying|selling|adding|shorting)\b/u,
  /^consider (?:a |an |some )?(?:small |starter |larger |bigger |modest )?(?:position|allocation|stake|exposure|entry)\b/u,
  /^wait for\b.*\b(?:then|before)\s+(?:buy|sell|short|enter|add|going|buying|selling|shorting|entering|adding|getting in)\b/u,
  /^(?:don't|do not|never)\s+(?:chase|panic|fomo|miss|fade|catch a falling knife|sell|buy|short|hold(?! (?:your|my|their|our) breath\b))\b/u,
  /^(?:go|get)\s+(?:\d+x\s+)?(?:long|short|all[- ]in|some exposure|exposure|in|out|into)\b/u,
  /^open\s+(?:a|an|your|the)?\s*(?:\d+x\s+)?(?:leveraged\s+)?(?:long|short|position)\b/u,
  // Round 37 (heldout-89): an imperative that moves "anything / whatever / the rest" of the reader's money into something.
  /^(?:move|put|shift|park|transfer|switch|convert|rotate|sweep|pour|sink|throw|redeploy|funnel)\s+(?:anything|everything|whatever|what(?:ever)? (?:you|is|'s) (?:have|hold|left|keep)|the rest|the remainder|all|most|some|half)\b[^.;:]{0,100}?\b(?:into|to|towards?)\s+(?:\$tkr|an?\s|the\s|your\s|cash|bonds?|stocks?|gold|t-bills|treasur|equities|index|etfs?|btc|eth|bitcoin|ether|stablecoins)/u,
];

/** Third-party attribution: a rating or a trade described as somebody else's. */
export const EN_ATTRIBUTION =
  /\b(?:rates?|rated|rating|ratings|upgrade[sd]?|downgrade[sd]?|according to|analysts?|brokers?|consensus|reiterat\w*|initiat\w*|maintain\w*|price target|said|says|called it|per\s+\w+|goldman|morgan|jefferies|citi|bernstein|ubs|barclays|wells fargo|morningstar|bank of america|hsbc|nomura)\b/u;

/** The agent's own decline: "whether to buy at this level is your decision". */
export const EN_DECLINE: readonly RegExp[] = [
  /\b(?:whether|if)\s+(?:to|you)\b.*\b(?:is|stays|remains|'s)\s+(?:entirely\s+)?(?:your|yours)\b/u,
  /\b(?:decision|choice|call)\b.*\bis\s+(?:entirely\s+)?yours\b/u,
  // Round 29: "Whether you should sell part of your position is a decision I can't make for you."
  /\b(?:whether|if)\s+(?:to|you)\b.*\b(?:is|'s)\s+(?:a|the)\s+(?:decision|call|choice|judgment|judgement)\s+(?:(?:that\s+)?i\s+(?:can't|cannot|can not|won't|will not|don't)|only you can|you (?:have|need|get) to|for you to)\b/u,
  // Round 27: "Whether you should buy more gold at $2,650 isn't something I can answer for you."
  /\b(?:whether|if)\s+(?:to|you)\b.*\b(?:isn't|is not|'s not)\s+(?:something|a (?:call|decision|question)|for me)\b(?:\s+(?:that\s+)?i\s+(?:can|could|should|will|get to)\b|\s+to\s+(?:say|decide|answer|make)\b)/u,
  /\bi (?:can't|cannot|won't|will not|don't)\s+(?:tell you|advise|recommend|place|give)\b/u,
  /^you asked\b/u,
  // The app's own how-to ("Add holdings under Portfolios") is not a trade.
  /^add (?:your )?holdings (?:under|in|on|to|from) (?:the )?(?:portfolios?|settings)\b/u,
  /^(?:fathom|the agent)\s+(?:cannot|can't|can not|is unable to|does not|doesn't)\b/u,
];
