import { eq } from "drizzle-orm";
import { appOrigin } from "../agent/brief/deliver";
import { escapeHtml } from "../agent/brief/render";
import type { Db } from "../db/client";
import type { NotifyType } from "../db/inbox-schema";
import { users } from "../db/schema";
import type { Bindings } from "../env";
import { emailEnabled, stopToken } from "../inbox/prefs";
import type { Logger } from "../lib/log";
import { sendEmail } from "../notify/email";

/**
 * E-mail for alerts and entry-target hits, only when the user chose it for that type: one
 * message per pass (not one per alert), HTML and text, a link back and a one-click stop.
 */
export interface Notice {
  title: string;
  body: string;
}

const SUBJECT: Record<Exclude<NotifyType, "brief">, string> = { alert: "Fathom alert", entry_target: "Watchlist entry target reached" };

export async function emailNotices(env: Bindings, db: Db, log: Logger, userId: string, type: Exclude<NotifyType, "brief">, notices: readonly Notice[]): Promise<boolean> {
  if (notices.length === 0 || !(await emailEnabled(db, userId, type))) return false;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return false;
  const origin = appOrigin(env);
  const stop = `${origin}/stop?token=${encodeURIComponent(await stopToken(env, userId, type))}`;
  const inbox = `${origin}/inbox`;
  const text = [...notices.flatMap((n) => [n.title, n.body, ""]), `Open your Inbox: ${inbox}`, `Stop these e-mails (one click): ${stop}`, ""].join("\n");
  const html = `<!doctype html><html><body>${notices.map((n) => `<h2>${escapeHtml(n.title)}</h2><p style="white-space:pre-wrap">${escapeHtml(n.body)}</p>`).join("")}<p><a href="${escapeHtml(inbox)}">Open your Inbox</a></p><p style="color:#666;font-size:12px">Research only, never advice to buy or sell. <a href="${escapeHtml(stop)}">Stop these e-mails</a></p></body></html>`;
  const subject = notices.length === 1 ? `${SUBJECT[type]}: ${notices[0]!.title}` : `${SUBJECT[type]}: ${notices.length} new`;
  await sendEmail(env, db, log, { to: user.email, kind: "alert", subject: subject.slice(0, 200), text, html });
  return true;
}
