import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireSession } from "../auth/session-cookie";
import { ok } from "../http/respond";
import { parseInput } from "../http/validate";
import { valuedPositions } from "../portfolios/valued";
import { totalsOf } from "../portfolios/valuation";
import { addHolding, createPortfolio, deleteHolding, deletePortfolio, getPortfolio, listPortfolios, renamePortfolio, updateHolding } from "../portfolios/store";
import { portfolioView } from "../portfolios/view";
import { CostBasisField, NameField, NotesField, QuantityField, SymbolField } from "../lib/fields";
import { badgesByPortfolio, connectionBadge } from "../connections/view";

/** The site's portfolio pages (classic platform, Free too): manual holdings, valued on read. */
const Name = z.object({ name: NameField }).strict();
const Quantity = QuantityField;
const Cost = CostBasisField;
const NewHolding = z.object({ symbol: SymbolField, quantity: Quantity, costBasis: Cost, notes: NotesField }).strict();
const HoldingPatch = z
  .object({ quantity: Quantity.optional(), costBasis: Cost, notes: NotesField })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: "Send quantity, costBasis or notes." });

export const portfolioRoutes = new Hono<AppEnv>()
  .use(requireSession())
  .get("/", async (c) => {
    const rows = await listPortfolios(c.get("db"), c.get("user").id, null, 100);
    const badges = await badgesByPortfolio(c.get("db"), c.get("user").id);
    return ok(c, rows.map((r) => ({ ...portfolioView(r), ...connectionBadge(badges.get(r.id)) })));
  })
  .post("/", async (c) => {
    const { name } = parseInput(Name, c.get("body"));
    return ok(c, portfolioView(await createPortfolio(c.get("db"), c.get("user").id, name, c.get("clock").now())), { status: 201 });
  })
  .get("/:id", async (c) => {
    const portfolio = await getPortfolio(c.get("db"), c.get("user").id, c.req.param("id"));
    const { positions } = await valuedPositions(c.env, c.get("db"), portfolio, c.get("clock").now());
    const badges = await badgesByPortfolio(c.get("db"), c.get("user").id);
    return ok(c, { ...portfolioView(portfolio), ...connectionBadge(badges.get(portfolio.id)), totals: totalsOf(positions), positions });
  })
  .patch("/:id", async (c) => {
    const { name } = parseInput(Name, c.get("body"));
    return ok(c, portfolioView(await renamePortfolio(c.get("db"), c.get("user").id, c.req.param("id"), name, c.get("clock").now())));
  })
  .delete("/:id", async (c) => {
    await deletePortfolio(c.get("db"), c.get("user").id, c.req.param("id"));
    return ok(c, { id: c.req.param("id"), deleted: true });
  })
  .post("/:id/holdings", async (c) => {
    const input = parseInput(NewHolding, c.get("body"));
    return ok(c, await addHolding(c.get("db"), c.get("user").id, c.req.param("id"), input, c.get("clock").now()), { status: 201 });
  })
  .patch("/:id/holdings/:holdingId", async (c) => {
    const input = parseInput(HoldingPatch, c.get("body"));
    return ok(c, await updateHolding(c.get("db"), c.get("user").id, c.req.param("id"), c.req.param("holdingId"), input, c.get("clock").now()));
  })
  .delete("/:id/holdings/:holdingId", async (c) => {
    await deleteHolding(c.get("db"), c.get("user").id, c.req.param("id"), c.req.param("holdingId"));
    return ok(c, { id: c.req.param("holdingId"), deleted: true });
  });
