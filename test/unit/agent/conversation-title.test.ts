import { describe, expect, it } from "vitest";
import { conversationTitle, TITLE_MAX_CHARS } from "../../../worker/agent/conversation-title";
import { waitText } from "../../../web/src/lib/format";

describe("conversation titles", () => {
  it("keeps a short first message as it is, on one line", () => {
    expect(conversationTitle("  What moved\n BTC today? ")).toBe("What moved BTC today?");
    expect(conversationTitle("   ")).toBe("New conversation");
  });

  it("cuts a long one after the last whole word, with an ellipsis", () => {
    const text = "Compare the thirty day realised volatility of Solana against Ethereum and Bitcoin over the last quarter please";
    const title = conversationTitle(text);
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX_CHARS);
    expect(title.endsWith("…")).toBe(true);
    const words = title.slice(0, -1).split(" ");
    expect(text.split(" ").slice(0, words.length)).toEqual(words);
  });

  it("cuts one endless word rather than returning nothing", () => {
    const title = conversationTitle("x".repeat(200));
    expect(title).toBe(`${"x".repeat(TITLE_MAX_CHARS - 1)}…`);
  });
});

describe("waits shown to people", () => {
  it("says seconds, minutes and hours, never a raw count of seconds over a minute", () => {
    expect(waitText(45)).toBe("45 s");
    expect(waitText(0.2)).toBe("1 s");
    expect(waitText(60)).toBe("1 min");
    expect(waitText(1373)).toBe("23 min");
    expect(waitText(3600)).toBe("1 h");
    expect(waitText(7500)).toBe("2 h 5 min");
  });
});
