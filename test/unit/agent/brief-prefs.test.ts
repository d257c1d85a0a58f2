import { describe, expect, it } from "vitest";
import { briefPrefs, isBriefPreference } from "../../../worker/agent/brief/prefs";
import { route } from "../../../worker/agent/router";
import { runTool, type ToolContext } from "../../../worker/agent/tools";
import type { WorkspaceOps } from "../../../worker/agent/workspace";
import { emptyMarket } from "../../fakes/agent-market";

describe("brief preferences told to the agent", () => {
  it("reads focus and left-out sections, a later preference overriding an earlier one", () => {
    expect(briefPrefs(["In my brief, skip the movers and focus on SOL and ethereum"])).toEqual({ focus: ["SOL", "ETH"], hide: ["movers"] });
    expect(briefPrefs(["leave out the events from my morning brief", "no more sources synthesis in the brief"])).toEqual({ focus: [], hide: ["watch", "sources"] });
    expect(briefPrefs(["drop the top movers from my brief", "bring back the movers in my brief please"]).hide).toEqual([]);
    expect(briefPrefs(["focus my brief on BTC", "focus the brief on AAPL, MSFT"]).focus).toEqual(["AAPL", "MSFT"]);
  });

  it("ignores what is not about the brief, or names nothing it can act on", () => {
    expect(isBriefPreference("skip the movers")).toBe(false);
    expect(isBriefPreference("add the brief widget to Home")).toBe(false);
    expect(isBriefPreference("what was in my brief today?")).toBe(false);
    expect(isBriefPreference("focus my brief on ZZZZQ")).toBe(false);
    expect(briefPrefs(["I like my brief", "remember that I prefer large caps"])).toEqual({ focus: [], hide: [] });
  });

  it("the built-in assistant saves it as the user's own preference", () => {
    const plan = route("Please leave the movers out of my brief from now on");
    expect(plan).toMatchObject({ kind: "tools", calls: [{ name: "remember", args: { text: "Please leave the movers out of my brief from now on", kind: "preference" } }] });
    expect(route("add the brief widget to Home")).toMatchObject({ kind: "tools", calls: [{ name: "add_widget" }] });
  });

  it("the reply is one paragraph that says what the next brief does differently (not two “Noted…”)", async () => {
    const text = "in my brief, skip the movers and focus on SOL";
    const plan = route(text);
    expect(plan.kind === "tools" && plan.preface).toBeFalsy();
    const workspace = { remember: (t: string, kind: "fact" | "preference") => ({ id: "m1", text: t, kind, status: "saved", createdAt: 0 }) } as unknown as WorkspaceOps;
    const ctx: ToolContext = { market: emptyMarket(), account: {} as ToolContext["account"], workspace, now: 0, userText: text };
    const r = await runTool("remember", { text, kind: "preference" }, new Set(), ctx);
    expect(r).toMatchObject({ ok: true, summary: "Noted for your Morning Brief: the next one leads with SOL and leaves out the top movers. You can review or remove it in Settings → Agent." });
    const back = await runTool("remember", { text: "bring back the movers in my brief", kind: "preference" }, new Set(), { ...ctx, userText: "bring back the movers in my brief" });
    expect(back.ok && back.summary).toBe("Noted for your Morning Brief: the next one brings back the top movers. You can review or remove it in Settings → Agent.");
    expect((r.ok ? r.summary : "").match(/Noted/gu)).toHaveLength(1);
  });
});
