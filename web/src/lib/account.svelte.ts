import type { Plan } from "$worker/lib/plan";
import { api, ApiError } from "./api";
import { useTimeZone } from "./format";

export interface Account {
  id: string;
  email: string;
  plan: Plan;
  timeZone: string;
  apiAccess: boolean;
  createdAt: string;
  deletionRequestedAt: string | null;
}

/** The signed-in account, shared by the app shell and its pages. */
export const session = $state<{ account: Account | null; loaded: boolean }>({ account: null, loaded: false });

/** Loads the account; returns null when signed out (401), throws on anything else. */
export async function loadAccount(doFetch?: typeof fetch): Promise<Account | null> {
  try {
    session.account = await api<Account>("/app/me", { fetch: doFetch });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    session.account = null;
  }
  // Every date on the site is shown in the account's zone (lib/format).
  useTimeZone(session.account?.timeZone);
  session.loaded = true;
  return session.account;
}
