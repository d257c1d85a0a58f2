import type { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "@hono/zod-openapi";
import type { AppEnv } from "../../env";
import { ok } from "../../http/respond";
import { positionOf } from "../../lib/list-order";
import { addItem, createWatchlist, deleteItem, deleteWatchlist, getWatchlist, listItems, listWatchlists, renameWatchlist, updateItem } from "../../watchlists/store";
import { itemView, watchlistView } from "../../watchlists/view";
import { apiRoute, handle } from "../define";
import { jsonResponses } from "../openapi-schemas";
import { paginate } from "../paging";
import { Deleted, IdParam, Name, Notes, PageQuerySchema, Price, Symbol, Watchlist, WatchlistItem } from "../schemas";
import { valid } from "../valid";

const ItemParams = z.object({
  id: z.string().min(1).max(64).openapi({ param: { name: "id", in: "path" } }),
  itemId: z.string().min(1).max(64).openapi({ param: { name: "itemId", in: "path" } }),
});
const WatchlistBody = z.object({ name: Name }).strict();
const NewItemBody = z.object({ symbol: Symbol, entryTarget: Price.nullable().optional(), notes: Notes }).strict();
const ItemPatchBody = z
  .object({ entryTarget: Price.nullable().optional(), notes: Notes })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: "Send entryTarget or notes." });
const json = <S extends z.ZodType>(schema: S) => ({ body: { content: { "application/json": { schema } }, required: true } });

const list = apiRoute("watchlist:read", {
  method: "get",
  path: "/watchlists",
  summary: "List watchlists",
  request: { query: PageQuerySchema },
  responses: jsonResponses(z.array(Watchlist), "The account's watchlists, oldest first"),
});
const items = apiRoute("watchlist:read", {
  method: "get",
  path: "/watchlists/{id}/items",
  summary: "Items with entry targets",
  request: { params: IdParam, query: PageQuerySchema },
  responses: jsonResponses(z.array(WatchlistItem), "Items, oldest first"),
});
const create = apiRoute("watchlist:write", {
  method: "post",
  path: "/watchlists",
  summary: "Create a watchlist",
  request: json(WatchlistBody),
  responses: jsonResponses(Watchlist, "The new watchlist", 201),
});
const rename = apiRoute("watchlist:write", {
  method: "patch",
  path: "/watchlists/{id}",
  summary: "Rename a watchlist",
  request: { params: IdParam, ...json(WatchlistBody) },
  responses: jsonResponses(Watchlist, "The renamed watchlist"),
});
const remove = apiRoute("watchlist:write", {
  method: "delete",
  path: "/watchlists/{id}",
  summary: "Delete a watchlist and its items",
  request: { params: IdParam },
  responses: jsonResponses(Deleted, "Deleted"),
});
const addOne = apiRoute("watchlist:write", {
  method: "post",
  path: "/watchlists/{id}/items",
  summary: "Add an item",
  request: { params: IdParam, ...json(NewItemBody) },
  responses: jsonResponses(WatchlistItem, "The new item", 201),
});
const setTarget = apiRoute("watchlist:write", {
  method: "patch",
  path: "/watchlists/{id}/items/{itemId}",
  summary: "Set an item's entry target or notes",
  request: { params: ItemParams, ...json(ItemPatchBody) },
  responses: jsonResponses(WatchlistItem, "The updated item"),
});
const removeOne = apiRoute("watchlist:write", {
  method: "delete",
  path: "/watchlists/{id}/items/{itemId}",
  summary: "Remove an item",
  request: { params: ItemParams },
  responses: jsonResponses(Deleted, "Deleted"),
});

export function registerWatchlistRoutes(app: OpenAPIHono<AppEnv>): void {
  const userOf = (c: { get(k: "apiPrincipal"): AppEnv["Variables"]["apiPrincipal"] }) => c.get("apiPrincipal").userId;

  handle(app, list, async (c) => {
    const userId = userOf(c);
    const page = await paginate(c, `watchlists:${userId}`, valid(c, "query", PageQuerySchema), (after, take) => listWatchlists(c.get("db"), userId, after, take), positionOf);
    return ok(c, page.items.map(watchlistView), { pagination: page.pagination });
  });
  handle(app, items, async (c) => {
    const { id } = valid(c, "param", IdParam);
    await getWatchlist(c.get("db"), userOf(c), id);
    const page = await paginate(c, `items:${id}`, valid(c, "query", PageQuerySchema), (after, take) => listItems(c.get("db"), id, after, take), positionOf);
    return ok(c, page.items.map(itemView), { pagination: page.pagination });
  });
  handle(app, create, async (c) => {
    const { name } = valid(c, "json", WatchlistBody);
    return ok(c, watchlistView(await createWatchlist(c.get("db"), userOf(c), name, c.get("clock").now())), { status: 201 });
  });
  handle(app, rename, async (c) => {
    const { id } = valid(c, "param", IdParam);
    const { name } = valid(c, "json", WatchlistBody);
    return ok(c, watchlistView(await renameWatchlist(c.get("db"), userOf(c), id, name, c.get("clock").now())));
  });
  handle(app, remove, async (c) => {
    const { id } = valid(c, "param", IdParam);
    await deleteWatchlist(c.get("db"), userOf(c), id);
    return ok(c, { id, deleted: true as const });
  });
  handle(app, addOne, async (c) => {
    const { id } = valid(c, "param", IdParam);
    const body = valid(c, "json", NewItemBody);
    return ok(c, itemView(await addItem(c.get("db"), userOf(c), id, body, c.get("clock").now())), { status: 201 });
  });
  handle(app, setTarget, async (c) => {
    const { id, itemId } = valid(c, "param", ItemParams);
    const body = valid(c, "json", ItemPatchBody);
    return ok(c, itemView(await updateItem(c.get("db"), userOf(c), id, itemId, body, c.get("clock").now())));
  });
  handle(app, removeOne, async (c) => {
    const { id, itemId } = valid(c, "param", ItemParams);
    await deleteItem(c.get("db"), userOf(c), id, itemId);
    return ok(c, { id: itemId, deleted: true as const });
  });
}
