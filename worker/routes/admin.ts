import { requireAdminToken } from "./admin-token";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { findUserByEmail } from "../auth/accounts";
import { deleteAccount } from "../account/delete-account";
import { changePlan } from "../billing/plan-change";
import { accountView } from "../account/view";
import { users } from "../db/schema";
import { AppError } from "../http/errors";
import { ok } from "../http/respond";
import { parseInput } from "../http/validate";
import { NameField } from "../lib/fields";
import { createKey, MAX_EXPIRY_DAYS, revokeAllKeys } from "../api/keys/key-service";
import { SCOPES } from "../api/scopes";
import { parseKeyId } from "../api/keys/key-format";
import { apiKeys } from "../db/keys-schema";

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
  .use(requireAdminToken())
  .get("/accounts", async (c) => {
    const { email } = parseInput(EmailBody, { email: c.req.query("email") });
    return ok(c, accountView(await userFor(c, email)));
  })
  .post("/set-plan", async (c) => {
    const { email, plan } = parseInput(EmailBody.extend({ plan: z.enum(["free", "pro"]) }), c.get("body"));
    const user = await userFor(c, email);
    // The same plan change billing makes (worker/billing/plan-change.ts): the agent follows at once.
    const agent = await changePlan(c.env, c.get("db"), user.id, plan);
    c.get("log").log("info", "admin.set_plan", { userId: user.id, plan, agent });
    return ok(c, accountView({ ...user, plan }));
  })
  .post("/api-access", async (c) => {
    const { email, on } = parseInput(EmailBody.extend({ on: z.boolean() }), c.get("body"));
    const user = await userFor(c, email);
    await c.get("db").update(users).set({ apiAccess: on }).where(eq(users.id, user.id));
    // Taking access away takes the keys with it, at once (each key's DO refuses the next call).
    const keysRevoked = on ? 0 : await revokeAllKeys(c.env, c.get("db"), user.id, c.get("clock").now());
    c.get("log").log("info", "admin.api_access", { userId: user.id, on, keysRevoked });
    return ok(c, { ...accountView({ ...user, apiAccess: on }), keysRevoked });
  })
  .post("/create-key", async (c) => {
    const body = parseInput(
      EmailBody.extend({
        name: NameField,
        scopes: z.array(z.enum(SCOPES)).min(1),
        expiresInDays: z.number().int().min(1).max(MAX_EXPIRY_DAYS).optional(),
      }),
      c.get("body"),
    );
    const user = await userFor(c, body.email);
    const created = await createKey(c.env, c.get("db"), user, body, c.get("clock").now());
    c.get("log").log("info", "admin.create_key", { userId: user.id, keyId: created.key.id });
    return ok(c, created, { status: 201 });
  })
  // Per-key limit overrides (support raises a partner's limits; the benchmark lifts them).
  .post("/set-limits", async (c) => {
    const body = parseInput(
      z.object({ keyId: z.string().regex(/^k[0-9a-f]{12}g[1-9][0-9]{0,5}$/), read: z.number().int().min(1).max(1_000_000), write: z.number().int().min(1).max(1_000_000) }),
      c.get("body"),
    );
    const lineage = parseKeyId(body.keyId)!.lineage;
    const row = await c.get("db").select().from(apiKeys).where(eq(apiKeys.id, body.keyId)).get();
    if (!row) throw new AppError("not_found", { param: "keyId", message: "No such key." });
    const result = await c.env.API_KEY.getByName(lineage).setLimits({ read: body.read, write: body.write });
    c.get("log").log("info", "admin.set_limits", { keyId: body.keyId, ...result.limits });
    return ok(c, { keyId: body.keyId, limits: result.limits });
  })
  .post("/delete-account", async (c) => {
    const { email } = parseInput(EmailBody, c.get("body"));
    const user = await userFor(c, email);
    const report = await deleteAccount(c.env, c.get("db"), user.id, user.email);
    c.get("log").log("info", "admin.delete_account", { userId: user.id });
    return ok(c, report);
  });
