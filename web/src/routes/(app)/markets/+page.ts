import { api, errorText } from "$lib/api";
import type { PageLoad } from "./$types";
import { FIRST_SYMBOL, OVERVIEW, type Indicators, type MarketEvent, type Movers, type Price } from "./model";

/** Overview, movers, events and the first asset's indicators, in parallel; each failure is shown, not thrown. */
export const load: PageLoad = async ({ fetch }) => {
  const overview = Promise.all([
    api<Price[]>(`/v1/market/prices?symbols=${OVERVIEW.join(",")}`, { fetch }),
    api<Movers>("/v1/market/movers?limit=5", { fetch }),
    api<MarketEvent[]>("/v1/market/events?limit=10", { fetch }),
  ]).then(
    ([prices, movers, events]) => ({ prices, movers, events, error: "" }),
    (e: unknown) => ({ prices: [] as Price[], movers: null, events: [] as MarketEvent[], error: errorText(e) }),
  );
  const indicators = api<Indicators>(`/v1/market/indicators?symbol=${FIRST_SYMBOL}`, { fetch }).then(
    (value) => ({ value, error: "" }),
    (e: unknown) => ({ value: null, error: errorText(e) }),
  );
  return { ...(await overview), indicators: await indicators };
};
