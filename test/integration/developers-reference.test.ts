import { describe, expect, it } from "vitest";
import { call, json } from "./helpers";
import { exampleOf, operationsOf, segments, type Doc } from "../../web/src/routes/(app)/developers/openapi";

/** The Developers page's reading of the real OpenAPI document the Worker serves. */
describe("the API reference", () => {
  it("gives every operation its response fields and an example in the envelope", { timeout: 60_000 }, async () => {
    const response = await call("/v1/openapi.json");
    expect(response.status).toBe(200);
    const doc = (await json(response)) as Doc;
    const ops = operationsOf(doc);
    expect(ops.length).toBeGreaterThan(20);
    for (const op of ops) {
      expect(op.example, `${op.method} ${op.path}`).not.toBe("");
      const example = JSON.parse(op.example) as Record<string, unknown>;
      expect(example, `${op.method} ${op.path}`).toHaveProperty("data");
      expect(op.errors, `${op.method} ${op.path}`).toContain("401");
    }
    const snapshot = ops.find((o) => o.method === "GET" && o.path === "/portfolios/{id}/snapshot")!;
    expect(snapshot.fields.map((f) => f.name)).toEqual(expect.arrayContaining(["allocation", "history"]));
    expect(snapshot.scope).toBe("portfolio:read");
    const history = (JSON.parse(snapshot.example) as { data: { history: { date: string; value: number }[] } }).data.history;
    expect(history[0]).toEqual({ date: expect.any(String), value: expect.any(Number) });
    const prices = ops.find((o) => o.path === "/market/prices")!;
    expect(prices.params).toContainEqual({ name: "symbols", in: "query", required: true });
    expect(prices.fields.map((f) => f.name)).toEqual(expect.arrayContaining(["symbol", "price", "asOf", "source"]));
  });

  it("renders the description's backticks as code, never literally", async () => {
    const doc = (await json(await call("/v1/openapi.json"))) as Doc;
    const parts = segments(doc.info.description);
    expect(parts.filter((p) => p.code).map((p) => p.text)).toEqual(expect.arrayContaining(["limit", "cursor"]));
    expect(parts.every((p) => !p.text.includes("`"))).toBe(true);
    expect(exampleOf({ type: ["string", "null"], format: "date-time" }, doc)).toBe("2026-01-06T00:00:00.000Z");
  });
});
