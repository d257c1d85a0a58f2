/** The agent's tools: one file per capability, gathered in registry.ts. */
export { TOOLS, availableTools, findTool, openAiTools, runTool, toolAvailable } from "./registry";
export type { Tool, ToolContext, ToolResult } from "./types";
export { recentLevels } from "./chart";
export { isWidgetKind } from "../dashboard";
