import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { findUserByEmail } from "../auth/accounts";
import { deleteAccount } from "../account/delete-account";
import { accountView } from "../account/view";
import { users } from "../db/schema";
import { AppError } from "../http/errors";
import { ok } from "../http/respond";
import { parseInput } from "../http/validate";
import { constantTimeEqual } from "../lib/crypto";

/**
 * Operator endpoints behind `npm run admin`. Off (404) unless ADMIN_TOKEN is set; the token is
 * compared in constant time. `npm start` generates a local token in .dev.vars.
 */
const EmailBody = z.object({ email: z.string().trim().toLowerCase().pipe(z.email()) });

async function userFor(c: { get: (k: "db") => AppEnv["Variables"]["db"] }, email: string) {
  const user = await findUserByEmail(c.get("db"), email);
  if (!user) throw new AppError("not_found", { message: `No account for ${email}.`, param: "email" });
  return user;
}

export const adminRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    const expected = c.env.ADMIN_TOKEN;
    if (!expected) throw new AppError("not_found");
    const given = c.req.header("authorization")?.replace(/^Bearer\s+/i, "") ?? "";
    if (!constantTimeEqual(given, expected)) throw new AppError("unauthorized", { message: "Admin token required." });
    return next();
  })
  .get("/accounts", async (c) => {
    const { email } = parseInput(EmailBody, { email: c.req.query("email") });
    return ok(c, accountView(await userFor(c, email)));
  })
  .post("/set-plan", async (c) => {
    const { email, plan } = parseInput(EmailBody.extend({ plan: z.enum(["free", "pro"]) }), c.get("body"));
    const user = await userFor(c, email);
    await c.get("db").update(users).set({ plan }).where(eq(users.id, user.id));
    c.get("log").log("info", "admin.set_plan", { userId: user.id, plan });
    return ok(c, accountView({ ...user, plan }));
  })
  .post("/api-access", async (c) => {
    const { email, on } = parseInput(EmailBody.extend({ on: z.boolean() }), c.get("body"));
    const user = await userFor(c, email);
    await c.get("db").update(users).set({ apiAccess: on }).where(eq(users.id, user.id));
    c.get("log").log("info", "admin.api_access", { userId: user.id, on });
    return ok(c, accountView({ ...user, apiAccess: on }));
  })
  .post("/delete-account", async (c) => {
    const { email } = parseInput(EmailBody, c.get("body"));
    const user = await userFor(c, email);
    const report = await deleteAccount(c.env, c.get("db"), user.id, user.email);
    c.get("log").log("info", "admin.delete_account", { userId: user.id });
    return ok(c, report);
  });
