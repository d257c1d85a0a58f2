import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./schema";

/** The user's collections: portfolios with their holdings, and watchlists with their items. */

export const portfolios = sqliteTable(
  "portfolios",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [index("portfolios_user_idx").on(t.userId, t.createdAt, t.id)],
);

/** Manual holdings. `costBasis` is the average cost per unit in USD. */
export const holdings = sqliteTable(
  "holdings",
  {
    id: text("id").primaryKey(),
    portfolioId: text("portfolio_id")
      .notNull()
      .references(() => portfolios.id, { onDelete: "cascade" }),
    symbol: text("symbol").notNull(),
    quantity: real("quantity").notNull(),
    costBasis: real("cost_basis"),
    notes: text("notes"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [index("holdings_portfolio_idx").on(t.portfolioId, t.createdAt, t.id)],
);

export const watchlists = sqliteTable(
  "watchlists",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [index("watchlists_user_idx").on(t.userId, t.createdAt, t.id)],
);

/** `entryTarget` is the price (USD) at which the user would like to look again. */
export const watchlistItems = sqliteTable(
  "watchlist_items",
  {
    id: text("id").primaryKey(),
    watchlistId: text("watchlist_id")
      .notNull()
      .references(() => watchlists.id, { onDelete: "cascade" }),
    symbol: text("symbol").notNull(),
    entryTarget: real("entry_target"),
    notes: text("notes"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [index("watchlist_items_list_idx").on(t.watchlistId, t.createdAt, t.id), uniqueIndex("watchlist_items_symbol_uq").on(t.watchlistId, t.symbol)],
);
