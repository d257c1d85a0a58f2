import { api } from "./api";

/** The Inbox's shapes and the unread count shown in the navigation (one shared state). */
export interface InboxItem {
  id: string;
  kind: "alert" | "brief" | "entry_target";
  title: string;
  body: string;
  data: Record<string, unknown>;
  createdAt: string;
  read: boolean;
}

export interface InboxPage {
  items: InboxItem[];
  unread: number;
  next: string | null;
}

export const inbox = $state({ unread: 0 });

/** Best effort: a failed count leaves the last one (the navigation must not show an error). */
export async function refreshUnread(doFetch?: typeof fetch): Promise<void> {
  try {
    inbox.unread = (await api<{ unread: number }>("/app/inbox/count", doFetch ? { fetch: doFetch } : {})).unread;
  } catch {
    // Keep the last count.
  }
}

export const KIND_LABEL: Record<InboxItem["kind"], string> = { alert: "Alert", brief: "Morning Brief", entry_target: "Entry target" };
