import { api, errorText } from "$lib/api";
import type { PageLoad } from "./$types";

interface Mail { id: number; to: string; subject: string; text: string; sentAt: string }

export const load: PageLoad = async ({ fetch }) => {
  try {
    return { messages: await api<Mail[]>("/dev/mailbox", { fetch }), error: "" };
  } catch (e) {
    return { messages: [] as Mail[], error: errorText(e) };
  }
};
