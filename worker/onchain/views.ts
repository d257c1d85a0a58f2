import { guardReply } from "../agent/guardrail";
import type { FlowReport } from "./flows";
import { hhiBand, type HolderAnalysis } from "./holders";
import type { DefiMetricReport } from "./read-defi";
import type { WalletProfile } from "./wallet";
import { count } from "../agent/tools/format";

/**
 * Tool summaries in words. Labels and tags are written by third parties (explorer users, public
 * tag submitters): each is capped and guarded on its own, and one that reads as an instruction is
 * withheld — the chat guards every string of the result again and gives the model only marked data.
 */
const LABEL_MAX = 48;
export const WITHHELD_LABEL = "[label withheld]";

export function safeLabel(l: string): string {
  const flat = l.replace(/[\u0000-\u001f<>]/gu, " ").trim();
  const capped = flat.length > LABEL_MAX ? `${flat.slice(0, LABEL_MAX - 1)}…` : flat;
  return guardReply(capped).action === "pass" ? capped : WITHHELD_LABEL;
}

export const safeLabels = (ls: readonly string[]) => ls.slice(0, 4).map(safeLabel);

export const short = (a: string) => `${a.slice(0, 6)}…${a.slice(-4)}`;

export function usd(n: number | null): string {
  if (n === null) return "n/a";
  const abs = Math.abs(n);
  const [d, u] = abs >= 1e9 ? [1e9, "B"] : abs >= 1e6 ? [1e6, "M"] : abs >= 1e3 ? [1e3, "K"] : [1, ""];
  return `${n < 0 ? "-" : ""}$${(abs / d).toFixed(2).replace(/\.?0+$/u, "")}${u}`;
}

export const amt = (n: number) => (n >= 1e6 ? `${(n / 1e6).toFixed(2)}M` : n >= 1e3 ? `${(n / 1e3).toFixed(1)}K` : n.toFixed(n >= 1 ? 2 : 4));
const pct = (n: number | null, digits = 2) => (n === null ? "n/a" : `${n.toFixed(digits)}%`);
const who = (h: { address: string; labels: string[]; exchange: string | null }) => h.exchange ?? h.labels[0] ?? short(h.address);

export function holdersSummary(a: HolderAnalysis): string {
  const top = a.holders.slice(0, 5).map((h) => `${h.rank}. ${who(h)} ${pct(h.sharePct)}`).join("; ");
  const conc = a.top10SharePct === null ? "" : ` The top 10 hold ${pct(a.top10SharePct, 1)} of supply; HHI over the listed holders ${Math.round(a.hhiListed!)} (${hhiBand(a.hhiListed!)}, a lower bound).`;
  const ex = a.exchangeSharePct ? ` Exchange-labelled wallets among them: ${pct(a.exchangeSharePct, 1)}.` : "";
  const count = a.holdersCount ? ` ${a.holdersCount.toLocaleString("en-US")} holders in all.` : "";
  return `Top ${a.symbol} holders on ${a.chain}: ${top}.${conc}${ex}${count}`;
}

export function flowsSummary(r: FlowReport): string {
  const span = r.scanned.from ? ` (${count(r.scanned.transfers, "transfer")} scanned, ${r.scanned.from.slice(0, 16).replace("T", " ")} to ${r.scanned.to!.slice(0, 16).replace("T", " ")} UTC${r.scanned.complete ? "" : "; the explorer's pages did not reach the window's start"})` : "";
  if (r.flows.length === 0) return `No ${r.symbol} transfers of ${usd(r.minUsd)} or more in the last ${count(r.windowDays, "day")}${span}.`;
  const biggest = r.flows.slice(0, 3).map((f) => `${amt(f.amount)} ${r.symbol}${f.usd !== null ? ` (${usd(f.usd)})` : ""} ${who(f.from)} → ${who(f.to)}`).join("; ");
  const smart = r.labelledCount > 0 ? ` ${r.labelledCount} between wallets the explorer labels (funds, market makers, protocols).` : "";
  const net = ` Into exchanges ${usd(r.exchangeInUsd)}, out of exchanges ${usd(r.exchangeOutUsd)}.${smart}`;
  return `${count(r.flows.length, `large ${r.symbol} transfer`)} in the last ${count(r.windowDays, "day")}${span}. Largest: ${biggest}.${net}`;
}

export function walletSummary(p: WalletProfile): string {
  const name = p.exchange ?? p.labels[0] ?? p.ens ?? null;
  const head = `${short(p.address)} on ${p.chain}${name ? ` (${name})` : ""} is a ${p.kind}`;
  const shown = p.holdings.slice(0, 4);
  const more = p.holdings.length - shown.length;
  const holds = shown.map((h) => `${amt(h.amount)} ${h.symbol}${h.usd !== null ? ` (${usd(h.usd)})` : " (unpriced)"}`).join(", ");
  const activity = p.transactions !== null ? ` ${p.transactions.toLocaleString("en-US")} transactions, ${p.tokenTransfers?.toLocaleString("en-US") ?? "n/a"} token transfers.` : "";
  const seen = p.firstSeen || p.lastSeen ? ` First seen ${p.firstSeen?.slice(0, 10) ?? "n/a"}, last seen ${p.lastSeen?.slice(0, 10) ?? "n/a"}.` : "";
  return `${head} holding about ${usd(p.totalUsd)} in priced assets${holds ? `: ${holds}` : ""}${more > 0 ? ` and ${more} more` : ""}.${activity}${seen}`;
}

export function defiSummary(r: DefiMetricReport): string {
  switch (r.metric) {
    case "tvl":
      if (r.scope === "protocol") return `${r.protocol} TVL is ${usd(r.tvlUsd)}${r.tvlChange7dPct !== null ? ` (${r.tvlChange7dPct >= 0 ? "+" : ""}${r.tvlChange7dPct.toFixed(1)}% over 7 days)` : ""}; largest chains: ${r.byChain.map((c) => `${c.chain} ${usd(c.tvlUsd)}`).join(", ") || "n/a"}.`;
      return `TVL by chain: ${r.chains.map((c) => `${c.chain} ${usd(c.tvlUsd)}`).join(", ") || "none found"}.`;
    case "yields":
      if (r.pools.length === 0) return `No yield pools of $1M+ TVL found${r.chain ? ` on ${r.chain}` : ""}${r.project ? ` for ${r.project}` : ""}.`;
      return `Top yields${r.chain ? ` on ${r.chain}` : ""}${r.project ? ` for ${r.project}` : ""} (pools of $1M+ TVL): ${r.pools.slice(0, 5).map((p) => `${p.project} ${p.symbol} ${p.apy.toFixed(2)}% APY (TVL ${usd(p.tvlUsd)})`).join("; ")}.`;
    default: {
      const what = r.metric === "dex_volume" ? "DEX volume" : r.metric;
      if (r.scope === "protocol") return `${r.protocol} ${what} in the last 24h: ${usd(r.value24hUsd)}.`;
      return `${what[0]!.toUpperCase()}${what.slice(1)} in the last 24h${r.chain ? ` on ${r.chain}` : ""}: ${usd(r.total24h)}${r.change1dPct !== null ? ` (${r.change1dPct >= 0 ? "+" : ""}${r.change1dPct.toFixed(1)}% on the day)` : ""}. Largest: ${r.top.slice(0, 5).map((e) => `${e.name} ${usd(e.value)}`).join(", ")}.`;
    }
  }
}
