import { describe, expect, it } from "vitest";
import { TOOLS } from "../../../worker/agent/tools/registry";
import { TOOL_ACTIONS, toolAction } from "../../../worker/agent/tools/labels";

describe("tool labels", () => {
  it("every tool has words for what it does, and no label names a tool", () => {
    for (const tool of TOOLS) {
      expect(TOOL_ACTIONS[tool.name], tool.name).toBeTruthy();
      expect(toolAction(tool.name)).not.toMatch(/_/);
    }
    expect(Object.keys(TOOL_ACTIONS).sort()).toEqual(TOOLS.map((t) => t.name).sort());
    expect(toolAction("made_up")).toBe("do that");
  });
});
