import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireSession } from "../auth/session-cookie";
import { ok } from "../http/respond";
import { parseInput } from "../http/validate";
import { addItem, createWatchlist, deleteItem, deleteWatchlist, getWatchlist, listItems, listWatchlists, renameWatchlist, updateItem } from "../watchlists/store";
import { itemView, watchlistView } from "../watchlists/view";
import type { WatchlistDetail } from "../watchlists/view-types";
import { createMarketReader } from "../market/reader";
import { watchlistPrices } from "../assets/watchlist-prices";
import { NameField, NotesField, PriceField, SymbolField } from "../lib/fields";

/** The site's watchlist pages (classic platform, Free too). Same core as /v1/watchlists. */
const Name = z.object({ name: NameField }).strict();
const Target = PriceField.nullable().optional();
const NewItem = z.object({ symbol: SymbolField, entryTarget: Target, notes: NotesField }).strict();
const ItemPatch = z
  .object({ entryTarget: Target, notes: NotesField })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: "Send entryTarget or notes." });

export const watchlistRoutes = new Hono<AppEnv>()
  .use(requireSession())
  .get("/", async (c) => ok(c, (await listWatchlists(c.get("db"), c.get("user").id, null, 100)).map(watchlistView)))
  .post("/", async (c) => {
    const { name } = parseInput(Name, c.get("body"));
    return ok(c, watchlistView(await createWatchlist(c.get("db"), c.get("user").id, name, c.get("clock").now())), { status: 201 });
  })
  .get("/:id", async (c) => {
    const list = await getWatchlist(c.get("db"), c.get("user").id, c.req.param("id"));
    const items = await listItems(c.get("db"), list.id, null, 500);
    const detail: WatchlistDetail = { ...watchlistView(list), items: items.map(itemView) };
    return ok(c, detail);
  })
  // Price, 24 h change, distance to target and a 30-day sparkline for every item, in one request.
  .get("/:id/prices", async (c) => {
    const list = await getWatchlist(c.get("db"), c.get("user").id, c.req.param("id"));
    return ok(c, await watchlistPrices(createMarketReader(c.env, c.get("clock"), { live: false }), await listItems(c.get("db"), list.id, null, 500)));
  })
  .patch("/:id", async (c) => {
    const { name } = parseInput(Name, c.get("body"));
    return ok(c, watchlistView(await renameWatchlist(c.get("db"), c.get("user").id, c.req.param("id"), name, c.get("clock").now())));
  })
  .delete("/:id", async (c) => {
    await deleteWatchlist(c.get("db"), c.get("user").id, c.req.param("id"));
    return ok(c, { id: c.req.param("id"), deleted: true });
  })
  .post("/:id/items", async (c) => {
    const input = parseInput(NewItem, c.get("body"));
    return ok(c, itemView(await addItem(c.get("db"), c.get("user").id, c.req.param("id"), input, c.get("clock").now())), { status: 201 });
  })
  .patch("/:id/items/:itemId", async (c) => {
    const input = parseInput(ItemPatch, c.get("body"));
    return ok(c, itemView(await updateItem(c.get("db"), c.get("user").id, c.req.param("id"), c.req.param("itemId"), input, c.get("clock").now())));
  })
  .delete("/:id/items/:itemId", async (c) => {
    await deleteItem(c.get("db"), c.get("user").id, c.req.param("id"), c.req.param("itemId"));
    return ok(c, { id: c.req.param("itemId"), deleted: true });
  });
