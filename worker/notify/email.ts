import { EmailMessage } from "cloudflare:email";
import { devMailbox } from "../db/schema";
import type { Db } from "../db/client";
import { isDevelopment, type Bindings } from "../env";
import type { Logger } from "../lib/log";
import { randomToken, sha256Hex } from "../lib/crypto";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** Optional HTML part: the message becomes multipart/alternative (text first, as RFC 2046 orders them). */
  html?: string;
  /** What the message is, for logs (the subject and body are never logged). */
  kind?: "sign_in_code" | "key_notice" | "alert" | "brief" | "other";
}

/** A minimal RFC 5322 text message; the send_email binding wants raw MIME with a Message-ID. */
export function buildRawMessage(from: string, mail: OutgoingEmail, now = new Date()): string {
  const domain = from.split("@")[1] ?? "fathom.local";
  return [
    `From: Fathom <${from}>`,
    `To: <${mail.to}>`,
    `Subject: ${mail.subject.replace(/[\r\n]+/g, " ")}`,
    `Date: ${now.toUTCString()}`,
    `Message-ID: <${randomToken(12)}@${domain}>`,
    "MIME-Version: 1.0",
    ...(mail.html === undefined ? ["Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: 8bit", "", mail.text] : alternative(mail.text, mail.html)),
  ].join("\r\n");
}

function alternative(text: string, html: string): string[] {
  const boundary = `b_${randomToken(12)}`;
  const part = (type: string, body: string) => [`--${boundary}`, `Content-Type: ${type}; charset=utf-8`, "Content-Transfer-Encoding: 8bit", "", body];
  return [`Content-Type: multipart/alternative; boundary="${boundary}"`, "", ...part("text/plain", text), ...part("text/html", html), `--${boundary}--`];
}

/**
 * Sends through the EMAIL binding. In development every message is also kept in the dev mailbox
 * so sign-in works without a mail server. Failures are logged (never with the subject or body,
 * which may hold a code, nor the plain address) and do not fail the caller: the answer to the user must not depend on
 * whether mail could be delivered (no account enumeration through timing or errors).
 */
export async function sendEmail(env: Bindings, db: Db, log: Logger, mail: OutgoingEmail): Promise<void> {
  if (isDevelopment(env)) {
    await db.insert(devMailbox).values({ toAddress: mail.to, subject: mail.subject, text: mail.text, createdAt: Date.now() });
  }
  try {
    await env.EMAIL.send(new EmailMessage(env.MAIL_FROM, mail.to, buildRawMessage(env.MAIL_FROM, mail)));
  } catch (error) {
    // Never the subject or the body: either may hold a sign-in code. The address is hashed.
    log.log(isDevelopment(env) ? "warn" : "error", "email.send_failed", { kind: mail.kind ?? "other", to: await sha256Hex(mail.to), reason: error instanceof Error ? error.name : "unknown" });
  }
}
