import { redirect } from "@sveltejs/kit";
import { loadAccount } from "$lib/account.svelte";
import type { PageLoad } from "./$types";

/** The bare origin: Home when signed in, else sign-in. */
export const load: PageLoad = async ({ fetch }) => {
  const account = await loadAccount(fetch).catch(() => null);
  redirect(307, account ? "/home" : "/sign-in");
};
