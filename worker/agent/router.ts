import { isWidgetKind, type WidgetKind } from "./dashboard";
import { normaliseSymbol } from "./market";
import { getAsset } from "../market/assets";
import { onchainRoute } from "./router-onchain";
import { checksMatcher } from "./router-checks";
import { browserRequest, pdfExportRequest } from "./router-browser";
import { kolMatcher } from "./router-kol";
import { briefPreference } from "./router-brief";
import { assistant } from "./router-assistant";
import { chartArgs } from "./router-chart";

/**
 * The built-in router: with no model configured, it maps the common requests to the same tools
 * the model would call. Pure: text in, a plan out.
 */

export interface ToolCall {
  name: string;
  args: Record<string, unknown>;
}

export type RouterPlan =
  | { kind: "tools"; calls: ToolCall[]; preface?: string }
  | { kind: "approve_draft" }
  | { kind: "run_custom"; name: string }
  | { kind: "reply"; text: string };

// Examples name no real entry ("NB-<number>"): the chat links NB-12 to an entry that may not exist.
export const HELP_TEXT =
  "The language model is off, so I answer the common requests directly. Try: “price of BTC”, “chart ETH”, “what moved today?”, “news on ETH”, “market events”, “my portfolio”, “alert me when BTC goes above 70000”, “add SOL to my watchlist”, “add the movers widget to Home”, “explore large-cap crypto”, “analyze NB-<number>”, “verdicts on NB-<number>” (an entry of your Notebook), “deep dive on SOL”, “every pass, check whether any of my holdings is 20% below its 90-day high”, “top holders of UNI”, “TVL of Aave”, “what do my sources say about ETH”, “open https://… and extract the table”, “export NB-<number> as PDF”, or “remember that I prefer large caps”.";

const WIDGET_WORDS: Record<string, WidgetKind> = {
  portfolio: "portfolio", watchlist: "watchlist", movers: "movers", "top movers": "movers", "market events": "market_events",
  events: "market_events", brief: "brief", "morning brief": "brief", alerts: "alerts", notebook: "notebook", chart: "chart",
  usage: "usage", news: "news", activity: "activity", prices: "prices",
};

function widgetKind(word: string): WidgetKind | null {
  const w = word.toLowerCase().trim().replace(/\s+widget$/u, "");
  if (WIDGET_WORDS[w]) return WIDGET_WORDS[w];
  const snake = w.replace(/\s+/gu, "_");
  return isWidgetKind(snake) ? snake : null;
}

/** The first word of the message that names an asset. */
export function findSymbol(text: string): string | null {
  const lower = text.toLowerCase();
  for (const phrase of ["s&p 500", "s&p"]) if (lower.includes(phrase)) return normaliseSymbol(phrase);
  for (const word of text.split(/[\s,;:()/]+/u)) {
    const s = normaliseSymbol(word);
    if (s && !["I", "MY", "ME", "THE", "AN", "OK", "USD", "SMA", "EMA", "RSI"].includes(s)) return s;
  }
  return null;
}

function number(text: string): number | null {
  const m = /\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(k)?\b/iu.exec(text);
  if (!m) return null;
  const n = Number(m[1]!.replaceAll(",", ""));
  return m[2] ? n * 1000 : n;
}

/** What the turn knows beyond the words (kept tiny: the router stays a pure function). */
export interface RouteState {
  /** A KOL Discussion offer is pending, unexpired, and the agent's latest reply (a bare "yes" confirms it). */
  discussionOffered?: boolean;
}
type Matcher = (t: string, s: RouteState) => RouterPlan | null;

const tools = (...calls: ToolCall[]): RouterPlan => ({ kind: "tools", calls });

