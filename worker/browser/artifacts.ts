import { and, desc, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { accountR2Prefix } from "../account/delete-account";
import { artifacts, type ArtifactKind } from "../db/artifacts-schema";
import { newId } from "../lib/crypto";
import type { ArtifactView } from "./views";

export type { ArtifactView } from "./views";

/**
 * Artifacts: bytes in R2 under the account's prefix, one D1 row each. Every read is by
 * (userId, id), so another user's id is simply not found.
 */

export interface NewArtifact {
  userId: string;
  kind: ArtifactKind;
  contentType: string;
  ext: string;
  title: string;
  sourceUrl: string | null;
  sessionId: string | null;
  body: Uint8Array | string;
}

export interface ArtifactStores {
  DB: D1Database;
  ARTIFACTS: R2Bucket;
}

const db = (d1: D1Database) => drizzle(d1, { schema: { artifacts } });
type Row = typeof artifacts.$inferSelect;

export function artifactView(r: Row): ArtifactView {
  return {
    id: r.id, kind: r.kind, contentType: r.contentType, size: r.size, title: r.title, sourceUrl: r.sourceUrl,
    sessionId: r.sessionId, createdAt: new Date(r.createdAt).toISOString(), url: `/app/artifacts/${r.id}/file`,
  };
}

export async function saveArtifact(env: ArtifactStores, a: NewArtifact, now: number): Promise<ArtifactView> {
  const id = newId("art");
  const r2Key = `${accountR2Prefix(a.userId)}artifacts/${id}.${a.ext}`;
  const bytes = typeof a.body === "string" ? new TextEncoder().encode(a.body) : a.body;
  await env.ARTIFACTS.put(r2Key, bytes, { httpMetadata: { contentType: a.contentType } });
  const row: Row = { id, userId: a.userId, kind: a.kind, contentType: a.contentType, size: bytes.byteLength, title: a.title.slice(0, 200), sourceUrl: a.sourceUrl, sessionId: a.sessionId, r2Key, createdAt: now };
  await db(env.DB).insert(artifacts).values(row);
  return artifactView(row);
}

export async function listArtifacts(d1: D1Database, userId: string, limit = 100): Promise<ArtifactView[]> {
  const rows = await db(d1).select().from(artifacts).where(eq(artifacts.userId, userId)).orderBy(desc(artifacts.createdAt)).limit(limit).all();
  return rows.map(artifactView);
}

export async function getArtifact(d1: D1Database, userId: string, id: string): Promise<Row | null> {
  const row = await db(d1).select().from(artifacts).where(and(eq(artifacts.userId, userId), eq(artifacts.id, id))).get();
  return row ?? null;
}

/** Workspace deletion: the rows and their R2 objects (account deletion sweeps the whole prefix instead). */
export async function deleteUserArtifacts(env: ArtifactStores, userId: string): Promise<number> {
  const rows = await db(env.DB).select({ r2Key: artifacts.r2Key }).from(artifacts).where(eq(artifacts.userId, userId)).all();
  for (let i = 0; i < rows.length; i += 500) await env.ARTIFACTS.delete(rows.slice(i, i + 500).map((r) => r.r2Key));
  await db(env.DB).delete(artifacts).where(eq(artifacts.userId, userId));
  return rows.length;
}
