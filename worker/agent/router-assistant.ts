import { findSymbol, type RouterPlan, type ToolCall } from "./router";

/**
 * The built-in assistant's everyday questions (no model): what it can do, listing and removing
 * alerts, RSI and other indicators, comparing two assets, and why an asset moved. Pure: text in,
 * a plan out; runs before the other matchers because "what alerts do I have" or "compare ETH and
 * SOL prices" would otherwise be read as a new alert or a single price.
 */

const tools = (...calls: ToolCall[]): RouterPlan => ({ kind: "tools", calls });

export const CAPABILITIES_TEXT =
  "Without a language model I still answer the common requests directly. Prices and charts: “price of BTC”, “chart ETH with the 50 SMA”. Indicators: “RSI of SOL”, “is ETH overbought?”. Comparisons: “compare ETH and SOL”. Markets: “what moved today?”, “why did DOGE move?”, “news on ETH”, “market events”. Yours: “my portfolio”, “my watchlist”, “add SOL to my watchlist”. Alerts: “alert me when BTC goes above 70000”, “tell me if SOL moves more than 10% in a day”, “list my alerts”, “remove my BTC alert”. Research: “explore large-cap crypto”, “save SOL as an idea”, “analyze NB-<number>”, “deep dive on SOL”. Home: “add the movers widget”. Workflows: “when I say ‘morning check’, price of BTC; what moved”. Everything is research, never advice to buy or sell.";

function whatCanYouDo(t: string): RouterPlan | null {
  const asks = /^(?:help|\?|menu|commands)[.!?]*$/iu.test(t) || /\bwhat (?:can|could|do) you (?:do|help with|offer)\b|\bwhat are you (?:able|capable)\b|\bhow (?:can|do) (?:you|i use you) help\b|\byour (?:capabilities|features|commands)\b|\bwhat (?:commands|questions) (?:can|do) (?:i|you)\b/iu.test(t);
  return asks ? { kind: "reply", text: CAPABILITIES_TEXT } : null;
}

/** Alert rules: listing and removing. Setting one stays with router.ts's alerts matcher. */
function alertRules(t: string): RouterPlan | null {
  if (!/\balerts?\b|\balarms?\b|\bnotifications? rules?\b/iu.test(t)) return null;
  const remove = /\b(?:remove|delete|cancel|drop|clear|turn off|disable|get rid of|stop)\b/iu.test(t);
  if (remove) return tools({ name: "remove_alert", args: removalArgs(t) });
  const listing =
    /\b(?:list|show|see|view|display|what|which|any|how many|do i have|are there|current|active|existing|set up)\b[^.]*\balerts?\b/iu.test(t) ||
    /\bmy alerts?\b/iu.test(t) ||
    /^alerts?[?.!]*$/iu.test(t);
  // "alert me when…" and "set an alert…" create one; that is not a listing.
  if (listing && !/\balert me\b|\bset (?:up )?an? alert\b|\bcreate an? alert\b|\b(?:above|below|under|over)\s+\$?\d/iu.test(t)) return tools({ name: "list_alerts", args: {} });
  return null;
}

const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5 };

/**
 * What a removal names: a number from the list ("remove alert 2", "delete the second alert"), a
 * pair ("ETH/BTC"), an asset, a level ("at 100000") or direction ("the BTC alert below"), and
 * "all". The tool matches them and asks when several rules fit and "all" was not said.
 */
