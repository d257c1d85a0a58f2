import type { ErrorCode } from "../../http/errors";

/**
 * What a tool answers, stored with the message and shown as a card. Kept apart from the tool
 * context (market reader, account data) so the site can import the shape without the Worker's
 * runtime modules.
 */
export type ToolResult =
  | { ok: true; tool: string; summary: string; data: unknown; asOf?: string; source?: string }
  | { ok: false; tool: string; code: ErrorCode; message: string };

export function fail(tool: string, code: ErrorCode, message: string): ToolResult {
  return { ok: false, tool, code, message };
}
