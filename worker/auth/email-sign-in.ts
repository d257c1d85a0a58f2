import { and, desc, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { signInCodes } from "../db/schema";
import { AppError } from "../http/errors";
import { constantTimeEqual, newId, randomSixDigitCode, sha256Hex } from "../lib/crypto";
import { CODE_TTL_MS, decideSend, HOUR_MS, MAX_FAILED_ATTEMPTS } from "./sign-in-rules";

function hashCode(codeId: string, code: string): Promise<string> {
  // The row id salts the hash, so equal codes never share a stored value.
  return sha256Hex(`${codeId}:${code}`);
}

/**
 * Issues a code for an address, or refuses with rate_limited. It behaves the same whether or not
 * an account exists for the address: accounts are only created when a code is verified.
 * Returns the plain code for the caller to e-mail; it is stored only hashed.
 */
export async function issueCode(db: Db, email: string, clientKey: string, now: number): Promise<{ code: string; expiresAt: number }> {
  const inWindow = and(gt(signInCodes.createdAt, now - HOUR_MS), or(eq(signInCodes.email, email), eq(signInCodes.clientKey, clientKey)));
  // Read, decide, then insert only if no other code entered the window in between (a compare-and-set
  // on the count): concurrent requests cannot all pass the throttle on the same stale history.
  for (let attempt = 0; attempt < 5; attempt++) {
    const recent = await db
      .select({ email: signInCodes.email, clientKey: signInCodes.clientKey, createdAt: signInCodes.createdAt })
      .from(signInCodes)
      .where(inWindow)
      .all();
    const decision = decideSend(
      {
        toAddress: recent.filter((r) => r.email === email).map((r) => r.createdAt),
        fromClient: recent.filter((r) => r.clientKey === clientKey).map((r) => ({ at: r.createdAt, address: r.email })),
      },
      now,
      email,
    );
    if (!decision.allowed) throw rateLimited(decision.retryAfterMs);

    const id = newId("code");
    const code = randomSixDigitCode();
    const expiresAt = now + CODE_TTL_MS;
    const codeHash = await hashCode(id, code);
    const [inserted] = await db.batch([
      db
        .insert(signInCodes)
        .select(
          // Columns in table order: id, email, code_hash, client_key, created_at, expires_at, failed_attempts, consumed_at.
          sql`SELECT ${id}, ${email}, ${codeHash}, ${clientKey}, ${now}, ${expiresAt}, 0, NULL
              WHERE (SELECT count(*) FROM ${signInCodes} WHERE ${inWindow}) = ${recent.length}`,
        )
        .returning({ id: signInCodes.id }),
      // A new code supersedes every earlier one for the address (when the new one was stored).
      db
        .update(signInCodes)
        .set({ expiresAt: now })
        .where(
          and(
            eq(signInCodes.email, email),
            ne(signInCodes.id, id),
            isNull(signInCodes.consumedAt),
            gt(signInCodes.expiresAt, now),
            sql`EXISTS (SELECT 1 FROM ${signInCodes} AS fresh WHERE fresh.id = ${id})`,
          ),
        ),
    ]);
    if (inserted.length === 1) return { code, expiresAt };
  }
  // Lost the race every time: the window is busy with concurrent requests.
  throw rateLimited(1000);
}

function rateLimited(retryAfterMs: number): AppError {
  return new AppError("rate_limited", {
    message: "Too many sign-in codes requested.",
    hint: "Codes can be requested once a minute and a few times an hour. Use the last code you received, or wait.",
    retryAfter: retryAfterMs / 1000,
  });
}

/**
 * Checks a code; every check uses up one of the five tries, reserved atomically BEFORE comparing
 * (one conditional UPDATE … RETURNING), so however many guesses arrive at once, at most five are
 * ever compared against a code. A right code consumes it and gives its try back.
 */
export async function verifyCode(db: Db, email: string, code: string, now: number): Promise<void> {
  const latest = db
    .select({ id: signInCodes.id })
    .from(signInCodes)
    .where(and(eq(signInCodes.email, email), isNull(signInCodes.consumedAt), gt(signInCodes.expiresAt, now), lt(signInCodes.failedAttempts, MAX_FAILED_ATTEMPTS)))
    .orderBy(desc(signInCodes.createdAt))
    .limit(1);
  const reserved = await db
    .update(signInCodes)
    .set({ failedAttempts: sql`${signInCodes.failedAttempts} + 1` })
    .where(and(eq(signInCodes.id, latest), isNull(signInCodes.consumedAt), gt(signInCodes.expiresAt, now), lt(signInCodes.failedAttempts, MAX_FAILED_ATTEMPTS)))
    .returning({ id: signInCodes.id, codeHash: signInCodes.codeHash, failedAttempts: signInCodes.failedAttempts })
    .get();
  if (!reserved) throw new AppError("invalid_code", { param: "code" });

  if (!constantTimeEqual(await hashCode(reserved.id, code), reserved.codeHash)) {
    const left = MAX_FAILED_ATTEMPTS - reserved.failedAttempts;
    throw new AppError("invalid_code", {
      param: "code",
      message: left > 0 ? `That code is not right. ${left} ${left === 1 ? "try" : "tries"} left.` : "That code is not right, and it has now been used up.",
      ...(left > 0 ? {} : { hint: "After 5 wrong tries a code stops working. Request a new code." }),
    });
  }

  // Conditional update: of two concurrent correct verifications, only one consumes the code.
  const consumed = await db
    .update(signInCodes)
    .set({ consumedAt: now, failedAttempts: sql`${signInCodes.failedAttempts} - 1` })
    .where(and(eq(signInCodes.id, reserved.id), isNull(signInCodes.consumedAt)))
    .returning({ id: signInCodes.id })
    .get();
  if (!consumed) throw new AppError("invalid_code", { param: "code" });
}

/** Housekeeping for the scheduled handler: code rows are only needed for an hour of throttling. */
export async function pruneCodes(db: Db, now: number): Promise<void> {
  await db.delete(signInCodes).where(lt(signInCodes.createdAt, now - 2 * HOUR_MS));
}
