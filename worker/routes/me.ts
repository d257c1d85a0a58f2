import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { agentObjectName } from "../account/delete-account";
import { z } from "zod";
import type { AppEnv } from "../env";
import { canonicalTimeZone } from "../auth/accounts";
import { requireSession } from "../auth/session-cookie";
import { users } from "../db/schema";
import { accountView } from "../account/view";
import { ok } from "../http/respond";
import { parseInput } from "../http/validate";

const PatchMe = z.object({
  timeZone: z
    .string()
    .max(64)
    .transform((tz, ctx) => canonicalTimeZone(tz) ?? (ctx.addIssue({ code: "custom", message: "Use an IANA time zone such as Europe/Paris." }), z.NEVER)),
});

export const meRoutes = new Hono<AppEnv>()
  .use(requireSession())
  .get("/me", (c) => ok(c, accountView(c.get("user"))))
  .patch("/me", async (c) => {
    const { timeZone } = parseInput(PatchMe, c.get("body"));
    const user = c.get("user");
    await c.get("db").update(users).set({ timeZone }).where(eq(users.id, user.id));
    // The agent and its Morning Brief follow at once, not when Home is next opened. Only a Pro
    // account can have a running agent (creating or opening one needs Pro; a Free account's agent
    // is paused and takes the zone when it is opened again), so a Free account's change never
    // wakes or creates a Durable Object.
    if (user.plan === "pro") await c.env.AGENT.getByName(agentObjectName(user.id)).followTimeZone(timeZone);
    return ok(c, accountView({ ...user, timeZone }));
  })
  .post("/account/deletion-request", async (c) => {
    const user = c.get("user");
    // Recording the request is idempotent: the first request time is kept.
    const requestedAt = user.deletionRequestedAt ?? c.get("clock").now();
    await c.get("db").update(users).set({ deletionRequestedAt: requestedAt }).where(eq(users.id, user.id));
    c.get("log").log("info", "account.deletion_requested", { userId: user.id });
    return ok(c, accountView({ ...user, deletionRequestedAt: requestedAt }), { status: 202 });
  });
