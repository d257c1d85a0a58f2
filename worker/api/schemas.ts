import { z } from "@hono/zod-openapi";
import { SymbolField } from "../lib/fields";
import { PLANS } from "../lib/plan";
import { SCOPES } from "./scopes";

/** Data shapes of /v1 answers and inputs, named so the OpenAPI document shows them once. */
const Iso = z.string().openapi({ format: "date-time" });

export const Ticker = SymbolField.openapi({ example: "BTC" });

export const IdParam = z.object({ id: z.string().min(1).max(64).openapi({ param: { name: "id", in: "path" } }) });

export const PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25).openapi({ param: { name: "limit", in: "query" }, example: 25 }),
  cursor: z.string().max(512).optional().openapi({ param: { name: "cursor", in: "query" } }),
});

export const KeyView = z
  .object({
    id: z.string(),
    name: z.string(),
    scopes: z.array(z.enum(SCOPES)),
    status: z.enum(["active", "retiring", "expired", "revoked"]),
    createdAt: Iso,
    expiresAt: Iso,
    lastUsedAt: Iso.nullable(),
    revokedAt: Iso.nullable(),
    retiresAt: Iso.nullable(),
    replacedBy: z.string().nullable(),
  })
  .openapi("ApiKey");

const Limits = z.object({
  read: z.object({ limit: z.number().int(), windowSeconds: z.number().int() }),
  write: z.object({ limit: z.number().int(), windowSeconds: z.number().int() }),
});

export const Capabilities = z
  .object({
    key: z.object({ id: z.string(), name: z.string(), expiresAt: Iso }).nullable(),
    session: z.boolean(),
    scopes: z.array(z.enum(SCOPES)),
    permissions: z.array(z.object({ method: z.string(), path: z.string(), scope: z.enum(SCOPES).nullable(), summary: z.string() })),
    limits: Limits,
    plan: z.enum(PLANS),
  })
  .openapi("Capabilities");

export const AuditEntry = z
  .object({
    id: z.string(),
    at: Iso,
    keyId: z.string(),
    method: z.string(),
    path: z.string(),
    status: z.number().int(),
    requestId: z.string(),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
  })
  .openapi("AuditEntry");

export const Rotation = z
  .object({
    key: z.string().openapi({ description: "The new secret key. Shown only in this answer." }),
    keyInfo: KeyView,
    previous: z.object({ id: z.string(), retiresAt: Iso }),
  })
  .openapi("Rotation");

export const Position = z
  .object({
    id: z.string(),
    symbol: z.string(),
    quantity: z.number(),
    costBasis: z.number().nullable(),
    notes: z.string().nullable(),
    price: z.number().nullable(),
    value: z.number().nullable(),
    cost: z.number().nullable(),
    pnl: z.number().nullable(),
    pnlPct: z.number().nullable(),
    change24hPct: z.number().nullable(),
    change24hValue: z.number().nullable(),
    source: z.string().nullable(),
    asOf: Iso.nullable(),
    label: z.string().nullable(),
  })
  .openapi("Position");

const Totals = z.object({
  value: z.number(),
  cost: z.number(),
  pnl: z.number().nullable(),
  pnlPct: z.number().nullable(),
  change24hValue: z.number(),
  positions: z.number().int(),
  unpriced: z.array(z.string()),
  asOf: Iso.nullable(),
});

/** A portfolio filled by a connection (wallet, exchange, CSV) is read-only; its holdings come from sync. */
const ConnectionBadge = z
  .object({ id: z.string(), kind: z.string(), provider: z.string(), status: z.string(), stale: z.boolean(), lastSyncAt: Iso.nullable(), lastError: z.string().nullable() })
  .openapi("PortfolioConnection");
export const PortfolioSummary = z
  .object({ id: z.string(), name: z.string(), createdAt: Iso, updatedAt: Iso, readOnly: z.boolean(), connection: ConnectionBadge.nullable() })
  .openapi("PortfolioSummary");
export const PortfolioDetail = PortfolioSummary.extend({ totals: Totals }).openapi("Portfolio");
export const PortfolioSnapshot = z
  .object({
    id: z.string(),
    totals: Totals,
    allocation: z.array(z.object({ symbol: z.string(), value: z.number(), weightPct: z.number() })),
    history: z.array(z.object({ date: z.string(), value: z.number() })),
    /** Held series that ended before the window's last day, carried at their last close. */
    ended: z.array(z.object({ symbol: z.string(), lastDate: z.string() })),
  })
  .openapi("PortfolioSnapshot");

export const Watchlist = z.object({ id: z.string(), name: z.string(), createdAt: Iso, updatedAt: Iso }).openapi("Watchlist");
export const WatchlistItem = z
  .object({ id: z.string(), symbol: z.string(), entryTarget: z.number().nullable(), notes: z.string().nullable(), createdAt: Iso, updatedAt: Iso })
  .openapi("WatchlistItem");

export const Deleted = z.object({ id: z.string(), deleted: z.literal(true) });

export { NameField as Name, NotesField as Notes, PriceField as Price } from "../lib/fields";
