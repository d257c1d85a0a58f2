import { describe, expect, it } from "vitest";
import { reroute } from "../../../web/src/hooks";
import { UNROUTED } from "../../../web/src/lib/api-paths";

/**
 * `/v1/` used to match the site's `[area]` page, whose trailing-slash rule answered 308 before the
 * request reached the API. API paths are rerouted where no page is, so `handle` forwards them as sent.
 */
describe("site router and API paths", () => {
  const at = (path: string) => reroute({ url: new URL(`http://fathom.test${path}`), fetch } as Parameters<typeof reroute>[0]);
  it("sends every API path, with or without a trailing slash, past the site's pages", () => {
    for (const path of ["/v1", "/v1/", "/app/", "/health", "/auth/", "/v1/capabilities"]) expect(at(path), path).toBe(UNROUTED);
  });
  it("leaves site pages alone", () => {
    for (const path of ["/markets", "/", "/developers", "/v1x", "/settings/api-keys"]) expect(at(path), path).toBeUndefined();
  });
});
