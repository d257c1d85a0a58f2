import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { API_PREFIXES, isApiPath } from "../../web/src/lib/server/forward";

/**
 * The site hook (web/src/hooks.server.ts) forwards the Worker's paths; a prefix the Worker routes
 * but the hook does not forward answers the site's 404 page through the public origin (it
 * happened to /telegram/webhook, which /telegram/setup registers with Telegram). Checked against
 * the Worker's own route table, so the next new prefix cannot be forgotten.
 */

/** A concrete path a route pattern matches: `:param` → a sample segment, a trailing `*` dropped. */
function samplePath(pattern: string): string {
  return pattern
    .replace(/\/\*$/, "")
    .replace(/:[^/{]+(\{[^}]*\})?/g, "x")
    .replace(/\*/g, "x") || "/";
}

// Method ALL entries are middleware (`use`); the Worker declares no `.all()` routes.
const workerPaths = [...new Set(createApp().routes.filter((r) => r.method !== "ALL").map((r) => samplePath(r.path)))];

describe("the site forwards every path the Worker routes", () => {
  it("finds the Worker's routes (the check below is not vacuous)", () => {
    expect(workerPaths.length).toBeGreaterThan(100);
    expect(workerPaths).toContain("/telegram/webhook");
  });

  it.each(workerPaths)("%s is forwarded to the Worker", (path) => {
    expect(isApiPath(path)).toBe(true);
  });

  it("the site's own pages are not forwarded", () => {
    for (const page of ["/", "/sign-in", "/dev/mail", "/developers", "/settings/api-keys", "/portfolios/p1", "/telegram-help", "/v1x", "/apps"]) {
      expect(isApiPath(page), page).toBe(false);
    }
    expect(API_PREFIXES).toContain("/telegram");
  });
});
