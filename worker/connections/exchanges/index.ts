import type { ConnectionsConfig } from "../config";
import { binance } from "./binance";
import { coinbase } from "./coinbase";
import { kraken } from "./kraken";
import type { ExchangeClient } from "./types";

/** The three exchanges: the largest spot venues with documented read-only keys and balance APIs. */
export const EXCHANGES = {
  binance: { name: "Binance", client: binance, base: (c: ConnectionsConfig) => c.binance },
  coinbase: { name: "Coinbase", client: coinbase, base: (c: ConnectionsConfig) => c.coinbase },
  kraken: { name: "Kraken", client: kraken, base: (c: ConnectionsConfig) => c.kraken },
} satisfies Record<string, { name: string; client: ExchangeClient; base: (c: ConnectionsConfig) => string }>;

export type ExchangeId = keyof typeof EXCHANGES;
export const EXCHANGE_IDS = Object.keys(EXCHANGES) as ExchangeId[];

export function isExchange(id: string): id is ExchangeId {
  return Object.hasOwn(EXCHANGES, id);
}
