import { z } from "zod";
import { getJson, type Upstream } from "../../market/providers/http";
import type { ProviderResult } from "../../market/providers/types";

/**
 * Blockscout REST API v2 (keyless, open source explorer; one instance per chain). Field names and
 * types follow blockscout/frontend `types/api/*` (AddressParam, TokenInfo, TokenHolders,
 * TokenTransfer, AddressCounters, AddressTokenBalance). Every answer is parsed with zod: a shape
 * that does not match is a `bad_body` failure, never a half-read number.
 */
export const BLOCKSCOUT = "blockscout";

const numStr = z.union([z.string(), z.number()]).transform(String);
const tagSchema = z.object({ label: z.string().optional(), display_name: z.string() }).passthrough();
const metaTag = z.object({ name: z.string(), slug: z.string().optional(), tagType: z.string().optional() }).passthrough();

export const AddressParam = z
  .object({
    hash: z.string(),
    name: z.string().nullish(),
    is_contract: z.boolean().nullish(),
    is_verified: z.boolean().nullish(),
    ens_domain_name: z.string().nullish(),
    public_tags: z.array(tagSchema).nullish(),
    metadata: z.object({ tags: z.array(metaTag) }).passthrough().nullish(),
  })
  .passthrough();
export type AddressParam = z.infer<typeof AddressParam>;

export const TokenInfo = z
  .object({
    address_hash: z.string().optional(),
    address: z.string().optional(),
    type: z.string(),
    symbol: z.string().nullable(),
    name: z.string().nullable(),
    decimals: numStr.nullable(),
    holders_count: numStr.nullish(),
    holders: numStr.nullish(),
    exchange_rate: numStr.nullish(),
    total_supply: numStr.nullable(),
  })
  .passthrough();
export type TokenInfo = z.infer<typeof TokenInfo>;

export const TokenHolders = z.object({
  items: z.array(z.object({ address: AddressParam, value: numStr }).passthrough()),
  next_page_params: z.unknown().nullable(),
});

export const TokenTransfers = z.object({
  items: z.array(
    z
      .object({
        transaction_hash: z.string().nullish(),
        tx_hash: z.string().nullish(),
        from: AddressParam,
        to: AddressParam,
        timestamp: z.string(),
        type: z.string(),
        total: z.object({ value: numStr, decimals: numStr.nullish() }).passthrough().nullable(),
        token: TokenInfo.nullish(),
      })
      .passthrough(),
  ),
  next_page_params: z.record(z.string(), z.unknown()).nullable(),
});
export type TokenTransfer = z.infer<typeof TokenTransfers>["items"][number];

export const AddressInfo = AddressParam.extend({
  coin_balance: numStr.nullable(),
  exchange_rate: numStr.nullish(),
  has_token_transfers: z.boolean().nullish(),
  creation_transaction_hash: z.string().nullish(),
  creator_address_hash: z.string().nullish(),
});
export type AddressInfo = z.infer<typeof AddressInfo>;

export const AddressCounters = z.object({ transactions_count: numStr, token_transfers_count: numStr }).passthrough();

export const AddressTokens = z.object({
  items: z.array(z.object({ token: TokenInfo, value: numStr, token_id: numStr.nullish() }).passthrough()),
  next_page_params: z.unknown().nullable(),
});

export const AddressTransactions = z.object({ items: z.array(z.object({ hash: z.string(), timestamp: z.string().nullable() }).passthrough()) });

/** The Etherscan-compatible RPC Blockscout also serves: the oldest transaction (first seen). */
export const TxList = z.object({ status: z.string(), result: z.union([z.array(z.object({ timeStamp: numStr, hash: z.string() }).passthrough()), z.string(), z.null()]) });

async function get<S extends z.ZodType>(up: Upstream, url: string, schema: S): Promise<ProviderResult<z.infer<S>>> {
  const res = await getJson(up, url);
  if (!res.ok) return res;
  const parsed = schema.safeParse(res.data);
  if (!parsed.success) return { ok: false, reason: "bad_body", message: `blockscout: unexpected shape at ${parsed.error.issues[0]?.path.join(".") || "root"}` };
  return { ok: true, data: parsed.data };
}

const a = (address: string) => encodeURIComponent(address.toLowerCase());

export const blockscout = {
  token: (up: Upstream, base: string, token: string) => get(up, `${base}/api/v2/tokens/${a(token)}`, TokenInfo),
  holders: (up: Upstream, base: string, token: string) => get(up, `${base}/api/v2/tokens/${a(token)}/holders`, TokenHolders),
  transfers: (up: Upstream, base: string, token: string, page: Record<string, unknown> | null) => {
    const q = page ? `?${new URLSearchParams(Object.entries(page).map(([k, v]) => [k, String(v)]))}` : "";
    return get(up, `${base}/api/v2/tokens/${a(token)}/transfers${q}`, TokenTransfers);
  },
  address: (up: Upstream, base: string, address: string) => get(up, `${base}/api/v2/addresses/${a(address)}`, AddressInfo),
  counters: (up: Upstream, base: string, address: string) => get(up, `${base}/api/v2/addresses/${a(address)}/counters`, AddressCounters),
  tokens: (up: Upstream, base: string, address: string) => get(up, `${base}/api/v2/addresses/${a(address)}/tokens?type=ERC-20`, AddressTokens),
  transactions: (up: Upstream, base: string, address: string) => get(up, `${base}/api/v2/addresses/${a(address)}/transactions`, AddressTransactions),
  firstTx: (up: Upstream, base: string, address: string) => get(up, `${base}/api?module=account&action=txlist&address=${a(address)}&sort=asc&page=1&offset=1`, TxList),
};

/** Every label the explorer gives an address: its name, ENS name, public tags, metadata tags. */
export function labelsOf(p: AddressParam): string[] {
  const out = [p.name, p.ens_domain_name, ...(p.public_tags ?? []).map((t) => t.display_name), ...(p.metadata?.tags ?? []).map((t) => t.name)];
  return [...new Set(out.filter((s): s is string => typeof s === "string" && s.trim().length > 0).map((s) => s.trim()))];
}

/** A base-unit integer string scaled by decimals, as a JS number (precision beyond 15 digits is not needed for shares). */
export function scaled(value: string, decimals: string | number | null | undefined): number {
  const d = Number(decimals ?? 0);
  const n = Number(value);
  return Number.isFinite(n) ? n / 10 ** (Number.isFinite(d) ? d : 0) : 0;
}
