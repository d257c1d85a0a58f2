import type { Db } from "../db/client";
import type { ConnectionRow } from "../db/connections-schema";
import type { Bindings } from "../env";
import { AppError } from "../http/errors";
import type { Logger } from "../lib/log";
import { knownSymbol } from "../market/known-symbol";
import { parseAddress, type Chain } from "./address";
import { connectionsConfig } from "./config";
import { parseStatement, type CsvFormat } from "./csv/formats";
import { EXCHANGES, type ExchangeId } from "./exchanges";
import { connectionsKeyring, encryptSecret } from "./secrets";
import { createConnection, replaceHoldings } from "./store";
import { unlistedSymbol } from "./symbols";
import { syncConnection, type SyncOutcome } from "./sync";
import { UpstreamError } from "./upstream";

/** What the routes call: connect a wallet or an exchange (then a first sync), or import a CSV. */
export async function connectWallet(env: Bindings, db: Db, userId: string, input: { chain: Chain; address: string; label?: string | undefined }, now: number, log: Logger, fetchImpl?: typeof fetch) {
  const address = parseAddress(input.chain, input.address);
  const label = input.label ?? `${input.chain[0]!.toUpperCase()}${input.chain.slice(1)} ${address.slice(0, 6)}…${address.slice(-4)}`;
  const row = await createConnection(db, userId, { kind: "wallet", provider: input.chain, label, address }, now);
  return { row, sync: await syncConnection(env, db, row, now, log, fetchImpl) };
}

export async function connectExchange(env: Bindings, db: Db, userId: string, input: { exchange: ExchangeId; apiKey: string; apiSecret: string; label?: string | undefined }, now: number, log: Logger, fetchImpl: typeof fetch = fetch) {
  const ring = await connectionsKeyring(env);
  const cfg = connectionsConfig(env);
  const spec = EXCHANGES[input.exchange];
  const creds = { apiKey: input.apiKey, apiSecret: input.apiSecret };
  // The permission check comes first: a key that can trade or withdraw is never stored.
  try {
    await spec.client.checkReadOnly({ fetch: fetchImpl, timeoutMs: cfg.timeoutMs }, spec.base(cfg), creds, now);
  } catch (error) {
    if (error instanceof UpstreamError) {
      throw new AppError("upstream_unavailable", { message: `${spec.name} could not be reached to check this key (${error.failure.reason}). Nothing was stored; try again shortly.` });
    }
    if (error instanceof AppError) throw error;
    throw new AppError("invalid_param", { param: "apiSecret", message: `apiSecret: this does not look like a ${spec.name} secret (it could not be used to sign).` });
  }
  const label = input.label ?? `${spec.name} …${input.apiKey.slice(-4)}`;
  const row = await createConnection(
    db,
    userId,
    { kind: "exchange", provider: input.exchange, label, keyHint: input.apiKey.slice(-4), seal: (id) => encryptSecret(ring, JSON.stringify(creds), id) },
    now,
  );
  return { row, sync: await syncConnection(env, db, row, now, log, fetchImpl) };
}

export interface CsvPreview {
  format: CsvFormat;
  positions: { line: number; symbol: string; quantity: number; costBasis: number | null; notes: string | null; priced: boolean }[];
  errors: { line: number; message: string }[];
  warnings: { line: number; message: string }[];
}

export async function previewCsv(db: Db, format: CsvFormat, text: string): Promise<CsvPreview> {
  const parsed = parseStatement(format, text);
  const positions = [];
  for (const p of parsed.positions) {
    const symbol = await knownSymbol(db, p.code);
    positions.push({ line: p.line, symbol: symbol ?? unlistedSymbol(p.code), quantity: p.quantity, costBasis: p.costBasis, notes: p.notes, priced: symbol !== null });
  }
  return { format, positions, errors: parsed.errors, warnings: parsed.warnings };
}

/** All or nothing: any bad row refuses the whole file, naming every bad line; otherwise one D1 batch. */
export async function importCsv(db: Db, userId: string, input: { format: CsvFormat; text: string; label?: string | undefined }, now: number): Promise<{ row: ConnectionRow; sync: SyncOutcome }> {
  const preview = await previewCsv(db, input.format, input.text);
  if (preview.errors.length > 0) {
    const lines = preview.errors.slice(0, 10).map((e) => `line ${e.line}: ${e.message}`).join("; ");
    throw new AppError("invalid_param", { param: "text", message: `text: ${preview.errors.length} bad row${preview.errors.length === 1 ? "" : "s"}, nothing imported — ${lines}${preview.errors.length > 10 ? "; …" : ""}.`, hint: "Fix those lines (the preview lists them) and import again." });
  }
  if (preview.positions.length === 0) throw new AppError("invalid_param", { param: "text", message: "text: the file holds no positive balance to import." });
  const label = input.label ?? `CSV import (${input.format})`;
  const row = await createConnection(db, userId, { kind: "csv", provider: `csv-${input.format}`, label }, now);
  // The file's own notes are kept as typed; only a row without any gets the import label.
  const fallback = `Imported from CSV (${input.format}).`;
  const notesOf = (p: CsvPreview["positions"][number]) => p.notes ?? (p.priced ? fallback : `${fallback} Not a listed asset, so not priced.`);
  const count = await replaceHoldings(db, row.id, row.portfolioId, preview.positions.map((p) => ({ symbol: p.symbol, quantity: p.quantity, costBasis: p.costBasis, notes: notesOf(p), priced: p.priced })), now);
  return { row, sync: { status: "ok", holdings: count } };
}
