import type { SignedInUser } from "../env";

/** What the site and the API show of an account. Keeps internal columns out of responses. */
export function accountView(user: SignedInUser) {
  return {
    id: user.id,
    email: user.email,
    plan: user.plan,
    timeZone: user.timeZone,
    apiAccess: user.apiAccess,
    createdAt: new Date(user.createdAt).toISOString(),
    deletionRequestedAt: user.deletionRequestedAt === null ? null : new Date(user.deletionRequestedAt).toISOString(),
  };
}
