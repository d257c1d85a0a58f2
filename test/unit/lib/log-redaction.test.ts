import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "../../../worker/lib/log";

/** The Worker's logger never prints an API key, whichever field it reaches and however encoded. */
const KEY = "svc_k0123456789abg1_abcdefghijklmnopqrstuvwxyz234567abcdef";

describe("log lines redact API keys", () => {
  afterEach(() => vi.restoreAllMocks());

  it("in any string field, nested or percent-encoded, and the line stays valid JSON", () => {
    const lines: string[] = [];
    for (const level of ["log", "warn", "error"] as const) vi.spyOn(console, level).mockImplementation((line: string) => void lines.push(line));
    const log = createLogger({ service: "test" }).child({ path: `/v1/portfolios/${KEY}` });
    log.log("info", "request", { path: `/v1/x%22/${encodeURIComponent(encodeURIComponent(KEY))}` });
    log.log("warn", "w", { nested: { message: `bad input ${KEY}` }, list: [KEY] });
    log.log("error", "unhandled", { message: `Unexpected token in ${KEY}`, stack: `at ${KEY}` });
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).not.toMatch(/abcdefghijklmnop/);
      expect(line).toContain("svc_[redacted]");
      expect(() => JSON.parse(line)).not.toThrow();
    }
  });

  it("leaves lines without a key untouched", () => {
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
    createLogger().log("info", "request", { path: "/v1/x%20y", status: 200 });
    expect(JSON.parse(lines[0]!)).toMatchObject({ path: "/v1/x%20y", status: 200 });
  });
});
