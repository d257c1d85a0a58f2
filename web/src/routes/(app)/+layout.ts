import { redirect } from "@sveltejs/kit";
import { loadAccount } from "$lib/account.svelte";
import { errorText } from "$lib/api";
import type { LayoutLoad } from "./$types";

/** The signed-in shell: the account first (into `session`), sign-in when there is none. */
export const load: LayoutLoad = async ({ fetch }) => {
  let account;
  try {
    account = await loadAccount(fetch);
  } catch (e) {
    return { loadError: errorText(e) };
  }
  if (!account) redirect(307, "/sign-in");
  return { loadError: "" };
};
