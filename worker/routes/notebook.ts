import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireSession } from "../auth/session-cookie";
import { AppError } from "../http/errors";
import { ok } from "../http/respond";
import { parseInput } from "../http/validate";
import { SymbolField } from "../lib/fields";
import { AnnotationField, BodyField, EntryFilterQuery, filterOf, RefField, TitleField } from "../notebook/fields";
import { createEntry, deleteEntry, getEntry, linksOf, recentEntries, updateEntry } from "../notebook/store";
import { entryView, linkView, notebookMarkdown } from "../notebook/view";

/**
 * The site's Notebook under /app/notebook (any plan: Free users keep their DeepDive reports here).
 * The site writes Notes, Ideas and Frameworks directly; analyses, verdicts and reports come from
 * the research routes, which compute them.
 */
const ListQuery = EntryFilterQuery.extend({ before: z.coerce.number().int().positive().optional() });
const NewEntryBody = z
  .object({
    kind: z.enum(["Note", "Idea", "Framework"]),
    title: TitleField,
    body: BodyField.optional(),
    symbol: SymbolField.nullable().optional(),
    parentId: RefField.nullable().optional(),
  })
  .strict();
const PatchBody = z
  .object({ title: TitleField.optional(), body: BodyField.optional(), annotation: AnnotationField.optional() })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: "Send title, body or annotation." });
const ExportQuery = z.object({ format: z.enum(["md", "json"]).default("json") }).strict();

/** Only the user's own writing is edited in place; computed entries keep their figures. */
const EDITABLE_BODY = new Set(["Note", "Framework"]);

export const notebookRoutes = new Hono<AppEnv>()
  .use(requireSession())
  .get("/", async (c) => {
    const q = parseInput(ListQuery, c.req.query(), "query");
    const rows = await recentEntries(c.get("db"), c.get("user").id, filterOf(q), 100, q.before);
    return ok(c, { entries: rows.map(entryView) });
  })
  .post("/", async (c) => {
    const input = parseInput(NewEntryBody, c.get("body"));
    const parentId = input.parentId ? (await getEntry(c.get("db"), c.get("user").id, input.parentId, { param: "parentId" })).id : null;
    const entry = await createEntry(c.get("db"), c.get("user").id, { ...input, parentId }, c.get("clock").now());
    return ok(c, entryView(entry), { status: 201 });
  })
  .get("/export", async (c) => {
    const { format } = parseInput(ExportQuery, c.req.query(), "query");
    const rows = (await recentEntries(c.get("db"), c.get("user").id, {}, 5000)).reverse();
    const stamp = new Date(c.get("clock").now()).toISOString().slice(0, 10);
    c.header("Content-Disposition", `attachment; filename="fathom-notebook-${stamp}.${format}"`);
    if (format === "md") {
      c.header("Content-Type", "text/markdown; charset=utf-8");
      return c.body(notebookMarkdown(rows, c.get("clock").now()));
    }
    return ok(c, { exportedAt: new Date(c.get("clock").now()).toISOString(), entries: rows.map(entryView) });
  })
  .get("/:ref", async (c) => {
    const userId = c.get("user").id;
    const entry = await getEntry(c.get("db"), userId, parseInput(RefField, c.req.param("ref"), "ref"));
    const links = await linksOf(c.get("db"), userId, entry);
    return ok(c, { entry: entryView(entry), parent: links.parent ? linkView(links.parent) : null, parentMissing: links.parentMissing, children: links.children.map(linkView) });
  })
  .patch("/:ref", async (c) => {
    const userId = c.get("user").id;
    const patch = parseInput(PatchBody, c.get("body"));
    const entry = await getEntry(c.get("db"), userId, parseInput(RefField, c.req.param("ref"), "ref"));
    if (patch.body !== undefined && !EDITABLE_BODY.has(entry.kind)) {
      throw new AppError("invalid_param", { param: "body", message: `body: A ${entry.kind} keeps the figures it was computed with; rename it or annotate it instead.` });
    }
    return ok(c, entryView(await updateEntry(c.get("db"), userId, entry.id, patch, c.get("clock").now())));
  })
  .delete("/:ref", async (c) => {
    const entry = await deleteEntry(c.get("db"), c.get("user").id, parseInput(RefField, c.req.param("ref"), "ref"), c.get("clock").now());
    return ok(c, { id: entry.id, ref: `NB-${entry.nb}`, deleted: true });
  });
