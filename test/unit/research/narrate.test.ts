import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Bindings } from "../../../worker/env";
import { narrate, plainText } from "../../../worker/research/narrate";

/**
 * A model that never answers: the report waits at most its timeout, then keeps the template's
 * words, labelled. The server is on loopback and holds every request open (what a hung upstream
 * does); the product's real `openai` client talks to it.
 */
let server: Server;
let baseURL = "";
const held: { end: () => void }[] = [];

beforeAll(async () => {
  server = createServer((_req, res) => void held.push(res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  for (const r of held) r.end();
  await new Promise((resolve) => server.close(resolve));
});

describe("the narrator's timeout", () => {
  it("a hung model gives the template's words, labelled, after the timeout", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const started = Date.now();
    const out = await narrate({} as Bindings, { apiKey: "k", baseURL, model: "m", timeoutMs: 300 }, { kind: "analysis", result: { symbol: "SOL" }, template: ["Template words."], usage: { userId: "u", key: "k" } });
    expect(out.narration).toEqual({ by: "template", label: "template", reason: "model_failed" });
    expect(out.lines).toEqual(["Template words.", "", "_Words: template narrator (the model failed or did not answer in time)._"]);
    expect(held.length).toBe(1);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(warn.mock.calls.map((c) => JSON.parse(String(c[0])))).toEqual([{ level: "warn", msg: "research.prose_model_failed", kind: "analysis", error: "timeout" }]);
    warn.mockRestore();
  });
});

describe("the narrator's prose", () => {
  it("is plain text: headings, list markers and table pipes the model adds are dropped", () => {
    expect(plainText("## Summary\n\n- SOL closed at 176.65.\n1. Second point.\n| a | b |")).toBe("Summary\n\nSOL closed at 176.65.\nSecond point.\n  a   b  ");
  });
});
