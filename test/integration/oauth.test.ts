import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { env, identities, json, ORIGIN, signIn } from "./helpers";

/**
 * Google (state + PKCE) and GitHub (state) sign-in through arctic, with the providers' token and
 * user endpoints answered by a loopback-side fake in their real shapes (test/fakes/oauth-providers.ts).
 */
const { address, freshIp } = identities("oauth.example", 45);
const configured = { ...env, GOOGLE_CLIENT_ID: "g-client", GOOGLE_CLIENT_SECRET: "g-secret", GITHUB_CLIENT_ID: "gh-client", GITHUB_CLIENT_SECRET: "gh-secret" };
const app = createApp();

async function fetchApp(path: string, cookies = "", bindings: object = configured): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, { headers: { cookie: cookies, "cf-connecting-ip": "203.0.113.9" }, redirect: "manual" }), bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

async function start(provider: "google" | "github") {
  const response = await fetchApp(`/auth/oauth/${provider}/start?tz=Asia/Tokyo`);
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("location")!);
  return { location, cookies: cookiesOf(response), state: location.searchParams.get("state")! };
}

describe("Google", () => {
  it("redirects with state and a PKCE challenge, then signs in with a verified e-mail", async () => {
    const { location, cookies, state } = await start("google");
    expect(location.host).toBe("accounts.google.com");
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("code_challenge")).toBeTruthy();
    expect(location.searchParams.get("redirect_uri")).toBe(`${ORIGIN}/auth/oauth/google/callback`);
    expect(cookies).toContain("fathom_oauth_verifier=");
    const email = address("google");
    const callback = await fetchApp(`/auth/oauth/google/callback?code=${encodeURIComponent(`g:sub-1:${email}:1`)}&state=${state}`, cookies);
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe("/home");
    const session = cookiesOf(callback).split("; ").find((c) => c.startsWith("fathom_session="))!;
    expect(session).toBeTruthy();
    const me = (await json(await fetchApp("/app/me", session))).data;
    expect(me.email).toBe(email);
    expect(me.timeZone).toBe("Asia/Tokyo");
    const link = await env.DB.prepare("SELECT provider, provider_user_id FROM oauth_accounts WHERE provider_user_id = 'sub-1'").first();
    expect(link).toEqual({ provider: "google", provider_user_id: "sub-1" });
  });

  it("refuses a wrong or missing state, an unverified e-mail and a failing token endpoint — without a session", async () => {
    const email = address("google-bad");
    const first = await start("google");
    const wrongState = await fetchApp(`/auth/oauth/google/callback?code=${encodeURIComponent(`g:sub-2:${email}:1`)}&state=forged`, first.cookies);
    expect(wrongState.headers.get("location")).toBe("/sign-in?error=oauth_state");
    const noCookie = await fetchApp(`/auth/oauth/google/callback?code=${encodeURIComponent(`g:sub-2:${email}:1`)}&state=${first.state}`);
    expect(noCookie.headers.get("location")).toBe("/sign-in?error=oauth_state");
    const second = await start("google");
    const unverified = await fetchApp(`/auth/oauth/google/callback?code=${encodeURIComponent(`g:sub-2:${email}:0`)}&state=${second.state}`, second.cookies);
    expect(unverified.headers.get("location")).toBe("/sign-in?error=oauth_unverified");
    const third = await start("google");
    const failing = await fetchApp(`/auth/oauth/google/callback?code=fail&state=${third.state}`, third.cookies);
    expect(failing.headers.get("location")).toBe("/sign-in?error=oauth_unverified");
    for (const r of [wrongState, noCookie, unverified, failing]) expect(cookiesOf(r)).not.toContain("fathom_session=");
    expect(await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first()).toBeNull();
  });
});

describe("GitHub", () => {
  it("matches an existing account by its verified primary e-mail", async () => {
    const email = address("github");
    await signIn(email, freshIp());
    const existing = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>();
    const { location, cookies, state } = await start("github");
    expect(location.host).toBe("github.com");
    expect(location.searchParams.get("scope")).toContain("user:email");
    const callback = await fetchApp(`/auth/oauth/github/callback?code=${encodeURIComponent(`gh:777:${email}:1`)}&state=${state}`, cookies);
    expect(callback.headers.get("location")).toBe("/home");
    const link = await env.DB.prepare("SELECT user_id FROM oauth_accounts WHERE provider = 'github' AND provider_user_id = '777'").first<{ user_id: string }>();
    expect(link?.user_id).toBe(existing!.id);
  });

  it("refuses an unverified primary e-mail", async () => {
    const { cookies, state } = await start("github");
    const callback = await fetchApp(`/auth/oauth/github/callback?code=${encodeURIComponent(`gh:778:${address("gh-unverified")}:0`)}&state=${state}`, cookies);
    expect(callback.headers.get("location")).toBe("/sign-in?error=oauth_unverified");
  });
});

describe("configuration", () => {
  it("offers providers only when configured; otherwise their routes are 404", async () => {
    const off = await fetchApp("/auth/oauth/google/start", "", env);
    expect(off.status).toBe(404);
    const providers = async (bindings: object) => (await json(await fetchApp("/auth/providers", "", bindings))).data;
    expect(JSON.stringify(await providers(configured))).toContain("google");
    expect(JSON.stringify(await providers(env))).not.toContain("google");
  });
});
