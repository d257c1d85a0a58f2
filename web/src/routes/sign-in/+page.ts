import { redirect } from "@sveltejs/kit";
import { loadAccount } from "$lib/account.svelte";
import { api } from "$lib/api";
import type { PageLoad } from "./$types";

export type Provider = "google" | "github";

export const load: PageLoad = async ({ fetch }) => {
  if (await loadAccount(fetch).catch(() => null)) redirect(307, "/home");
  const { providers } = await api<{ providers: Provider[] }>("/auth/providers", { fetch }).catch(() => ({ providers: [] as Provider[] }));
  return { providers };
};
