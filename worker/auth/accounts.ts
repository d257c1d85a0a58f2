import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import type { SignedInUser } from "../env";
import { newId } from "../lib/crypto";

/**
 * The canonical IANA name of a zone Intl accepts ("europe/paris" → "Europe/Paris"), or null.
 * What is stored is what every later comparison and display reads, so it is stored canonical.
 */
export function canonicalTimeZone(tz: string): string | null {
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: tz }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export async function findUserByEmail(db: Db, email: string): Promise<SignedInUser | undefined> {
  return db.select().from(users).where(eq(users.email, email)).get();
}

export async function findUserById(db: Db, id: string): Promise<SignedInUser | undefined> {
  return db.select().from(users).where(eq(users.id, id)).get();
}

/**
 * Sign-in creates the account the first time an address proves itself. The browser's time zone
 * is taken at sign-up only; afterwards the user edits it in settings.
 */
export async function findOrCreateUser(db: Db, email: string, timeZone: string | undefined, now: number): Promise<SignedInUser> {
  const existing = await findUserByEmail(db, email);
  if (existing) return existing;
  const tz = (timeZone && canonicalTimeZone(timeZone)) || "UTC";
  await db
    .insert(users)
    .values({ id: newId("usr"), email, timeZone: tz, createdAt: now })
    .onConflictDoNothing({ target: users.email });
  // Two first sign-ins can race; whichever insert won, read the one row back.
  const created = await findUserByEmail(db, email);
  if (!created) throw new Error("account row missing after insert");
  return created;
}
