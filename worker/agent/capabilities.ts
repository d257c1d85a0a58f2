/**
 * The capability catalog: what an agent can install, in the product's four categories, and the
 * status badge each one shows. Badges are computed from the facts of this deployment and this
 * user (what is configured, what is connected), never stored.
 */

export type CapabilityCategory = "Portfolio & Trading" | "Research & Analysis" | "Market Intelligence" | "Utilities";
export const CATEGORIES: readonly CapabilityCategory[] = ["Portfolio & Trading", "Research & Analysis", "Market Intelligence", "Utilities"];

/** What a capability depends on, each turned into a badge when missing. */
export interface CapabilityNeeds {
  /** A user connection (read-only) it cannot work without → "Needs setup". */
  connection?: "exchange" | "messaging";
  /** A binding or provider of this deployment → "Unavailable" when absent. */
  provider?: "browser" | "marketData";
  /** Runs degraded without a language model → "Limited". */
  model?: boolean;
}

export interface CapabilityDef {
  id: string;
  name: string;
  category: CapabilityCategory;
  description: string;
  /** Carries the Pro capability mark. */
  pro: boolean;
  /** Installed when an agent is created. */
  default: boolean;
  needs: CapabilityNeeds;
}

export const CAPABILITIES: readonly CapabilityDef[] = [
  // Portfolio & Trading — read-only: nothing here trades, withdraws, transfers or signs.
  { id: "portfolio", name: "Portfolio", category: "Portfolio & Trading", description: "Reads your portfolios and holdings: value, cost and P&L. Read-only.", pro: false, default: true, needs: { provider: "marketData" } },
  { id: "watchlist", name: "Watchlist", category: "Portfolio & Trading", description: "Reads and adds to your watchlists, with entry targets.", pro: false, default: true, needs: {} },
  { id: "alerts", name: "Alerts", category: "Portfolio & Trading", description: "Alert rules in plain language: absolute price, 24h change, asset ratio.", pro: true, default: true, needs: {} },
  { id: "connections", name: "Exchange & wallet connections", category: "Portfolio & Trading", description: "Reads balances and positions from your connections: exchanges, wallets and CSV statements. Read-only keys only.", pro: true, default: false, needs: { connection: "exchange" } },
  // Research & Analysis
  { id: "coin_research", name: "Coin Research", category: "Research & Analysis", description: "Prices, trend, momentum and levels for crypto assets, with sources.", pro: true, default: true, needs: { provider: "marketData" } },
  { id: "research_narrative", name: "Research Narrative", category: "Research & Analysis", description: "Turns the numbers into a written narrative. Template wording without a model.", pro: true, default: true, needs: { model: true } },
  { id: "equities_research", name: "Equities Research", category: "Research & Analysis", description: "Stocks, ETFs, indexes and commodities data.", pro: true, default: true, needs: { provider: "marketData" } },
  { id: "chart", name: "Chart", category: "Research & Analysis", description: "An interactive price chart inline in chat, with SMA and EMA overlays.", pro: false, default: true, needs: { provider: "marketData" } },
  { id: "notebook", name: "Notebook", category: "Research & Analysis", description: "Saves ideas, analyses and verdicts with stable NB-numbers.", pro: true, default: true, needs: {} },
  { id: "kol_analysis", name: "KOL Analysis", category: "Research & Analysis", description: "Analyst frameworks over your followed sources in three modes: Q&A, Synthesis and Discussion (5–20 minutes, warns first). Rule-based without a model.", pro: true, default: false, needs: {} },
  // Market Intelligence
  { id: "news", name: "News", category: "Market Intelligence", description: "Headlines that matter for what you hold and follow.", pro: false, default: true, needs: { provider: "marketData" } },
  { id: "movers", name: "Market Movers", category: "Market Intelligence", description: "What moved most today, with the size of the move.", pro: false, default: true, needs: { provider: "marketData" } },
  { id: "market_events", name: "Market Events", category: "Market Intelligence", description: "Stablecoin depegs, protocol exploits, governance emergencies, bridge halts.", pro: true, default: true, needs: { provider: "marketData" } },
  { id: "onchain", name: "On-chain Intelligence", category: "Market Intelligence", description: "Whale and smart-money flows, holder analysis, wallet profiling, TVL, yields, fees, revenue, DEX volumes.", pro: true, default: false, needs: { provider: "marketData" } },
  // Utilities
  { id: "dashboard_layout", name: "Dashboard Layout", category: "Utilities", description: "Edits your Home dashboard on request: add, remove and reorder widgets (up to 11).", pro: true, default: true, needs: {} },
  { id: "custom_capabilities", name: "Custom capabilities", category: "Utilities", description: "Teach a workflow in conversation; saved only after you approve the draft.", pro: true, default: true, needs: {} },
  { id: "browser", name: "Browser", category: "Utilities", description: "Opens live pages in a cloud browser, with a session timeline and artifacts.", pro: true, default: false, needs: { provider: "browser" } },
  { id: "messaging", name: "Messaging channel", category: "Utilities", description: "Sends alerts to a connected messaging channel (Telegram).", pro: true, default: false, needs: { connection: "messaging" } },
];

export const DEFAULT_CAPABILITIES: readonly string[] = CAPABILITIES.filter((c) => c.default).map((c) => c.id);

export function findCapability(id: string): CapabilityDef | undefined {
  return CAPABILITIES.find((c) => c.id === id);
}

/** The facts a badge is computed from. */
export interface CapabilityFacts {
  modelConfigured: boolean;
  browserConfigured: boolean;
  marketDataConfigured: boolean;
  connections: { exchange: boolean; messaging: boolean };
}

export type CapabilityBadge = "Unavailable" | "Needs setup" | "Limited";

/** The worst problem wins: Unavailable (nothing the user can do) before Needs setup before Limited. */
export function capabilityBadge(def: CapabilityDef, facts: CapabilityFacts): CapabilityBadge | null {
  const { needs } = def;
  if (needs.provider === "browser" && !facts.browserConfigured) return "Unavailable";
  if (needs.provider === "marketData" && !facts.marketDataConfigured) return "Unavailable";
  if (needs.connection && !facts.connections[needs.connection]) return "Needs setup";
  if (needs.model && !facts.modelConfigured) return "Limited";
  return null;
}

export interface CatalogEntry extends Omit<CapabilityDef, "needs" | "default"> {
  installed: boolean;
  badge: CapabilityBadge | null;
  defaultInstalled: boolean;
}

export function catalogView(installed: ReadonlySet<string>, facts: CapabilityFacts): CatalogEntry[] {
  return CAPABILITIES.map(({ needs: _needs, default: defaultInstalled, ...def }) => ({
    ...def,
    defaultInstalled,
    installed: installed.has(def.id),
    badge: capabilityBadge(findCapability(def.id)!, facts),
  }));
}
