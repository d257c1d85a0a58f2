import { describe, expect, it } from "vitest";
import exec from "../../fixtures/guard/exec.json";
import { EXECUTION_NOTICE, GUARDRAIL_NOTICE, guardReply, isExecutionClaim } from "../../../worker/agent/guard/index";

describe("execution claims", () => {
  for (const claim of exec.claims) {
    it(`rewrites: ${claim}`, () => {
      expect(isExecutionClaim(claim)).toBe(true);
      const r = guardReply(claim);
      expect(r.action).toBe("blocked");
      expect(r.text).toBe(EXECUTION_NOTICE);
    });
  }
  for (const fact of exec.research) {
    it(`passes: ${fact}`, () => expect(guardReply(fact)).toEqual({ action: "pass", text: fact, flagged: [] }));
  }

  it("replaces the issue's example with the fact, once, and keeps research around it", () => {
    const r = guardReply("BTC is at 64,210. Placing your order now. Done: order placed, funds transferred. Support is 61,900.");
    expect(r.action).toBe("rewritten");
    expect(r.text).toBe(`BTC is at 64,210. ${EXECUTION_NOTICE} Support is 61,900.`);
    expect(r.flagged).toEqual(["Placing your order now.", "Done: order placed, funds transferred."]);
  });

  it("shows both facts when a reply both instructs and claims", () => {
    const r = guardReply("Buy ETH now. I bought 2 ETH for you.");
    expect(r.action).toBe("blocked");
    expect(r.text).toContain(EXECUTION_NOTICE);
    expect(guardReply(`${EXECUTION_NOTICE} ${GUARDRAIL_NOTICE}`).action).toBe("pass");
  });
});
