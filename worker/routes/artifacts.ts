import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireSession } from "../auth/session-cookie";
import { artifactView, getArtifact, listArtifacts } from "../browser/artifacts";
import { agentObjectName } from "../account/delete-account";
import { AppError } from "../http/errors";
import { ok } from "../http/respond";
import { parseInput } from "../http/validate";
import { exportPdf } from "../browser/pdf-export";
import { RefField } from "../notebook/fields";

/**
 * The site's Artifacts under /app/artifacts: what the cloud browser (and the PDF exports)
 * published. Every read is by the signed-in user's id, so another user's artifact is a 404, the
 * same answer as an id that never existed.
 */
/** A Notebook entry ("NB-12") or the whole Notebook, printed to PDF by the cloud browser. */
const PdfBody = z.discriminatedUnion("of", [z.object({ of: z.literal("entry"), ref: RefField }).strict(), z.object({ of: z.literal("notebook") }).strict()]);
const IdParam = z.object({ id: z.string().regex(/^art_[0-9a-z]{1,40}$/u, "An artifact id such as art_…") }).strict();

async function owned(c: Context<AppEnv>, id: string) {
  const row = await getArtifact(c.env.DB, c.get("user").id, id);
  if (!row) throw new AppError("not_found", { message: "No such artifact." });
  return row;
}

export const artifactRoutes = new Hono<AppEnv>()
  .use(requireSession())
  .get("/", async (c) => ok(c, { artifacts: await listArtifacts(c.env.DB, c.get("user").id) }))
  // The agent's recent browser sessions with their timelines (the chat shows a running one after a reload).
  .get("/sessions", async (c) => {
    if (c.get("user").plan !== "pro") return ok(c, { sessions: [] });
    const result = await c.env.AGENT.getByName(agentObjectName(c.get("user").id)).browserSessions(10);
    return ok(c, { sessions: result.ok ? result.sessions : [] });
  })
  // Draws one browser_session charge (refunded if the print fails); answers the new pdf artifact.
  .post("/pdf", async (c) => {
    const source = parseInput(PdfBody, c.get("body"));
    const done = await exportPdf({ env: c.env, db: c.get("db"), clock: c.get("clock"), userId: c.get("user").id }, source);
    return ok(c, { ...done.artifact, renderMs: done.renderMs }, { status: 201 });
  })
  .get("/:id", async (c) => {
    const { id } = parseInput(IdParam, c.req.param(), "path");
    return ok(c, artifactView(await owned(c, id)));
  })
  .get("/:id/file", async (c) => {
    const { id } = parseInput(IdParam, c.req.param(), "path");
    const row = await owned(c, id);
    const object = await c.env.ARTIFACTS.get(row.r2Key);
    if (!object) throw new AppError("not_found", { message: "The artifact's file is gone." });
    // Served inline with its own type, never sniffed into HTML. The sandbox CSP would stop
    // Chrome's PDF viewer, so PDFs go without it (a PDF cannot run script in this origin).
    const headers: Record<string, string> = { "content-type": row.contentType, "content-length": String(row.size), "cache-control": "private, max-age=300", "x-content-type-options": "nosniff" };
    if (row.kind !== "pdf") headers["content-security-policy"] = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
    return new Response(object.body, { headers });
  });
