import type { EventRow } from "../store";
import type { MarketEventKind, NewsItem } from "../types";

/**
 * Events read from headlines. Conservative on purpose: a headline must name the thing (exploit,
 * governance emergency, bridge halt) in words that rarely mean anything else.
 */
const PATTERNS: [Exclude<MarketEventKind, "depeg">, RegExp][] = [
  ["bridge_halt", /\bbridge\b.*\b(halt(s|ed)?|paus(e|es|ed)|suspend(s|ed)?|frozen|freez(e|es))\b|\b(halt(s|ed)?|paus(e|es|ed)|suspend(s|ed)?)\b.*\bbridge\b/i],
  ["exploit", /\b(exploit(ed)?|hack(ed)?|heist|drain(ed)?|attacker|stolen)\b/i],
  ["governance", /\bemergency\b.*\b(proposal|vote|governance|dao|shutdown)\b|\bgovernance (attack|takeover|emergency)\b/i],
];

export function classifyHeadline(title: string): Exclude<MarketEventKind, "depeg"> | null {
  for (const [kind, re] of PATTERNS) if (re.test(title)) return kind;
  return null;
}

export function headlineEvent(item: NewsItem, detectedAt: number): EventRow | null {
  const kind = classifyHeadline(item.title);
  if (!kind) return null;
  return {
    id: `${kind}:news:${item.id}`,
    kind,
    subject: item.symbols[0] ?? "market",
    title: item.title,
    status: "reported",
    severity: kind === "exploit" || kind === "bridge_halt" ? "warning" : "info",
    startedAt: item.publishedAt,
    endedAt: null,
    lastSeenAt: item.publishedAt,
    source: `news:${item.feed}`,
    asOf: item.publishedAt,
    label: null,
    evidence: JSON.stringify({ headline: item.title, link: item.link, symbols: item.symbols }),
    detectedAt,
  };
}
