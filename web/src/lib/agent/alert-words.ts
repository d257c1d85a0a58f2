import { price, usd } from "../format";

/**
 * An alert rule's condition as words ("above $1,000", "moves more than 5% in 24 h"), never its raw
 * type and number. The one wording for the Alerts page, Settings → Agent and the Home widget.
 */
export function alertWords(r: { type: string; value: number }): string {
  switch (r.type) {
    case "price_above":
      return `above ${usd(r.value)}`;
    case "price_below":
      return `below ${usd(r.value)}`;
    case "change_24h":
      return `moves more than ${Math.abs(r.value)}% in 24 h`;
    case "ratio_above":
      return `ratio rises above ${price(r.value)}`;
    case "ratio_below":
      return `ratio falls below ${price(r.value)}`;
    default:
      return `${r.type.replaceAll("_", " ")} ${price(r.value)}`;
  }
}

/** The rule's subject and condition in one line ("ETH/BTC ratio falls below 0.03"). */
export function alertSentence(r: { type: string; value: number; symbol: string; otherSymbol: string | null }): string {
  return `${r.otherSymbol ? `${r.symbol}/${r.otherSymbol}` : r.symbol} ${alertWords(r)}`;
}
