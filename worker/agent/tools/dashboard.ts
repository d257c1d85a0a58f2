import { z } from "zod";
import { WIDGET_KINDS, WIDGET_LABELS } from "../dashboard";
import { TickerField, intField, symbolOf } from "./fields";
import { defineTool, fail } from "./types";

export const addWidgetTool = defineTool({
  name: "add_widget",
  description: `Adds a widget to the user's Home dashboard (at most 11). Kinds: ${WIDGET_KINDS.join(", ")}.`,
  capabilities: ["dashboard_layout"],
  input: z.object({ kind: z.enum(WIDGET_KINDS), symbol: TickerField.optional() }),
  async run({ kind, symbol }, ctx) {
    const s = symbol ? (symbolOf(symbol) ?? undefined) : undefined;
    const r = ctx.workspace.addWidget(kind, s);
    if (!r.ok) return fail("add_widget", r.code, r.message);
    return { ok: true, tool: "add_widget", summary: `Added the ${WIDGET_LABELS[kind]}${s ? ` (${s})` : ""} widget to Home (${r.layout.length} of 11).`, data: { layout: r.layout } };
  },
});

export const removeWidgetTool = defineTool({
  name: "remove_widget",
  description: "Removes a widget from the Home dashboard.",
  capabilities: ["dashboard_layout"],
  input: z.object({ kind: z.enum(WIDGET_KINDS) }),
  async run({ kind }, ctx) {
    const r = ctx.workspace.removeWidget(kind);
    if (!r.ok) return fail("remove_widget", r.code, r.message);
    return { ok: true, tool: "remove_widget", summary: `Removed the ${WIDGET_LABELS[kind]} widget from Home.`, data: { layout: r.layout } };
  },
});

export const moveWidgetTool = defineTool({
  name: "move_widget",
  description: "Moves a widget to a position on the Home dashboard (0 = first).",
  capabilities: ["dashboard_layout"],
  input: z.object({ kind: z.enum(WIDGET_KINDS), position: intField(0, 10, "position") }),
  async run({ kind, position }, ctx) {
    const r = ctx.workspace.moveWidget(kind, position);
    if (!r.ok) return fail("move_widget", r.code, r.message);
    return { ok: true, tool: "move_widget", summary: `Moved the ${WIDGET_LABELS[kind]} widget to position ${position + 1}.`, data: { layout: r.layout } };
  },
});
