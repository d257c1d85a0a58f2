/**
 * A connection's kind in words for the site ("CSV import · Fathom template", "Wallet · Ethereum"),
 * instead of the stored pair "csv · csv-generic". Pure data, imported by the site.
 */
const PROVIDERS: Readonly<Record<string, string>> = {
  ethereum: "Ethereum",
  bitcoin: "Bitcoin",
  solana: "Solana",
  binance: "Binance",
  coinbase: "Coinbase",
  kraken: "Kraken",
  "csv-generic": "Fathom template",
  "csv-binance": "Binance transaction history",
  "csv-kraken": "Kraken ledger",
};
const KINDS: Readonly<Record<string, string>> = { wallet: "Wallet", exchange: "Exchange (read-only key)", csv: "CSV import" };

export function connectionKindLabel(kind: string, provider: string): string {
  const p = PROVIDERS[provider] ?? provider.replace(/^csv-/u, "").replace(/^./u, (c) => c.toUpperCase());
  return `${KINDS[kind] ?? kind} · ${p}`;
}
