import type { Db } from "../db/client";
import { AppError } from "../http/errors";
import { eq } from "drizzle-orm";
import { connections } from "../db/connections-schema";

/** A connected portfolio's holdings come from sync: hand edits are refused, saying how to edit. */
export async function assertManualPortfolio(db: Db, portfolioId: string): Promise<void> {
  // Queried here, not through ./store, so the portfolio store can import this without a cycle.
  const connection = await db.select({ label: connections.label }).from(connections).where(eq(connections.portfolioId, portfolioId)).get();
  if (!connection) return;
  throw new AppError("conflict", {
    message: `This portfolio is filled by a connection (${connection.label}) and is read-only: its holdings come from sync.`,
    hint: "Sync or disconnect it on the Connections page (disconnecting keeps the holdings as a manual portfolio you can edit).",
  });
}
