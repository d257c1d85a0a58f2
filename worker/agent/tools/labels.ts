/**
 * What each tool does, in the words a user would use: shown on a failed tool card ("Couldn't
 * draw the chart: …") instead of the internal tool name. Pure data, imported by the site.
 */
export const TOOL_ACTIONS: Readonly<Record<string, string>> = {
  add_to_watchlist: "add it to the watchlist",
  analyze_idea: "analyze the idea",
  deep_dive: "write the DeepDive report",
  get_verdicts: "get the verdicts",
  notebook_search: "search the Notebook",
  research_explore: "explore the market",
  save_idea: "save the idea",
  add_widget: "add the widget",
  draft_custom_capability: "draft the custom capability",
  get_market_events: "read the market events",
  get_movers: "read today's movers",
  get_news: "read the news",
  get_portfolio: "read your portfolio",
  get_price: "get the price",
  get_watchlist: "read your watchlist",
  list_alerts: "list your alerts",
  add_check: "save the recurring check",
  list_checks: "list your recurring checks",
  remove_check: "remove the recurring check",
  move_widget: "move the widget",
  recall: "read what I remember",
  remember: "save that to memory",
  remove_widget: "remove the widget",
  run_custom_capability: "run the custom capability",
  set_alert: "set the alert",
  show_chart: "draw the chart",
  // On-chain (worker/agent/tools/onchain.ts)
  get_token_holders: "read the token's holders",
  get_whale_flows: "read the large transfers",
  profile_wallet: "profile the wallet",
  get_defi_metrics: "read the DeFi figures",
  browse_page: "open the page",
  export_pdf: "make the PDF",
  follow_source: "follow the feed",
  list_sources: "list your sources",
  kol_ask: "read what your sources say",
  kol_synthesis: "write the synthesis",
  kol_discussion: "start the discussion",
  remove_alert: "remove the alert",
  get_indicators: "read the indicators",
  compare_assets: "compare the assets",
  explain_move: "explain the move",
};

export function toolAction(tool: string): string {
  return TOOL_ACTIONS[tool] ?? "do that";
}

/**
 * An Activity line for one tool run, in words: "Read the token's holders: …" or "Couldn't read
 * the token's holders: <why>" — never the internal tool name ("get_token_holders: refused").
 */
export function toolActivityTitle(r: { ok: true; tool: string; summary: string } | { ok: false; tool: string; message: string }): string {
  const action = toolAction(r.tool);
  if (!r.ok) return `Couldn't ${action}: ${r.message}`;
  return `${action[0]!.toUpperCase()}${action.slice(1)}: ${r.summary}`;
}
