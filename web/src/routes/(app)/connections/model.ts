/** What /app/connections answers (worker/connections/view.ts). Secrets are never part of it. */
export interface Connection {
  id: string;
  portfolioId: string;
  kind: "wallet" | "exchange" | "csv";
  provider: string;
  label: string;
  address: string | null;
  keyHint: string | null;
  status: "pending" | "ok" | "stale" | "error";
  stale: boolean;
  lastSyncAt: string | null;
  lastError: string | null;
  createdAt: string;
}

export interface CsvPreview {
  format: string;
  positions: { line: number; symbol: string; quantity: number; costBasis: number | null; priced: boolean }[];
  errors: { line: number; message: string }[];
  /** Read but ignored: extra columns or values. Shown so a file of the wrong shape never imports silently. */
  warnings?: { line: number; message: string }[];
}

export const EXCHANGE_HELP: Record<string, { key: string; secret: string; how: string }> = {
  binance: { key: "API key", secret: "Secret key", how: "Binance → API Management → Create API; keep only “Enable Reading” ticked." },
  coinbase: { key: "API key name (organizations/…/apiKeys/…)", secret: "Private key (-----BEGIN EC PRIVATE KEY-----…)", how: "Coinbase Developer Platform → API keys → create a key with “View” permission only." },
  kraken: { key: "API key", secret: "Private key", how: "Kraken → Settings → API → create a key with only “Query Funds”." },
};
