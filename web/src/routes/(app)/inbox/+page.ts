import { api, errorText } from "$lib/api";
import type { InboxPage } from "$lib/inbox.svelte";
import type { PageLoad } from "./$types";

/** The first page of the Inbox, with the filters from the address (?kind=alert&unread=1). */
export const load: PageLoad = async ({ fetch, url }) => {
  const kind = url.searchParams.get("kind") ?? "";
  const unread = url.searchParams.get("unread") === "1";
  const query = new URLSearchParams({ ...(kind ? { kind } : {}), ...(unread ? { unread: "1" } : {}) });
  try {
    return { page: await api<InboxPage>(`/app/inbox?${query}`, { fetch }), kind, unread, error: "" };
  } catch (e) {
    return { page: { items: [], unread: 0, next: null } as InboxPage, kind, unread, error: errorText(e) };
  }
};
