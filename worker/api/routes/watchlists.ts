import { z } from "@hono/zod-openapi";
import { ok } from "../../http/respond";
import { positionOf } from "../../lib/list-order";
import { addItem, createWatchlist, deleteItem, deleteWatchlist, getWatchlist, listItems, listWatchlists, renameWatchlist, updateItem } from "../../watchlists/store";
import { itemView, watchlistView } from "../../watchlists/view";
import { operation } from "../operation";
import { jsonResponses } from "../openapi-schemas";
import { paginate } from "../paging";
import { Deleted, IdParam, Name, Notes, PageQuerySchema, Price, Ticker, Watchlist, WatchlistItem } from "../schemas";

const ItemParams = z.object({
  id: z.string().min(1).max(64).openapi({ param: { name: "id", in: "path" } }),
  itemId: z.string().min(1).max(64).openapi({ param: { name: "itemId", in: "path" } }),
});
const WatchlistBody = z.object({ name: Name }).strict();
const NewItemBody = z.object({ symbol: Ticker, entryTarget: Price.nullable().optional(), notes: Notes }).strict();
const ItemPatchBody = z
  .object({ entryTarget: Price.nullable().optional(), notes: Notes })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: "Send entryTarget or notes." });
const json = <S extends z.ZodType>(schema: S) => ({ body: { content: { "application/json": { schema } }, required: true } });

/** /v1/watchlists… (scopes watchlist:read and watchlist:write): the account's watchlists and their items. */
export const watchlistOperations = [
  operation(
    "watchlist:read",
    { method: "get", path: "/watchlists", summary: "List watchlists", request: { query: PageQuerySchema }, responses: jsonResponses(z.array(Watchlist), "The account's watchlists, oldest first") },
    async (c) => {
      const userId = c.get("apiPrincipal").userId;
      const page = await paginate(c, `watchlists:${userId}`, c.req.valid("query"), (after, take) => listWatchlists(c.get("db"), userId, after, take), positionOf);
      return ok(c, page.items.map(watchlistView), { pagination: page.pagination });
    },
  ),
  operation(
    "watchlist:read",
    {
      method: "get",
      path: "/watchlists/{id}/items",
      summary: "Items with entry targets",
      request: { params: IdParam, query: PageQuerySchema },
      responses: jsonResponses(z.array(WatchlistItem), "Items, oldest first"),
    },
    async (c) => {
      const { id } = c.req.valid("param");
      await getWatchlist(c.get("db"), c.get("apiPrincipal").userId, id);
      const page = await paginate(c, `items:${id}`, c.req.valid("query"), (after, take) => listItems(c.get("db"), id, after, take), positionOf);
      return ok(c, page.items.map(itemView), { pagination: page.pagination });
    },
  ),
  operation(
    "watchlist:write",
    { method: "post", path: "/watchlists", summary: "Create a watchlist", request: json(WatchlistBody), responses: jsonResponses(Watchlist, "The new watchlist", 201) },
    async (c) => {
      const created = await createWatchlist(c.get("db"), c.get("apiPrincipal").userId, c.req.valid("json").name, c.get("clock").now());
      return ok(c, watchlistView(created), { status: 201 });
    },
  ),
  operation(
    "watchlist:write",
    { method: "patch", path: "/watchlists/{id}", summary: "Rename a watchlist", request: { params: IdParam, ...json(WatchlistBody) }, responses: jsonResponses(Watchlist, "The renamed watchlist") },
    async (c) => {
      const renamed = await renameWatchlist(c.get("db"), c.get("apiPrincipal").userId, c.req.valid("param").id, c.req.valid("json").name, c.get("clock").now());
      return ok(c, watchlistView(renamed));
    },
  ),
  operation(
    "watchlist:write",
    { method: "delete", path: "/watchlists/{id}", summary: "Delete a watchlist and its items", request: { params: IdParam }, responses: jsonResponses(Deleted, "Deleted") },
    async (c) => {
      const { id } = c.req.valid("param");
      await deleteWatchlist(c.get("db"), c.get("apiPrincipal").userId, id);
      return ok(c, { id, deleted: true as const });
    },
  ),
  operation(
    "watchlist:write",
    { method: "post", path: "/watchlists/{id}/items", summary: "Add an item", request: { params: IdParam, ...json(NewItemBody) }, responses: jsonResponses(WatchlistItem, "The new item", 201) },
    async (c) => {
      const added = await addItem(c.get("db"), c.get("apiPrincipal").userId, c.req.valid("param").id, c.req.valid("json"), c.get("clock").now());
      return ok(c, itemView(added), { status: 201 });
    },
  ),
  operation(
    "watchlist:write",
    {
      method: "patch",
      path: "/watchlists/{id}/items/{itemId}",
      summary: "Set an item's entry target or notes",
      request: { params: ItemParams, ...json(ItemPatchBody) },
      responses: jsonResponses(WatchlistItem, "The updated item"),
    },
    async (c) => {
      const { id, itemId } = c.req.valid("param");
      const updated = await updateItem(c.get("db"), c.get("apiPrincipal").userId, id, itemId, c.req.valid("json"), c.get("clock").now());
      return ok(c, itemView(updated));
    },
  ),
  operation(
    "watchlist:write",
    { method: "delete", path: "/watchlists/{id}/items/{itemId}", summary: "Remove an item", request: { params: ItemParams }, responses: jsonResponses(Deleted, "Deleted") },
    async (c) => {
      const { id, itemId } = c.req.valid("param");
      await deleteItem(c.get("db"), c.get("apiPrincipal").userId, id, itemId);
      return ok(c, { id: itemId, deleted: true as const });
    },
  ),
];
