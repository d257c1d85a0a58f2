import { z } from "@hono/zod-openapi";
import { ok } from "../../http/respond";
import { isAfter, positionOf } from "../../lib/list-order";
import { valuedPositions, portfolioSnapshot } from "../../portfolios/valued";
import { totalsOf } from "../../portfolios/valuation";
import { getPortfolio, listPortfolios } from "../../portfolios/store";
import { portfolioView } from "../../portfolios/view";
import { operation } from "../operation";
import { badgesByPortfolio, connectionBadge } from "../../connections/view";
import { jsonResponses } from "../openapi-schemas";
import { paginate } from "../paging";
import { IdParam, PageQuerySchema, PortfolioDetail, PortfolioSnapshot, PortfolioSummary, Position } from "../schemas";

/** GET /v1/portfolios… (scope portfolio:read): the account's portfolios, valued at the latest prices. */
export const portfolioOperations = [
  operation(
    "portfolio:read",
    {
      method: "get",
      path: "/portfolios",
      summary: "List portfolios",
      request: { query: PageQuerySchema },
      responses: jsonResponses(z.array(PortfolioSummary), "The account's portfolios, oldest first"),
    },
    async (c) => {
      const userId = c.get("apiPrincipal").userId;
      const page = await paginate(c, `portfolios:${userId}`, c.req.valid("query"), (after, take) => listPortfolios(c.get("db"), userId, after, take), positionOf);
      const badges = await badgesByPortfolio(c.get("db"), userId);
      return ok(c, page.items.map((r) => ({ ...portfolioView(r), ...connectionBadge(badges.get(r.id)) })), { pagination: page.pagination });
    },
  ),

  operation(
    "portfolio:read",
    {
      method: "get",
      path: "/portfolios/{id}",
      summary: "One portfolio with totals",
      request: { params: IdParam },
      responses: jsonResponses(PortfolioDetail, "The portfolio and its totals at the latest known prices"),
    },
    async (c) => {
      const portfolio = await getPortfolio(c.get("db"), c.get("apiPrincipal").userId, c.req.valid("param").id);
      const badge = connectionBadge((await badgesByPortfolio(c.get("db"), c.get("apiPrincipal").userId)).get(portfolio.id));
      const { positions: valued } = await valuedPositions(c.env, c.get("db"), portfolio, c.get("clock").now());
      const totals = totalsOf(valued);
      return ok(c, { ...portfolioView(portfolio), ...badge, totals }, totals.asOf ? { asOf: totals.asOf } : {});
    },
  ),

  operation(
    "portfolio:read",
    {
      method: "get",
      path: "/portfolios/{id}/positions",
      summary: "Holdings with value, cost, P&L and 24h change",
      request: { params: IdParam, query: PageQuerySchema },
      responses: jsonResponses(z.array(Position), "Positions, oldest first"),
    },
    async (c) => {
      const { id } = c.req.valid("param");
      const portfolio = await getPortfolio(c.get("db"), c.get("apiPrincipal").userId, id);
      // Holdings are few per portfolio: value them all once, then page in (createdAt, id) order.
      const { rows, positions: valued } = await valuedPositions(c.env, c.get("db"), portfolio, c.get("clock").now());
      const byId = new Map(valued.map((p) => [p.id, p]));
      const page = await paginate(c, `positions:${id}`, c.req.valid("query"), async (after, take) => rows.filter((r) => isAfter(r, after)).slice(0, take), positionOf);
      return ok(c, page.items.flatMap((h) => byId.get(h.id) ?? []), { pagination: page.pagination });
    },
  ),

  operation(
    "portfolio:read",
    {
      method: "get",
      path: "/portfolios/{id}/snapshot",
      summary: "Allocation and value history",
      request: { params: IdParam },
      responses: jsonResponses(PortfolioSnapshot, "Allocation by symbol and 30-day value history of the current holdings"),
    },
    async (c) => {
      const portfolio = await getPortfolio(c.get("db"), c.get("apiPrincipal").userId, c.req.valid("param").id);
      const data = await portfolioSnapshot(c.env, c.get("db"), portfolio, c.get("clock").now());
      return ok(c, data, data.totals.asOf ? { asOf: data.totals.asOf } : {});
    },
  ),
];
