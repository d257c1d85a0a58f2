/** The product's areas, in navigation order. `ready` marks the ones that are built. */
export interface Area {
  slug: string;
  label: string;
  summary: string;
  ready: boolean;
  pro?: boolean;
}

export const AREAS: Area[] = [
  { slug: "home", label: "Home", summary: "Your dashboard: portfolio, watchlist, movers, market events and the latest Morning Brief.", ready: true },
  { slug: "chat", label: "Chat", summary: "Talk to your agent. It researches, charts and remembers what matters to you.", ready: true, pro: true },
  { slug: "explore", label: "Explore", summary: "A guided scan by asset class, timeframe and market cap. Save what is worth keeping as an idea.", ready: true, pro: true },
  { slug: "analyze", label: "Analyze", summary: "Conviction, levels, competitors and valuation for a saved idea.", ready: true, pro: true },
  { slug: "verdicts", label: "Verdicts", summary: "Second opinions from the macro, chart, risk and trade-readiness experts.", ready: true, pro: true },
  { slug: "track", label: "Track", summary: "Portfolio and position snapshots, catalysts, and a scorecard of past calls.", ready: true, pro: true },
  { slug: "notebook", label: "Notebook", summary: "Every idea, analysis and verdict, numbered NB-1, NB-2, …", ready: true },
  { slug: "portfolios", label: "Portfolios", summary: "Your holdings with value, cost and P&L.", ready: true },
  { slug: "connections", label: "Connections", summary: "Read-only wallets, exchange keys and CSV imports that fill portfolios.", ready: true },
  { slug: "watchlists", label: "Watchlists", summary: "Assets you follow, with entry targets.", ready: true },
  { slug: "markets", label: "Markets", summary: "Market overview, top movers with reasons, indicators and market events.", ready: true },
  { slug: "artifacts", label: "Artifacts", summary: "Screenshots, PDFs and data from your agent's browser sessions.", ready: true, pro: true },
  { slug: "activity", label: "Activity", summary: "Everything your agent did and every alert it raised.", ready: true },
  { slug: "alerts", label: "Alerts", summary: "Alert rules your agent checks on every monitoring pass.", ready: true, pro: true },
  { slug: "inbox", label: "Inbox", summary: "Alerts and briefs addressed to you.", ready: true },
  { slug: "capabilities", label: "Capabilities", summary: "Install and remove what your agent can do.", ready: true, pro: true },
  { slug: "settings", label: "Settings", summary: "Time zone, sessions and your account.", ready: true },
];

export function findArea(slug: string): Area | undefined {
  return AREAS.find((a) => a.slug === slug);
}
