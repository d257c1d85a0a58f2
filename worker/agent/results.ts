import type { ErrorCode } from "../http/errors";

/** What every AgentDO RPC returns: custom error classes do not survive RPC, plain objects do. */
export type Ok<T extends object = object> = { ok: true } & T;
export type Err = { ok: false; code: ErrorCode; message: string };
export type Result<T extends object = object> = Ok<T> | Err;

export function err(code: ErrorCode, message: string): Err {
  return { ok: false, code, message };
}

/**
 * A flat JSON record: what schedule payloads and run items are. Flat on purpose: it is all they
 * need, and it keeps their types checkable across RPC (a recursive JSON type is not).
 */
export type FlatRecord = Record<string, string | number | boolean | null>;