/** Teaching a workflow ("teach: morning check = price of BTC; what moved") and memory. */
function teachAndMemory(t: string): RouterPlan | null {
  const teach = teachRequest(t);
  if (teach) return teach;
  if (/\bwhat do you (?:know|remember) about me\b|\bwhat have you learned about me\b|\bmy preferences\b/iu.test(t)) return tools({ name: "recall", args: {} });
  const remember = /^(?:please\s+)?remember(?: that)?\s+(.+)$/iu.exec(t);
  if (remember) return tools({ name: "remember", args: { text: remember[1]!.replace(/[.!]+$/u, ""), kind: /\bprefer|like|interested|care\b/iu.test(remember[1]!) ? "preference" : "fact" } });
  if (/^i (?:prefer|only care about|am interested in|'m interested in)\b/iu.test(t)) return tools({ name: "remember", args: { text: t.replace(/[.!]+$/u, ""), kind: "preference" } });
  return null;
}

const QUOTED = String.raw`["“'‘]([^"”'’]{2,60})["”'’]`;
/** "a workflow", "a new routine", "something": words that describe a workflow rather than name it. */
const GENERIC_NAME = /^(?:(?:a|an|the|my|new|custom|this|one)\s+)*(?:new\s+)?(?:workflow|routine|capability|command|shortcut|macro|procedure|process|trick|something|skill)s?$/iu;
const stepsOf = (text: string) => text.replace(/[.!]+$/u, "").split(/\s*(?:;|\band then\b|\bthen\b|\n)\s*/iu).map((s) => s.trim()).filter((s) => s.length > 1).slice(0, 8);

/**
 * A workflow taught in chat: "teach: morning check = price of BTC; what moved", "teach you a
 * workflow called morning check: …", "when I say 'weekly check', look at my watchlist RSI…".
 * The name is the one the user gave; a description ("a workflow") is not a name, so it asks.
 */
function teachRequest(t: string): RouterPlan | null {
  const draft = (name: string, body: string): RouterPlan => {
    const steps = stepsOf(body);
    return tools({ name: "draft_custom_capability", args: { name: name.trim(), description: `Runs: ${steps.join("; ")}`, steps } });
  };
  const when = new RegExp(String.raw`^(?:from now on,?\s+)?(?:when(?:ever)?|if|each time|every time)\s+i\s+(?:say|type|write|ask(?: for)?)\s+(?:${QUOTED}|([a-z][\w -]{1,40}?))\s*(?:,|:|then\b|-|—)\s*(.+)$`, "iu").exec(t);
  if (when) return draft(when[1] ?? when[2]!, when[3]!);
  const named = new RegExp(String.raw`^(?:please\s+)?(?:teach(?: you)?|learn|create|make|save|set up|add)\s+(?:a|an|the|my)?\s*(?:new\s+)?(?:workflow|routine|capability|command|shortcut|macro)\s+(?:called|named)\s+(?:${QUOTED}|(.+?))\s*(?:=|:|->|\bthat\b|\bwhich\b|\bto\b)\s*(.+)$`, "iu").exec(t);
  if (named) return draft(named[1] ?? named[2]!, named[3]!);
  const teach = /^(?:teach(?: you)?|new (?:capability|workflow|routine)|create an? (?:capability|workflow|routine))[:\s]+(.+?)\s*(?:=|:|->)\s*(.+)$/iu.exec(t) ?? /^(?:teach(?: you)?|new (?:capability|workflow|routine)|create an? (?:capability|workflow|routine))()\s*(?:=|:|->)\s*(.+)$/iu.exec(t);
  if (!teach) return null;
  const name = teach[1]!.trim().replace(/^["“'‘]|["”'’]$/gu, "");
  if (name && !GENERIC_NAME.test(name)) return draft(name, teach[2]!);
  const steps = stepsOf(teach[2]!);
  return { kind: "reply", text: `What should I call this workflow? Say it with a name, e.g. “teach you a workflow called morning check: ${steps.join("; ") || "price of BTC; what moved"}”. Then saying its name runs it.` };
}

/** Dashboard: "add the movers widget to home", "remove the news widget", "move watchlist to the top". */
function dashboardEdit(t: string): RouterPlan | null {
  const widgetAdd = /\b(?:add|put|show|pin)\s+(?:a|an|the|my)?\s*([a-z ]+?)\s+widget\b|\b(?:add|put|pin)\s+(?:a|an|the|my)?\s*([a-z ]+?)\s+(?:to|on)\s+(?:my\s+)?(?:home|dashboard)\b/iu.exec(t);
  if (widgetAdd) {
    const kind = widgetKind(widgetAdd[1] ?? widgetAdd[2] ?? "");
    if (kind) {
      const symbol = kind === "chart" ? findSymbol(t.replace(/\bchart\b/iu, "")) : null;
      return tools({ name: "add_widget", args: symbol ? { kind, symbol } : { kind } });
    }
  }
  const widgetRemove = /\b(?:remove|delete|drop|hide)\s+(?:the|my)?\s*([a-z ]+?)\s+widget\b|\b(?:remove|delete|drop)\s+(?:the|my)?\s*([a-z ]+?)\s+from\s+(?:my\s+)?(?:home|dashboard)\b/iu.exec(t);
  if (widgetRemove) {
    const kind = widgetKind(widgetRemove[1] ?? widgetRemove[2] ?? "");
    if (kind) return tools({ name: "remove_widget", args: { kind } });
  }
  const widgetMove = /\bmove\s+(?:the|my)?\s*([a-z ]+?)(?:\s+widget)?\s+to\s+(?:the\s+)?(top|bottom|first|last|position\s+(\d+))\b/iu.exec(t);
  if (widgetMove) {
    const kind = widgetKind(widgetMove[1]!);
    const where = widgetMove[2]!.toLowerCase();
    const position = where === "top" || where === "first" ? 0 : where === "bottom" || where === "last" ? 10 : Number(widgetMove[3]) - 1;
    if (kind) return tools({ name: "move_widget", args: { kind, position } });
  }
  return null;
}

function watchlist(t: string): RouterPlan | null {
  const watchAdd = /\b(?:add|put)\s+\$?([A-Za-z&]+)\s+(?:to|on)\s+(?:my\s+)?watch\s?list\b/iu.exec(t) ?? /\bwatch\s+\$?([A-Za-z]+)\b/iu.exec(t);
  if (watchAdd) {
    const symbol = normaliseSymbol(watchAdd[1]!) ?? watchAdd[1]!.toUpperCase();
    const target = /\b(?:entry|target|at)\s+\$?(\d[\d,.]*k?)/iu.exec(t);
    return tools({ name: "add_to_watchlist", args: { symbol, entryTarget: target ? number(target[1]!) : null } });
  }
  if (/\bmy\s+watch\s?list\b|\bshow (?:me )?(?:the )?watch\s?list\b/iu.test(t)) return tools({ name: "get_watchlist", args: {} });
  return null;
}

/** Alerts: "alert me when BTC goes above 70000", "set an alert for ETH below 2,500", "alert if SOL moves 10%". */
function alerts(t: string): RouterPlan | null {
  if (!/\balert\b|\b(?:notify|warn|ping|tell|message|email|e-mail) me\b|\blet me know\b|\bgive me a (?:heads[- ]up|shout)\b/iu.test(t)) return null;
  // "tell me about SOL", "let me know what you think": not a condition to watch for.
  if (!/\balert\b/iu.test(t) && !/\b(?:when|if|once|as soon as|whenever)\b/iu.test(t)) return null;
  if (/\b(?:my|list|show)\b.*\balerts\b/iu.test(t)) return tools({ name: "list_alerts", args: {} });
  const symbol = findSymbol(t.replace(/\balert\b/iu, ""));
  const value = number(t.replace(/\d+\s*h(?:ours?)?\b|\b\d+\s*(?:days?|d)\b/giu, ""));
  if (symbol && value !== null) {
    const ratio = /\b([A-Za-z]{2,6})\s*\/\s*([A-Za-z]{2,6})\b/u.exec(t);
    if (ratio) {
      return tools({ name: "set_alert", args: { symbol: ratio[1]!.toUpperCase(), otherSymbol: ratio[2]!.toUpperCase(), type: /\bbelow|under|falls?\b/iu.test(t) ? "ratio_below" : "ratio_above", value } });
    }
    const type = /%|percent|\bper ?cent\b/iu.test(t) ? "change_24h" : /\bbelow|under|drops?|falls?|less than\b/iu.test(t) ? "price_below" : "price_above";
    return tools({ name: "set_alert", args: { symbol, type, value } });
  }
  // Without the word "alert", "let me know if there is news on ETH" is for the other matchers.
  if (!/\balert\b/iu.test(t)) return null;
  return { kind: "reply", text: "Tell me the asset and the level, for example “alert me when BTC goes above 70000” or “alert me if ETH moves 8% in 24h”." };
}

/**
 * Research: "analyze NB-12", "verdicts on NB-13", "explore large-cap crypto for the long term",
 * "deep dive on SOL", "search my notebook for ETF". Explore's choices default to crypto, mid term,
 * large caps when the words do not say.
 */
function research(t: string): RouterPlan | null {
  const ref = /\bNB-\d{1,7}\b/iu.exec(t)?.[0]?.toUpperCase();
  if (ref && /\b(?:verdicts?|second opinions?|experts?)\b/iu.test(t)) return tools({ name: "get_verdicts", args: { analysisRef: ref } });
  if (ref && /\banaly[sz]e|analysis\b/iu.test(t)) return tools({ name: "analyze_idea", args: { ideaRef: ref } });
  const search = /\b(?:search|find)\s+(?:in\s+)?(?:my\s+)?notebook\s+(?:for\s+)?(.+)$/iu.exec(t);
  if (search) return tools({ name: "notebook_search", args: { q: search[1]!.replace(/[?.!]+$/u, "").trim() } });
  const dive = /\bdeep\s?dive\s+(?:on|into|for)?\s*\$?([A-Za-z.&]+)/iu.exec(t);
  if (dive) {
    const symbol = normaliseSymbol(dive[1]!) ?? dive[1]!.toUpperCase();
    return tools({ name: "deep_dive", args: { symbol } });
  }
  const idea = ideaSymbol(t);
  if (idea) return tools({ name: "save_idea", args: { ...exploreChoices(t, getAsset(idea)?.assetClass === "crypto" ? "crypto" : "equities"), symbol: idea } });
  if (/\bexplore\b|\bscan (?:the )?market\b|\bfind (?:me )?candidates\b/iu.test(t)) return tools({ name: "research_explore", args: exploreChoices(t) });
  return null;
}

/** Explore's choices from the words; crypto, mid term and large caps when they do not say. */
function exploreChoices(t: string, fallbackClass: "crypto" | "equities" = "crypto") {
  const assetClass = /\b(?:stocks?|equit(?:y|ies)|shares)\b/iu.test(t) ? "equities" : /\bcrypto\b/iu.test(t) ? "crypto" : fallbackClass;
  const timeframe = /\bnear|short(?:[- ]term)?|this week\b/iu.test(t) ? "near" : /\blong(?:[- ]term)?\b/iu.test(t) ? "long" : "mid";
  const band = /\bmicro|small\b/iu.test(t) ? "micro" : /\bmedium|mid[- ]cap\b/iu.test(t) ? "medium" : "large";
  return { assetClass, timeframe, band };
}

/** "save SOL as an idea", "add SOL to my notebook", "make an idea of SOL", "keep SOL as an idea". */
function ideaSymbol(t: string): string | null {
  const m =
    /\b(?:save|add|keep|make|turn|put|store|record|file)\s+\$?([A-Za-z.&]{2,10})\s+(?:as|into|to|in)\s+(?:an?\s+|my\s+|the\s+)?(?:[\w-]+\s+){0,2}?(?:idea|notebook)\b/iu.exec(t) ??
    /\b(?:save|make|create|add|start)\s+(?:an?\s+|the\s+)?idea\s+(?:on|for|of|about|from)\s+\$?([A-Za-z.&]{2,10})\b/iu.exec(t) ??
    /\b(?:save|make)\s+(?:the\s+)?\$?([A-Za-z.&]{2,10})\s+idea\b/iu.exec(t);
  return m ? normaliseSymbol(m[1]!) : null;
}

/** "what is my largest holding?", "what do I own", "my biggest position", "how much SOL do I hold". */
const HOLDING_QUESTION = /\b(?:largest|biggest|top|main|smallest|best|worst)\s+(?:\w+\s+)?(?:holdings?|positions?|bags?|assets? i (?:hold|own))\b|\bwhat do i (?:hold|own|have)\b|\bhow much (?:\w+ )?do i (?:hold|own|have)\b|\bmy (?:holding|position|stack)s?\b|\bwhat(?:'s| is) in my (?:portfolio|bag)\b/iu;

/** Market questions: movers, events, news, the portfolio, then one asset's price, chart or research. */
function market(t: string): RouterPlan | null {
  if (/\bwhat(?:'s| has| have)? moved\b|\bmovers\b|\bbiggest (?:moves|gainers|losers)\b|\bwhat(?:'s| is) moving\b/iu.test(t)) return tools({ name: "get_movers", args: { limit: 5 } });
  if (/\b(?:market events|depegs?|exploits?|hacks?|bridge halts?|governance emergenc)/iu.test(t)) return tools({ name: "get_market_events", args: { limit: 5 } });
  if (/\bnews\b|\bheadlines?\b/iu.test(t)) return tools({ name: "get_news", args: { symbol: findSymbol(t.replace(/\bnews\b/iu, "")), limit: 5 } });
  if (/\bmy (?:portfolio|holdings|positions|bags?)\b|\bportfolio\b/iu.test(t) || HOLDING_QUESTION.test(t)) return tools({ name: "get_portfolio", args: {} });
  const symbol = findSymbol(t);
  if (!symbol) return null;
  if (/\b(?:should i|buy|sell|worth|invest|good entry|entry)\b/iu.test(t)) {
    return {
      kind: "tools",
      calls: [{ name: "get_price", args: { symbol } }, { name: "show_chart", args: { symbol } }],
      preface: `I don't tell anyone to buy or sell — here is the research on ${symbol}: where it trades, its levels and its risks.`,
    };
  }
  if (/\bchart|graph|plot|sma|ema|moving average\b/iu.test(t)) return tools({ name: "show_chart", args: { ...chartArgs(t, symbol) } });
  if (/\bprice|how much|quote|trading at|worth|doing\b/iu.test(t) || t.split(/\s+/u).length <= 2) return tools({ name: "get_price", args: { symbol } });
  return null;
}

const MATCHERS: readonly Matcher[] = [browserRequest, pdfExportRequest, teachAndMemory, checksMatcher, dashboardEdit, briefPreference, watchlist, assistant, alerts, kolMatcher, research, onchainRoute, market];

export function route(text: string, customNames: readonly string[] = [], state: RouteState = {}): RouterPlan {
  const t = text.trim();
  const lower = t.toLowerCase();
  if (/^(approve|approved|yes,? save it|save it|i approve)\b/iu.test(t)) return { kind: "approve_draft" };
  const custom = customNames.find((n) => lower === n.toLowerCase() || lower === `run ${n.toLowerCase()}`);
  if (custom) return { kind: "run_custom", name: custom };
  for (const match of MATCHERS) {
    const plan = match(t, state);
    if (plan) return plan;
  }
  return { kind: "reply", text: HELP_TEXT };
}
