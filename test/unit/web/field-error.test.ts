import { describe, expect, it } from "vitest";
import { fieldErrorOf } from "../../../web/src/lib/field-error";
import { plural, points } from "../../../web/src/lib/format";

// The shape of lib/api.ts's ApiError (not imported: it needs the browser's fetch types).
const refusal = (param: string | undefined, message: string) => Object.assign(new Error(message), { status: 400, body: { code: "invalid_param", message, hint: "", nextActions: [], retryable: false, ...(param ? { param } : {}) } });

describe("a refusal shown at its field", () => {
  it("splits the API's message into the field's message and its did-you-mean", () => {
    expect(fieldErrorOf(refusal("symbol", "symbol: unknown symbol SOLX. Did you mean SOL, SOLO?"))).toEqual({ param: "symbol", message: "Unknown symbol SOLX.", suggestions: ["SOL", "SOLO"] });
    expect(fieldErrorOf(refusal("symbol", "symbol: unknown symbol XYZQ."))).toEqual({ param: "symbol", message: "Unknown symbol XYZQ.", suggestions: [] });
  });
  it("is null for errors that name no field", () => {
    expect(fieldErrorOf(refusal(undefined, "Something failed."))).toBeNull();
    expect(fieldErrorOf(new Error("x"))).toBeNull();
  });
});

describe("small text", () => {
  it("counts with the right noun and writes unknown points without a unit", () => {
    expect(plural(1, "rule")).toBe("1 rule");
    expect(plural(2, "rule")).toBe("2 rules");
    expect(plural(1, "entry", "entries")).toBe("1 entry");
    expect(points(null)).toBe("—");
    expect(points(1.25)).toBe("+1.3 pp");
    expect(points(-0.5)).toBe("-0.5 pp");
  });
});
