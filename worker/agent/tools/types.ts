import type { z } from "zod";
import type { AccountData } from "../account-data";
import type { MarketReader } from "../market";
import type { ResearchPort } from "../../research/agent-port";
import type { OnchainPort } from "../../onchain/port";
import type { WorkspaceOps } from "../workspace";
import type { BrowseOutcome, BrowseRequest } from "../../browser/run";
import type { PdfExport, PdfSource } from "../../browser/pdf-export";
import type { KolPort } from "../do/kol";
import { fail, type ToolResult } from "./result";

export { fail, type ToolResult } from "./result";

/**
 * What every tool shares: the context it runs in, the result it returns, and `defineTool`, which
 * turns a typed definition into a registry entry. Every tool reads or edits research state — none
 * trades, withdraws, transfers or signs, and none exists that could.
 */

export interface ToolContext {
  market: MarketReader;
  account: AccountData;
  workspace: WorkspaceOps;
  now: number;
  /** The user's own message this turn: `remember` saves directly only what the user said. */
  userText?: string;
  /** The research pipeline bound to the user (Explore, Notebook…); absent where no D1 is at hand. */
  research?: ResearchPort;
  /** On-chain providers (holders, flows, wallets, DeFi); absent where no D1 is at hand. */
  onchain?: OnchainPort;
  /** Runs a saved (approved) custom capability's steps; set by the chat turn. */
  runCustom?: (name: string) => Promise<ToolResult[] | null>;
  /** Runs one cloud-browser session (worker/agent/do/browser.ts); set by the chat turn. */
  browser?: (req: BrowseRequest) => Promise<BrowseOutcome>;
  /** Prints a Notebook entry or the whole Notebook to a PDF artifact (browser/pdf-export.ts); set by the chat turn. */
  pdf?: (source: PdfSource) => Promise<PdfExport>;
  /** KOL Analysis: followed sources, the modes, the Discussion offer (worker/agent/do/kol.ts). */
  kol?: KolPort;
}

export interface ToolDef<S extends z.ZodType> {
  name: string;
  description: string;
  /** The tool is available when any of these capabilities is installed (empty: always). */
  capabilities: readonly string[];
  input: S;
  run(args: z.infer<S>, ctx: ToolContext): Promise<ToolResult>;
}

/** A registry entry: the schema kept for the model's JSON Schema, the run taking untrusted input. */
export interface Tool {
  name: string;
  description: string;
  capabilities: readonly string[];
  input: z.ZodType;
  run(rawArgs: unknown, ctx: ToolContext): Promise<ToolResult>;
}

/**
 * Erases a definition's argument type without a cast: the returned `run` parses its untrusted
 * input with the same schema, so the typed `run` only ever sees what the schema accepted.
 */
export function defineTool<S extends z.ZodType>(d: ToolDef<S>): Tool {
  return {
    name: d.name,
    description: d.description,
    capabilities: d.capabilities,
    input: d.input,
    async run(rawArgs, ctx) {
      const parsed = d.input.safeParse(rawArgs ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return fail(d.name, "invalid_param", `${issue?.path.join(".") || "arguments"}: ${issue?.message ?? "invalid"}`);
      }
      return d.run(parsed.data, ctx);
    },
  };
}
