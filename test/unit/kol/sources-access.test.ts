import { describe, expect, it } from "vitest";
import type { Bindings } from "../../../worker/env";
import { feedAccess } from "../../../worker/sources/config";
import { feedUrl, FeedUrl } from "../../../worker/sources/fetch";

/** The e2e fixture feed server's one exception to the private-address refusal: development only, loopback only, that origin only. */
const env = (APP_ENV: string, SOURCES_LOOPBACK_ORIGIN?: string) => ({ APP_ENV, SOURCES_LOOPBACK_ORIGIN }) as Partial<Bindings> as Bindings;

describe("feed access", () => {
  it("allows one loopback origin in development only", () => {
    expect(feedAccess(env("development", "http://127.0.0.1:9812"))).toEqual({ loopbackOrigin: "http://127.0.0.1:9812" });
    expect(feedAccess(env("production", "http://127.0.0.1:9812"))).toEqual({});
    expect(feedAccess(env("development", "http://10.0.0.5:80"))).toEqual({});
    expect(feedAccess(env("development", "https://169.254.169.254"))).toEqual({});
    expect(feedAccess(env("development"))).toEqual({});
    expect(feedAccess(env("development", "not a url"))).toEqual({});
  });

  it("the allowed origin passes; every other private address is still refused", () => {
    const access = feedAccess(env("development", "http://127.0.0.1:9812"));
    expect(feedUrl(access).safeParse("http://127.0.0.1:9812/blog.rss").success).toBe(true);
    expect(feedUrl(access).safeParse("http://127.0.0.1:9813/blog.rss").success).toBe(false);
    expect(feedUrl(access).safeParse("http://localhost:9812/blog.rss").success).toBe(false);
    expect(feedUrl(access).safeParse("http://10.0.0.1/feed").success).toBe(false);
    expect(FeedUrl.safeParse("http://127.0.0.1:9812/blog.rss").success).toBe(false);
  });
});
