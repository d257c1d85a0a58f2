import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { findOrCreateUser } from "../auth/accounts";
import { issueCode, verifyCode } from "../auth/email-sign-in";
import { configuredProviders } from "../auth/oauth";
import { clearSessionCookie, requireSession, setSessionCookie } from "../auth/session-cookie";
import { createSession, deleteAllSessions, deleteSession } from "../auth/sessions";
import { normalizeEmail } from "../auth/sign-in-rules";
import { ok } from "../http/respond";
import { parseInput } from "../http/validate";
import { sendEmail } from "../notify/email";
import { sha256Hex } from "../lib/crypto";
import { oauthRoutes } from "./oauth";
import { takeFromWindow } from "../api/limits/window-limit";

const emailField = z.string().trim().toLowerCase().pipe(z.email({ message: "Enter a valid e-mail address." })).pipe(z.string().max(254));

const StartBody = z.object({ email: emailField });
const VerifyBody = z.object({
  email: emailField,
  code: z.string().trim().regex(/^\d{6}$/, { message: "The code is 6 digits." }),
  timeZone: z.string().max(64).optional(),
});

/** Code checks one client may make per rolling minute, across every address. */
export const MAX_VERIFY_PER_CLIENT_PER_MINUTE = 30;

/** The client a throttle counts against: the connecting IP, hashed so the table holds no raw IPs. */
async function clientKey(request: Request): Promise<string> {
  return sha256Hex(request.headers.get("cf-connecting-ip") ?? request.headers.get("x-real-ip") ?? "unknown");
}

export const authRoutes = new Hono<AppEnv>()
  .get("/providers", (c) => ok(c, { email: true, providers: configuredProviders(c.env) }))
  .post("/email/start", async (c) => {
    const { email } = parseInput(StartBody, c.get("body"));
    const address = normalizeEmail(email);
    const { code } = await issueCode(c.get("db"), address, await clientKey(c.req.raw), c.get("clock").now());
    await sendEmail(c.env, c.get("db"), c.get("log"), {
      to: address,
      kind: "sign_in_code",
      subject: `Your Fathom sign-in code: ${code}`,
      text: `Your Fathom sign-in code is ${code}\n\nIt works once and expires in 10 minutes.\nIf you did not ask for it, ignore this e-mail.\n`,
    });
    // Identical for known and unknown addresses: the answer never says whether an account exists.
    return ok(c, { sent: true, expiresInSeconds: 600 }, { status: 202 });
  })
  .post("/email/verify", async (c) => {
    const { email, code, timeZone } = parseInput(VerifyBody, c.get("body"));
    const now = c.get("clock").now();
    // Per client, before any code is looked at: guessing across many addresses is slowed too.
    await takeFromWindow(c.env, `verify:${await clientKey(c.req.raw)}`, MAX_VERIFY_PER_CLIENT_PER_MINUTE, now, "Too many sign-in attempts from this client.");
    const address = normalizeEmail(email);
    await verifyCode(c.get("db"), address, code, now);
    const user = await findOrCreateUser(c.get("db"), address, timeZone, now);
    const session = await createSession(c.get("db"), user.id, now);
    setSessionCookie(c, session.token, session.expiresAt);
    c.get("log").log("info", "auth.signed_in", { userId: user.id, method: "email" });
    return ok(c, { user: { id: user.id, email: user.email, plan: user.plan } });
  })
  .post("/sign-out", requireSession(), async (c) => {
    await deleteSession(c.get("db"), c.get("sessionTokenHash"));
    clearSessionCookie(c);
    return ok(c, { signedOut: true });
  })
  .post("/sign-out-all", requireSession(), async (c) => {
    const count = await deleteAllSessions(c.get("db"), c.get("user").id);
    clearSessionCookie(c);
    return ok(c, { signedOut: true, sessionsEnded: count });
  })
  .route("/oauth", oauthRoutes);
