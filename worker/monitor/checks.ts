import { z } from "zod";
import { newId } from "../lib/crypto";

/**
 * Custom recurring checks: standing instructions the user gave the agent ("every pass, check
 * whether any of my holdings is more than 20% below its 90-day high"), kept in the agent's own
 * SQLite (version 6 of store-migrations.ts) so they survive eviction, restarts and deploys, and
 * run on every monitoring pass (checks-run.ts). Each is stored with its words and, where the
 * words allow, a checkable spec; a "note" is kept and reported but cannot be checked with the
 * data the platform scan keeps.
 */

export const CHECK_SCOPES = ["holdings", "watchlist", "symbol"] as const;
export const CHECK_LIMIT = 50;

const Scope = z.object({
  scope: z.enum(CHECK_SCOPES),
  /** Required when scope is "symbol". */
  symbol: z.string().regex(/^[A-Z0-9.&^=-]{1,15}$/u).nullable().default(null),
});

export const CheckSpec = z.discriminatedUnion("kind", [
  /** More than `pct`% below the highest daily close of the `days` days up to the quote's as-of. */
  Scope.extend({ kind: z.literal("below_high"), pct: z.number().min(1).max(95), days: z.number().int().min(7).max(365) }),
  /** A 24-hour move larger than `pct`% either way. */
  Scope.extend({ kind: z.literal("move_24h"), pct: z.number().min(0.5).max(100) }),
  /** Kept as the user's words; the scan has no data to check it with (e.g. funding rates). */
  z.object({ kind: z.literal("note"), symbol: z.string().nullable().default(null), topic: z.string().max(60) }),
]).refine((s) => s.kind === "note" || s.scope !== "symbol" || s.symbol !== null, { message: "A check on one asset needs its symbol.", path: ["symbol"] });
export type CheckSpec = z.infer<typeof CheckSpec>;

export interface CustomCheck {
  id: string;
  instruction: string;
  spec: CheckSpec;
  createdAt: number;
}

/** What the agent's tools see of the checks (worker/agent/do/checks.ts implements it). */
export interface CheckOps {
  list(): CustomCheck[];
  /** With a spec (from the model) when given and valid, else read from the words. */
  add(instruction: string, spec?: unknown): CustomCheck;
  remove(ref: string): CustomCheck | null;
}

export class CheckLimitError extends Error {
  readonly code = "conflict";
  constructor() {
    super(`Your agent keeps at most ${CHECK_LIMIT} recurring checks; remove one first ("remove check 1" or the Alerts page).`);
  }
}

type Row = { id: string; instruction: string; spec: string; created_at: number };

export class CheckStore {
  constructor(private readonly sql: SqlStorage) {}

  list(): CustomCheck[] {
    return this.sql
      .exec<Row>("SELECT * FROM custom_checks ORDER BY created_at, id")
      .toArray()
      .flatMap((r) => {
        // A spec this code cannot read (written by a later version) is skipped, not fatal to the pass.
        const spec = CheckSpec.safeParse(JSON.parse(r.spec));
        return spec.success ? [{ id: r.id, instruction: r.instruction, spec: spec.data, createdAt: r.created_at }] : [];
      });
  }

  add(instruction: string, spec: CheckSpec, now: number): CustomCheck {
    const count = this.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM custom_checks").one().n;
    if (count >= CHECK_LIMIT) throw new CheckLimitError();
    const check = { id: newId("chk"), instruction: instruction.slice(0, 300), spec, createdAt: now };
    this.sql.exec("INSERT INTO custom_checks (id, instruction, spec, created_at) VALUES (?, ?, ?, ?)", check.id, check.instruction, JSON.stringify(spec), now);
    return check;
  }

  /** By id, or by its 1-based place in the list ("remove check 2"). */
  remove(ref: string): CustomCheck | null {
    const all = this.list();
    const n = /^\d{1,3}$/u.test(ref) ? Number(ref) : NaN;
    const found = Number.isInteger(n) ? all[n - 1] : all.find((c) => c.id === ref);
    if (!found) return null;
    this.sql.exec("DELETE FROM custom_checks WHERE id = ?", found.id);
    return found;
  }
}

/** The check in plain words, for lists and Activity. */
export function describeCheck(spec: CheckSpec): string {
  if (spec.kind === "note") return `noted, not checkable automatically (${spec.topic}${spec.symbol ? ` for ${spec.symbol}` : ""})`;
  const who = spec.scope === "holdings" ? "any of your holdings" : spec.scope === "watchlist" ? "any asset on your watchlist" : spec.symbol!;
  return spec.kind === "below_high" ? `${who} more than ${spec.pct}% below its ${spec.days}-day high close` : `${who} moving more than ${spec.pct}% in 24 hours`;
}
