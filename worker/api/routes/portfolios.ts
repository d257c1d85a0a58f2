import type { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "@hono/zod-openapi";
import type { AppEnv } from "../../env";
import { ok } from "../../http/respond";
import { isAfter, positionOf } from "../../lib/list-order";
import { valuedPositions, portfolioSnapshot } from "../../portfolios/valued";
import { totalsOf } from "../../portfolios/valuation";
import { getPortfolio, listPortfolios } from "../../portfolios/store";
import { portfolioView } from "../../portfolios/view";
import { apiRoute, handle } from "../define";
import { jsonResponses } from "../openapi-schemas";
import { paginate } from "../paging";
import { IdParam, PageQuerySchema, PortfolioDetail, PortfolioSnapshot, PortfolioSummary, Position } from "../schemas";
import { valid } from "../valid";

const list = apiRoute("portfolio:read", {
  method: "get",
  path: "/portfolios",
  summary: "List portfolios",
  request: { query: PageQuerySchema },
  responses: jsonResponses(z.array(PortfolioSummary), "The account's portfolios, oldest first"),
});

const one = apiRoute("portfolio:read", {
  method: "get",
  path: "/portfolios/{id}",
  summary: "One portfolio with totals",
  request: { params: IdParam },
  responses: jsonResponses(PortfolioDetail, "The portfolio and its totals at the latest known prices"),
});

const positions = apiRoute("portfolio:read", {
  method: "get",
  path: "/portfolios/{id}/positions",
  summary: "Holdings with value, cost, P&L and 24h change",
  request: { params: IdParam, query: PageQuerySchema },
  responses: jsonResponses(z.array(Position), "Positions, oldest first"),
});

const snapshot = apiRoute("portfolio:read", {
  method: "get",
  path: "/portfolios/{id}/snapshot",
  summary: "Allocation and value history",
  request: { params: IdParam },
  responses: jsonResponses(PortfolioSnapshot, "Allocation by symbol and 30-day value history of the current holdings"),
});

export function registerPortfolioRoutes(app: OpenAPIHono<AppEnv>): void {
  handle(app, list, async (c) => {
    const userId = c.get("apiPrincipal").userId;
    const query = valid(c, "query", PageQuerySchema);
    const page = await paginate(c, `portfolios:${userId}`, query, (after, take) => listPortfolios(c.get("db"), userId, after, take), positionOf);
    return ok(c, page.items.map(portfolioView), { pagination: page.pagination });
  });

  handle(app, one, async (c) => {
    const { id } = valid(c, "param", IdParam);
    const portfolio = await getPortfolio(c.get("db"), c.get("apiPrincipal").userId, id);
    const { positions: valued } = await valuedPositions(c.env, c.get("db"), portfolio, c.get("clock").now());
    const totals = totalsOf(valued);
    return ok(c, { ...portfolioView(portfolio), totals }, totals.asOf ? { asOf: totals.asOf } : {});
  });

  handle(app, positions, async (c) => {
    const { id } = valid(c, "param", IdParam);
    const query = valid(c, "query", PageQuerySchema);
    const userId = c.get("apiPrincipal").userId;
    const portfolio = await getPortfolio(c.get("db"), userId, id);
    // Holdings are few per portfolio: value them all once, then page in (createdAt, id) order.
    const { rows, positions: valued } = await valuedPositions(c.env, c.get("db"), portfolio, c.get("clock").now());
    const byId = new Map(valued.map((p) => [p.id, p]));
    const page = await paginate(c, `positions:${id}`, query, async (after, take) => rows.filter((r) => isAfter(r, after)).slice(0, take), positionOf);
    return ok(c, page.items.map((h) => byId.get(h.id)!).filter(Boolean), { pagination: page.pagination });
  });

  handle(app, snapshot, async (c) => {
    const { id } = valid(c, "param", IdParam);
    const portfolio = await getPortfolio(c.get("db"), c.get("apiPrincipal").userId, id);
    const data = await portfolioSnapshot(c.env, c.get("db"), portfolio, c.get("clock").now());
    return ok(c, data, data.totals.asOf ? { asOf: data.totals.asOf } : {});
  });
}
