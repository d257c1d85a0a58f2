import type { Bindings } from "../env";
import type { Plan } from "../lib/plan";

/**
 * The account's plan for `GET /capabilities`, remembered per isolate for a short while so the hot
 * path does not read D1 on every call. A plan change shows within PLAN_TTL_MS.
 */
const PLAN_TTL_MS = 30_000;
const cache = new Map<string, { plan: Plan; until: number }>();

export async function planOf(env: Bindings, userId: string, now: number): Promise<Plan> {
  const hit = cache.get(userId);
  if (hit && hit.until > now) return hit.plan;
  const row = await env.DB.prepare("SELECT plan FROM users WHERE id = ?").bind(userId).first<{ plan: Plan }>();
  const plan = row?.plan ?? "free";
  if (cache.size > 10_000) cache.clear();
  cache.set(userId, { plan, until: now + PLAN_TTL_MS });
  return plan;
}
