import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireSession } from "../auth/session-cookie";
import { AppError } from "../http/errors";
import { ok } from "../http/respond";
import { parseInput } from "../http/validate";
import { nameField } from "../lib/fields";
import { CSV_FORMATS, GENERIC_TEMPLATE } from "../connections/csv/formats";
import { EXCHANGE_IDS } from "../connections/exchanges";
import { connectExchange, connectWallet, importCsv, previewCsv } from "../connections/service";
import { deleteConnection, getConnection, listConnections } from "../connections/store";
import { syncConnection } from "../connections/sync";
import { connectionView } from "../connections/view";

/**
 * The site's Connections (Free and Pro): read-only wallets, exchange keys and CSV imports, each
 * filling one portfolio. Same-origin only (sameOriginOnly on /app/*); every row scoped to the user.
 */
const Label = nameField(60).optional();
const Wallet = z.object({ chain: z.enum(["ethereum", "bitcoin", "solana"]), address: z.string().min(1).max(400), label: Label }).strict();
const Exchange = z
  .object({ exchange: z.enum(EXCHANGE_IDS as [string, ...string[]]), apiKey: z.string().trim().min(8).max(300), apiSecret: z.string().trim().min(16).max(4000), label: Label })
  .strict();
const Csv = z.object({ format: z.enum(CSV_FORMATS as [string, ...string[]]), text: z.string().min(1).max(60_000), label: Label }).strict();

/** On-demand sync: once a minute per connection, five a minute per user (the cron covers the rest). */
const SYNC_EVERY_MS = 60_000;
const USER_SYNCS_PER_MINUTE = 5;

export const connectionRoutes = new Hono<AppEnv>()
  .use(requireSession())
  .get("/", async (c) => ok(c, (await listConnections(c.get("db"), c.get("user").id)).map(connectionView)))
  .get("/csv/template", (c) => {
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", 'attachment; filename="fathom-portfolio-template.csv"');
    return c.body(GENERIC_TEMPLATE);
  })
  .post("/wallet", async (c) => {
    const input = parseInput(Wallet, c.get("body"));
    const { row, sync } = await connectWallet(c.env, c.get("db"), c.get("user").id, input, c.get("clock").now(), c.get("log"));
    return ok(c, { connection: connectionView(await getConnection(c.get("db"), c.get("user").id, row.id)), sync }, { status: 201 });
  })
  .post("/exchange", async (c) => {
    const input = parseInput(Exchange, c.get("body"));
    const exchange = input.exchange as (typeof EXCHANGE_IDS)[number];
    const { row, sync } = await connectExchange(c.env, c.get("db"), c.get("user").id, { ...input, exchange }, c.get("clock").now(), c.get("log"));
    return ok(c, { connection: connectionView(await getConnection(c.get("db"), c.get("user").id, row.id)), sync }, { status: 201 });
  })
  .post("/csv/preview", async (c) => {
    const input = parseInput(Csv, c.get("body"));
    return ok(c, await previewCsv(c.get("db"), input.format as (typeof CSV_FORMATS)[number], input.text));
  })
  .post("/csv", async (c) => {
    const input = parseInput(Csv, c.get("body"));
    const { row, sync } = await importCsv(c.get("db"), c.get("user").id, { ...input, format: input.format as (typeof CSV_FORMATS)[number] }, c.get("clock").now());
    return ok(c, { connection: connectionView(await getConnection(c.get("db"), c.get("user").id, row.id)), sync }, { status: 201 });
  })
  .post("/:id/sync", async (c) => {
    const db = c.get("db");
    const userId = c.get("user").id;
    const now = c.get("clock").now();
    const row = await getConnection(db, userId, c.req.param("id"));
    if (row.kind === "csv") throw new AppError("invalid_param", { param: "id", message: "A CSV import does not sync: import a new file to update it." });
    const recent = (await listConnections(db, userId)).filter((r) => r.lastAttemptAt !== null && now - r.lastAttemptAt < SYNC_EVERY_MS);
    const own = recent.find((r) => r.id === row.id);
    if (own || recent.length >= USER_SYNCS_PER_MINUTE) {
      const since = Math.max(...recent.map((r) => r.lastAttemptAt!));
      throw new AppError("rate_limited", { message: "This was synced less than a minute ago.", retryAfter: Math.ceil((SYNC_EVERY_MS - (now - (own?.lastAttemptAt ?? since))) / 1000) });
    }
    const sync = await syncConnection(c.env, db, row, now, c.get("log"));
    return ok(c, { connection: connectionView(await getConnection(db, userId, row.id)), sync });
  })
  .delete("/:id", async (c) => {
    await deleteConnection(c.get("db"), c.get("user").id, c.req.param("id"));
    return ok(c, { id: c.req.param("id"), deleted: true });
  });