export function removalArgs(t: string): Record<string, unknown> {
  const numbered = /\b(?:alert|alarm|rule)\s*(?:number\s*|no\.?\s*|#\s*)?(\d{1,2})\b(?!\s*(?:k\b|%|,\d|\.\d))|#(\d{1,2})\b/iu.exec(t);
  const ordinal = /\b(first|second|third|fourth|fifth)\s+(?:alert|alarm|rule|one)\b/iu.exec(t);
  if (numbered || ordinal) return { number: numbered ? Number(numbered[1] ?? numbered[2]) : ORDINALS[ordinal![1]!.toLowerCase()]! };
  const all = /\b(?:all|every|each|both)\b/iu.test(t);
  const pair = /\b([A-Za-z]{2,6})\s*\/\s*([A-Za-z]{2,6})\b/u.exec(t);
  const words = t.replace(/\b(?:alerts?|alarms?|rules?|remove|delete|cancel|clear|drop|stop|disable|all|every|both|above|below|under|over)\b/giu, " ");
  const symbol = pair ? findSymbol(pair[1]!) : findSymbol(words);
  const other = pair ? findSymbol(pair[2]!) : null;
  const level = /\b(?:at|of|above|below|under|over)\s+\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(k)?\b/iu.exec(t);
  const value = level ? Number(level[1]!.replaceAll(",", "")) * (level[2] ? 1000 : 1) : null;
  const direction = /\b(?:above|over)\b/iu.test(t) ? "above" : /\b(?:below|under)\b/iu.test(t) ? "below" : /\b(?:moves?|move alert|24 ?h|percent|%)\b/iu.test(t) ? "move" : null;
  return { ...(symbol ? { symbol } : {}), ...(symbol && other ? { otherSymbol: other } : {}), ...(all ? { all: true } : {}), ...(value !== null ? { value } : {}), ...(direction ? { direction } : {}) };
}

/** Two different assets named in one message, in the order written ("bitcoin" and "BTC" are one). */
function twoSymbols(t: string): [string, string] | null {
  const found: string[] = [];
  const lower = t.toLowerCase();
  for (const phrase of ["s&p 500", "s&p"]) if (lower.includes(phrase)) found.push(findSymbol(phrase)!);
  for (const word of t.split(/[\s,;:()/&]+/u)) {
    const s = word ? findSymbol(word) : null;
    if (s && !found.includes(s)) found.push(s);
  }
  return found.length >= 2 ? [found[0]!, found[1]!] : null;
}

function comparison(t: string): RouterPlan | null {
  const asks = /\bcompare\b|\bcomparison\b|\bvs\.?\b|\bversus\b|\bagainst\b|\b(?:better|worse|stronger|weaker) than\b|\bwhich (?:is|was|did|has|one)\b|\bdifference between\b|\bor\b.*\?$/iu.test(t);
  if (!asks) return null;
  const pair = twoSymbols(t.replace(/\b(?:compare|comparison|versus|vs|against|between|which|better|worse|stronger|weaker|performed|performance|doing|did|difference)\b/giu, " "));
  return pair ? tools({ name: "compare_assets", args: { symbol: pair[0], other: pair[1] } }) : null;
}

function whyMove(t: string): RouterPlan | null {
  if (!/\bwhy\b|\bwhat(?:'s| is)? (?:behind|driving|caused)\b|\breason\b|\bexplain\b/iu.test(t)) return null;
  if (!/\bmov|\bpump|\bdump|\bdrop|\bfell|\bfall|\bfalling|\brise|\brose|\brising|\bup\b|\bdown\b|\bjump|\bsurg|\bcrash|\brall|\bspik|\btank|\bsoar|\bplung|\bslid/iu.test(t)) return null;
  const symbol = findSymbol(t.replace(/\b(?:why|explain|reason|up|down)\b/giu, " "));
  return symbol ? tools({ name: "explain_move", args: { symbol } }) : tools({ name: "get_movers", args: { limit: 5 } });
}

function indicators(t: string): RouterPlan | null {
  // A chart request with overlays ("chart ETH with 50 SMA", "show AAPL with a 21 EMA") stays a chart.
  if (/\bchart\b|\bgraph\b|\bplot\b|\bdraw\b/iu.test(t) || /\b(?:show|display|overlay)\b.*\bwith\b/iu.test(t)) return null;
  if (!/\brsi\b|\brelative strength\b|\bindicators?\b|\btechnicals?\b|\boverbought\b|\boversold\b|\bmomentum\b|\bmoving averages?\b|\b(?:sma|ema)\b|\b\d+[- ]?(?:day|d)\s+(?:ma|average)\b|\babove (?:its|the) \d+\b/iu.test(t)) return null;
  const symbol = findSymbol(t.replace(/\b(?:rsi|sma|ema|ma|indicators?|technicals?|momentum)\b/giu, " "));
  if (!symbol) return { kind: "reply", text: "Which asset? For example “RSI of BTC” or “indicators for ETH”." };
  return tools({ name: "get_indicators", args: { symbol } });
}

/** The assistant's matchers in the order they are tried (one entry in router.ts's MATCHERS). */
export function assistant(t: string): RouterPlan | null {
  for (const match of [whatCanYouDo, alertRules, whyMove, comparison, indicators]) {
    const plan = match(t);
    if (plan) return plan;
  }
  return null;
}
