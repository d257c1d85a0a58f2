import { describe, expect, it } from "vitest";
import { route } from "../../../worker/agent/router";

/** The built-in assistant's KOL routes (no model). */
const call = (t: string) => {
  const plan = route(t);
  return plan.kind === "tools" ? plan.calls[0] : plan;
};

describe("KOL routes", () => {
  it("asks, synthesises, warns, confirms", () => {
    expect(call("what do my sources say about ETH?")).toMatchObject({ name: "kol_ask", args: { symbol: "ETH" } });
    expect(call("What are my KOLs saying about solana")).toMatchObject({ name: "kol_ask", args: { symbol: "SOL" } });
    expect(call("synthesis on SOL")).toMatchObject({ name: "kol_synthesis", args: { symbol: "SOL" } });
    expect(call("start a discussion on BTC")).toMatchObject({ name: "kol_discussion", args: { symbol: "BTC", confirm: false } });
    expect(call("yes, start it")).toEqual({ name: "kol_discussion", args: { confirm: true } });
    expect(call("start a discussion")).toMatchObject({ kind: "reply" });
  });

  it("a bare yes confirms only the Discussion offer the turn says is pending and latest", () => {
    const offered = { discussionOffered: true };
    for (const t of ["Yes", "yes.", "ok", "Sure!", "yep", "go ahead", "confirm"]) {
      expect(route(t, [], offered)).toEqual({ kind: "tools", calls: [{ name: "kol_discussion", args: { confirm: true } }] });
      // Nothing pending (or the latest offer was something else): it falls through to the other routes.
      const plan = route(t);
      expect(plan.kind === "tools" && plan.calls.some((c) => c.name === "kol_discussion")).toBe(false);
    }
    expect(route("yes")).toEqual(route("some words nobody routes"));
    // The explicit phrase still reaches the tool, which checks the offer itself.
    expect(call("start it")).toEqual({ name: "kol_discussion", args: { confirm: true } });
    expect(call("yes, run it")).toEqual({ name: "kol_discussion", args: { confirm: true } });
    // A longer sentence is never read as a bare yes, and "yes, save it" stays with the draft.
    expect(route("yes, save it", [], offered)).toEqual({ kind: "approve_draft" });
    expect(route("yes the price of BTC", [], offered)).not.toMatchObject({ calls: [{ name: "kol_discussion" }] });
  });

  it("follows and lists sources", () => {
    expect(call("follow https://onchainweekly.substack.com/feed by Ben Ortiz")).toEqual({ name: "follow_source", args: { url: "https://onchainweekly.substack.com/feed", kol: "Ben Ortiz" } });
    expect(call("follow https://example.com/rss.")).toEqual({ name: "follow_source", args: { url: "https://example.com/rss" } });
    expect(call("show my sources")).toEqual({ name: "list_sources", args: { refresh: false } });
  });

  it("leaves the other routes alone", () => {
    expect(call("price of BTC")).toMatchObject({ name: "get_price" });
    expect(call("yes, save it")).toEqual({ kind: "approve_draft" });
    expect(call("deep dive on SOL")).toMatchObject({ name: "deep_dive" });
    expect(call("news on ETH")).toMatchObject({ name: "get_news" });
  });
});
