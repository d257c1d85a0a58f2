import { createEntry } from "../../notebook/store";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import type { Bindings } from "../../env";
import { addInboxItem, type InboxItemView } from "../../inbox/store";
import { emailEnabled, stopToken } from "../../inbox/prefs";
import type { Logger } from "../../lib/log";
import type { ActivityStore } from "../../monitor/activity";
import { sendEmail } from "../../notify/email";
import type { Brief } from "./compose";
import { briefHtml, briefText } from "./render";

/**
 * Delivery in the product's order: the Inbox item the Home brief widget reads (and a socket event
 * for an open Home), then e-mail when the user has not stopped it. Never chat, never Telegram.
 * One brief per local day: a retried handler finds the day's item and sends nothing twice.
 */

export interface DeliverInput {
  env: Bindings;
  db: Db;
  log: Logger;
  userId: string;
  /** The user's local day, YYYY-MM-DD: the brief's dedup key. */
  day: string;
  now: number;
  activity: ActivityStore;
  broadcast(event: Record<string, unknown>): void;
}

export function appOrigin(env: Bindings): string {
  return (env.APP_ORIGIN ?? "http://localhost:8787").replace(/\/+$/, "");
}

export async function deliverBrief(d: DeliverInput, brief: Brief): Promise<{ item: InboxItemView | null; steps: string[] }> {
  // An agent whose account row is gone (deletion under way) has no one to deliver to.
  const [user] = await d.db.select({ email: users.email }).from(users).where(eq(users.id, d.userId));
  if (!user) return { item: null, steps: [] };
  const text = briefText(brief);
  const item = await addInboxItem(d.db, { userId: d.userId, kind: "brief", title: brief.headline, body: text, data: { brief: { ...brief }, day: d.day }, dedupKey: `brief:${d.day}` }, d.now);
  if (!item) return { item: null, steps: [] };
  const steps = ["widget"];
  d.broadcast({ type: "brief", item });
  await keepInNotebook(d, brief, text);
  if (await emailEnabled(d.db, d.userId, "brief")) {
    const origin = appOrigin(d.env);
    const stop = `${origin}/stop?token=${encodeURIComponent(await stopToken(d.env, d.userId, "brief"))}`;
    const links = { home: `${origin}/home`, stop, chat: (q: string) => `${origin}/chat?q=${encodeURIComponent(q)}` };
    const footer = `\n\nOpen Fathom: ${links.home}\nStop Morning Brief e-mails (one click): ${stop}\n`;
    await sendEmail(d.env, d.db, d.log, { to: user.email, kind: "brief", subject: `Morning Brief: ${brief.headline}`.slice(0, 200), text: text + footer, html: briefHtml(brief, links) });
    steps.push("email");
  }
  d.activity.add("brief", `Morning Brief: ${brief.headline}`, { inboxId: item.id, day: d.day, delivered: steps.join(",") }, d.now);
  return { item, steps };
}

/**
 * Past briefs are kept in the Notebook (kind Brief, with an NB-number) beside the Inbox copy the
 * widget reads. Once per day (the Inbox item above is deduplicated per day); a full Notebook is
 * logged, never a reason to hold the brief back.
 */
async function keepInNotebook(d: DeliverInput, brief: Brief, text: string): Promise<void> {
  try {
    await createEntry(d.db, d.userId, { kind: "Brief", title: `Morning Brief · ${d.day}`, body: text, data: { brief, day: d.day }, asOf: d.now }, d.now);
  } catch (error) {
    d.log.log("warn", "brief.notebook_failed", { userId: d.userId, error: error instanceof Error ? error.message : "unknown" });
  }
}
