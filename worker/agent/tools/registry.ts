import { z } from "zod";
import { addToWatchlist, getWatchlist } from "./watchlist";
import { addWidgetTool, moveWidgetTool, removeWidgetTool } from "./dashboard";
import { listAlerts, setAlert } from "./alerts";
import { CHECK_TOOLS } from "./checks";
import { draftCustomCapability, runCustomCapability } from "./custom";
import { getMarketEvents, getNews } from "./news";
import { getMovers } from "./movers";
import { getPortfolio } from "./portfolio";
import { getPrice } from "./price";
import { recall, remember } from "./memory";
import { showChart } from "./chart";
import { AppError, ERROR_CATALOG } from "../../http/errors";
import { RESEARCH_TOOLS } from "./research";
import { ONCHAIN_TOOLS } from "./onchain";
import { BROWSER_TOOLS } from "./browser";
import { KOL_TOOLS } from "./kol";
import { ASSISTANT_TOOLS } from "./assistant";
import { WorkspaceLimitError } from "../limits";
import { fail, type Tool, type ToolContext, type ToolResult } from "./types";

/**
 * The tool registry. Each tool belongs to capabilities; only tools of installed capabilities can
 * be called. Results carry their numbers, source and asOf; the chat shows them (guarded) as they
 * are, whatever the model says around them.
 */
export const TOOLS: readonly Tool[] = [
  getPrice, showChart, getMovers, getNews, getMarketEvents, getPortfolio, getWatchlist, addToWatchlist, setAlert, listAlerts,
  addWidgetTool, removeWidgetTool, moveWidgetTool, remember, recall, draftCustomCapability, runCustomCapability,
  ...RESEARCH_TOOLS,
  ...ONCHAIN_TOOLS,
  ...CHECK_TOOLS,
  ...BROWSER_TOOLS,
  ...KOL_TOOLS,
  ...ASSISTANT_TOOLS,
];

export function findTool(name: string): Tool | undefined {
  return TOOLS.find((t) => t.name === name);
}

export function toolAvailable(name: string, installed: ReadonlySet<string>): boolean {
  const tool = findTool(name);
  return Boolean(tool && (tool.capabilities.length === 0 || tool.capabilities.some((c) => installed.has(c))));
}

export function availableTools(installed: ReadonlySet<string>): Tool[] {
  return TOOLS.filter((t) => toolAvailable(t.name, installed));
}

/** Runs a tool by name with untrusted arguments: unknown or uninstalled tools are refused. */
export async function runTool(name: string, rawArgs: unknown, installed: ReadonlySet<string>, ctx: ToolContext): Promise<ToolResult> {
  const tool = findTool(name);
  if (!tool) return fail(name, "not_found", `There is no tool called "${name.slice(0, 60)}". I can only research; nothing here can trade, withdraw, transfer or sign.`);
  if (!toolAvailable(name, installed)) {
    return fail(name, "conflict", `The ${name} tool belongs to a capability that is not installed. Install it from the Capabilities page.`);
  }
  try {
    return await tool.run(rawArgs, ctx);
  } catch (error) {
    // A cap (memory, alert rules, customs) is the user's to act on: say which, in its own words.
    if (error instanceof WorkspaceLimitError) return fail(name, error.code, error.message);
    // A refusal from a shared store (an unknown symbol, a full watchlist) is the user's to read.
    if (error instanceof AppError && ERROR_CATALOG[error.code].status < 500) return fail(name, error.code, error.message);
    // The provider's own error text may carry URLs or keys: it goes to the log, not to the user.
    console.warn(JSON.stringify({ level: "warn", msg: "agent.tool_failed", tool: name, error: error instanceof Error ? error.name : "unknown" }));
    return fail(name, "upstream_unavailable", "The data source failed. Try again in a moment.");
  }
}

/** OpenAI function-tool definitions for the installed tools. */
export function openAiTools(installed: ReadonlySet<string>) {
  return availableTools(installed).map((t) => ({
    type: "function" as const,
    function: { name: t.name, description: t.description, parameters: z.toJSONSchema(t.input, { io: "input" }) },
  }));
}
