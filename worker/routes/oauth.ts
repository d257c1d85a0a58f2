import { generateCodeVerifier, generateState } from "arctic";
import { and, eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../env";
import { findOrCreateUser, findUserById } from "../auth/accounts";
import { configuredProviders, githubClient, githubIdentity, googleClient, googleIdentity, type OAuthProvider, type VerifiedIdentity } from "../auth/oauth";
import { setSessionCookie } from "../auth/session-cookie";
import { cookieIsSecure } from "../auth/session-rules";
import { createSession } from "../auth/sessions";
import { oauthAccounts } from "../db/schema";
import { AppError } from "../http/errors";
import { constantTimeEqual } from "../lib/crypto";

const STATE_COOKIE = "fathom_oauth_state";
const VERIFIER_COOKIE = "fathom_oauth_verifier";
const TZ_COOKIE = "fathom_oauth_tz";

function provider(c: Context<AppEnv>): OAuthProvider {
  const name = c.req.param("provider");
  if ((name === "google" || name === "github") && configuredProviders(c.env).includes(name)) return name;
  throw new AppError("not_found", { message: "This sign-in provider is not configured." });
}

function shortCookie(c: Context<AppEnv>, name: string, value: string) {
  setCookie(c, name, value, { path: "/auth/oauth", httpOnly: true, secure: cookieIsSecure(new URL(c.req.url)), sameSite: "Lax", maxAge: 600 });
}

export const oauthRoutes = new Hono<AppEnv>()
  .get("/:provider/start", (c) => {
    const name = provider(c);
    const origin = new URL(c.req.url).origin;
    const state = generateState();
    shortCookie(c, STATE_COOKIE, state);
    const tz = c.req.query("tz");
    if (tz && tz.length <= 64) shortCookie(c, TZ_COOKIE, tz);
    if (name === "google") {
      const verifier = generateCodeVerifier();
      shortCookie(c, VERIFIER_COOKIE, verifier);
      return c.redirect(googleClient(c.env, origin).createAuthorizationURL(state, verifier, ["openid", "email"]).toString());
    }
    return c.redirect(githubClient(c.env, origin).createAuthorizationURL(state, ["read:user", "user:email"]).toString());
  })
  .get("/:provider/callback", async (c) => {
    const name = provider(c);
    const origin = new URL(c.req.url).origin;
    const expectedState = getCookie(c, STATE_COOKIE);
    const verifier = getCookie(c, VERIFIER_COOKIE);
    const timeZone = getCookie(c, TZ_COOKIE);
    for (const cookie of [STATE_COOKIE, VERIFIER_COOKIE, TZ_COOKIE]) deleteCookie(c, cookie, { path: "/auth/oauth" });

    const code = c.req.query("code");
    const state = c.req.query("state");
    if (!code || !state || !expectedState || !constantTimeEqual(state, expectedState)) return c.redirect("/sign-in?error=oauth_state");

    let identity: VerifiedIdentity | null = null;
    try {
      identity =
        name === "google"
          ? verifier
            ? await googleIdentity(googleClient(c.env, origin), code, verifier)
            : null
          : await githubIdentity(githubClient(c.env, origin), code);
    } catch (error) {
      c.get("log").log("warn", "auth.oauth_exchange_failed", { provider: name, reason: error instanceof Error ? error.name : "unknown" });
    }
    if (!identity) return c.redirect("/sign-in?error=oauth_unverified");

    const db = c.get("db");
    const now = c.get("clock").now();
    const link = await db
      .select()
      .from(oauthAccounts)
      .where(and(eq(oauthAccounts.provider, name), eq(oauthAccounts.providerUserId, identity.providerUserId)))
      .get();
    const user = (link && (await findUserById(db, link.userId))) || (await findOrCreateUser(db, identity.email, timeZone, now));
    if (!link) await db.insert(oauthAccounts).values({ provider: name, providerUserId: identity.providerUserId, userId: user.id, createdAt: now }).onConflictDoNothing();
    const session = await createSession(db, user.id, now);
    setSessionCookie(c, session.token, session.expiresAt);
    c.get("log").log("info", "auth.signed_in", { userId: user.id, method: name });
    return c.redirect("/home");
  });
