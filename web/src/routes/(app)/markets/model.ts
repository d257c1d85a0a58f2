/** The assets the Markets page opens with. */
export const OVERVIEW = ["BTC", "ETH", "SOL", "BNB", "XRP", "USDT", "USDC", "GSPC", "SPY", "QQQ", "AAPL", "NVDA", "MSFT", "GLD"];
export const FIRST_SYMBOL = "BTC";

/** Shapes of the /v1/market answers the Markets page reads (see the OpenAPI document). */
export interface Provenance { source: string; asOf: string; label?: string; stale?: boolean }
export interface Price extends Provenance { symbol: string; name: string; assetClass: string; price: number; change24hPct: number | null; marketCap: number | null; marketCapEstimate?: boolean; volume24h: number | null }
export interface Mover extends Provenance { symbol: string; name: string; price: number; change24hPct: number; reasons: string[] }
export interface Movers { gainers: Mover[]; losers: Mover[]; asOf: string }
export interface MarketEvent extends Provenance { id: string; kind: string; subject: string; title: string; status: string; severity: string; startedAt: string; endedAt: string | null }
export interface Indicators extends Provenance { symbol: string; lastClose: number | null; candles: number; values: Record<string, unknown> }
