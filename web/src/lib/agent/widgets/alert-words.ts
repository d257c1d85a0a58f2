import { price, usd } from "../../format";

/** An alert rule as a sentence ("moves more than 5% in 24 h"), never its raw type and number. */
export function alertWords(r: { type: string; value: number; otherSymbol: string | null }): string {
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
