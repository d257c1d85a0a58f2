import { eq } from "drizzle-orm";
import type { Bindings } from "../env";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { agentObjectName } from "../account/delete-account";
import type { PauseReason } from "../agent/lifecycle";
import type { Plan } from "../lib/plan";

/**
 * The one plan change (billing and `npm run admin -- set-plan` both call it): the plan in D1 is
 * written first — it is the source the rest of the product reads — then the agent follows at
 * once: Free pauses it with the reason (open chats close), Pro reactivates a paused one, which
 * resumes its Morning Brief schedule. Returns the agent's state after, or why nothing changed (no
 * agent, already in that state) — never an error, since the plan change itself succeeded.
 */
export async function changePlan(env: Bindings, db: Db, userId: string, plan: Plan, reason: PauseReason = "subscription_cancelled"): Promise<string> {
  await db.update(users).set({ plan }).where(eq(users.id, userId));
  const stub = env.AGENT.getByName(agentObjectName(userId));
  const result = plan === "free" ? await stub.pause(reason) : await stub.reactivate("pro");
  return result.ok ? result.agent.state : `unchanged (${result.code})`;
}
