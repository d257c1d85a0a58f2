import type { Db } from "../db/client";
import type { ConnectionRow } from "../db/connections-schema";
import type { Bindings } from "../env";
import { AppError } from "../http/errors";
import type { Logger } from "../lib/log";
import { backoffFor } from "../market/backoff";
import { bitcoinBalances } from "./chains/bitcoin";
import { evmBalances } from "./chains/evm";
import { solanaBalances } from "./chains/solana";
import { connectionsConfig, type ConnectionsConfig } from "./config";
import { EXCHANGES, isExchange } from "./exchanges";
import type { ExchangeCreds } from "./exchanges/types";
import { connectionsKeyring, decryptSecret } from "./secrets";
import { recordOutcome, replaceHoldings } from "./store";
import { toHoldings } from "./symbols";
import { UpstreamError, type Caller, type RawBalance } from "./upstream";

/**
 * Reads a connection's balances and, only when the read fully succeeded, replaces its portfolio's
 * holdings. A failed read keeps the last good holdings and marks the connection `stale` (or
 * `error` if it never synced), with the reason and a back-off from the market layer's rules —
 * never an empty portfolio presented as real, never a thrown 500.
 */
export interface SyncOutcome {
  status: "ok" | "stale" | "error";
  holdings?: number;
  error?: string;
}

export async function readBalances(env: Bindings, cfg: ConnectionsConfig, caller: Caller, row: ConnectionRow, now: number): Promise<RawBalance[]> {
  if (row.kind === "wallet" && row.address) {
    if (row.provider === "ethereum") return evmBalances(caller, cfg.evmRpc, cfg.blockscout, row.address);
    if (row.provider === "bitcoin") return bitcoinBalances(caller, cfg.bitcoin, row.address);
    if (row.provider === "solana") return solanaBalances(caller, cfg.solanaRpc, row.address);
  }
  if (row.kind === "exchange" && isExchange(row.provider) && row.secretCiphertext && row.keyId) {
    const creds = await openCreds(env, row);
    return EXCHANGES[row.provider].client.balances(caller, EXCHANGES[row.provider].base(cfg), creds, now);
  }
  throw new AppError("invalid_param", { message: `This connection (${row.kind}/${row.provider}) cannot be synced.` });
}

export async function openCreds(env: Bindings, row: ConnectionRow): Promise<ExchangeCreds> {
  const plain = await decryptSecret(await connectionsKeyring(env), row.keyId!, row.secretCiphertext!, row.id);
  const parsed: unknown = JSON.parse(plain);
  if (typeof parsed !== "object" || parsed === null || !("apiKey" in parsed) || !("apiSecret" in parsed)) throw new Error("connection secret has an unexpected shape");
  return { apiKey: String(parsed.apiKey), apiSecret: String(parsed.apiSecret) };
}

export async function syncConnection(env: Bindings, db: Db, row: ConnectionRow, now: number, log: Logger, fetchImpl: typeof fetch = fetch): Promise<SyncOutcome> {
  const cfg = connectionsConfig(env);
  const caller: Caller = { fetch: fetchImpl, timeoutMs: cfg.timeoutMs };
  try {
    const raw = await readBalances(env, cfg, caller, row, now);
    const rows = await toHoldings(db, raw, row.label);
    const count = await replaceHoldings(db, row.id, row.portfolioId, rows, now);
    return { status: "ok", holdings: count };
  } catch (error) {
    const failedStatus = row.lastSyncAt === null ? "error" : "stale";
    if (error instanceof UpstreamError) {
      const { backoffUntil, failures } = backoffFor(error.failure, row.failures, now);
      const message = `${error.failure.reason === "rate_limited" ? "Rate limited" : "Could not read balances"}: ${error.failure.message}.`;
      await recordOutcome(db, row.id, { status: failedStatus, lastAttemptAt: now, lastError: message, failures, backoffUntil }, now);
      log.log("warn", "connections.sync_failed", { connectionId: row.id, provider: row.provider, reason: error.failure.reason });
      return { status: failedStatus, error: message };
    }
    // A refused key (revoked, permissions changed) is the user's to fix: no retry storm either.
    const message = error instanceof AppError ? error.message.replace(/^apiKey: /, "") : "Balances could not be read; the connection will be retried.";
    if (!(error instanceof AppError)) log.log("error", "connections.sync_error", { connectionId: row.id, provider: row.provider, name: (error as Error).name });
    const { backoffUntil, failures } = backoffFor({ ok: false, reason: "client_error", message }, row.failures, now);
    await recordOutcome(db, row.id, { status: failedStatus, lastAttemptAt: now, lastError: message, failures, backoffUntil }, now);
    return { status: failedStatus, error: message };
  }
}
