import { describe, expect, it } from "vitest";
import { toolActivityTitle, TOOL_ACTIONS } from "../../../worker/agent/tools/labels";
import { TOOLS } from "../../../worker/agent/tools/registry";

/** Activity names each tool run in words (QA found "get_token_holders: refused", "browse_page: …"). */
describe("Activity lines for tool runs", () => {
  it("use the tool's label, with the reason when it was refused", () => {
    expect(toolActivityTitle({ ok: false, tool: "get_token_holders", message: "On-chain is not switched on." })).toBe("Couldn't read the token's holders: On-chain is not switched on.");
    expect(toolActivityTitle({ ok: true, tool: "browse_page", summary: "Opened https://example.com." })).toBe("Open the page: Opened https://example.com.");
  });

  it("every registered tool has a label, so no line falls back to an internal name", () => {
    for (const t of TOOLS) expect(TOOL_ACTIONS[t.name], t.name).toBeDefined();
  });
});
