import { z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { ok } from "../../http/respond";
import { DateField } from "../../lib/fields";
import { positionOf } from "../../lib/list-order";
import { AnnotationField, EntryFilterQuery, filterOf, TitleField } from "../../notebook/fields";
import { deleteEntry, getEntry, listEntries, updateEntry } from "../../notebook/store";
import { entryView } from "../../notebook/view";
import { completeDeepDive, FREE_DEEPDIVES_PER_MONTH, startDeepDive } from "../../research/deepdive";
import { researchData } from "../../research/service";
import { NOTEBOOK_KINDS, ENTRY_STATUSES } from "../../db/notebook-schema";
import { operation } from "../operation";
import { jsonResponses } from "../openapi-schemas";
import { paginate } from "../paging";
import { PageQuerySchema, Ticker } from "../schemas";

/**
 * /v1/reports (scopes reports:read, reports:write): the account's Notebook — DeepDive reports and
 * the research saved beside them (ideas, analyses, verdicts, notes…), each with its NB-number.
 * `kind=Report` lists DeepDives only. POST generates a DeepDive asynchronously: it answers 202
 * with `status: "pending"`, and the report turns `ready` (or `failed`, with the reason in its
 * body) moments later.
 */
const Iso = z.string().openapi({ format: "date-time" });
export const Report = z
  .object({
    id: z.string(),
    nb: z.number().int(),
    ref: z.string().openapi({ example: "NB-12" }),
    kind: z.enum(NOTEBOOK_KINDS),
    title: z.string(),
    body: z.string().openapi({ description: "Markdown" }),
    data: z.unknown().openapi({ description: "The structured output: every figure with its source and asOf" }),
    symbol: z.string().nullable(),
    parentId: z.string().nullable(),
    status: z.enum(ENTRY_STATUSES),
    annotation: z.string().nullable(),
    asOf: Iso.nullable(),
    createdAt: Iso,
    updatedAt: Iso,
    deleted: z.boolean(),
  })
  .openapi("Report");

const RefParam = z.object({ id: z.string().min(1).max(64).openapi({ param: { name: "id", in: "path" }, description: "Entry id or NB-number (NB-12)", example: "NB-12" }) });
const ListQuery = PageQuerySchema.extend(EntryFilterQuery.shape);
const NewReport = z.object({ symbol: Ticker, asOf: DateField.optional().openapi({ description: "Research as of the end of this UTC day (replay data); default: the replay clock" }) }).strict();
const ReportPatch = z
  .object({ title: TitleField.optional(), annotation: AnnotationField.optional() })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: "Send title or annotation." });
const json = <S extends z.ZodType>(schema: S) => ({ body: { content: { "application/json": { schema } }, required: true } });
const Deleted = z.object({ id: z.string(), ref: z.string(), deleted: z.literal(true) });

export const reportOperations = [
  operation(
    "reports:read",
    { method: "get", path: "/reports", summary: "List Notebook entries (kind=Report for DeepDives)", request: { query: ListQuery }, responses: jsonResponses(z.array(Report), "Entries, oldest first") },
    async (c) => {
      const userId = c.get("apiPrincipal").userId;
      const { limit, cursor, ...filters } = c.req.valid("query");
      const f = filterOf(filters);
      const list = `reports:${userId}:${JSON.stringify(f)}`;
      const page = await paginate(c, list, { limit, ...(cursor ? { cursor } : {}) }, (after, take) => listEntries(c.get("db"), userId, f, after, take), positionOf);
      return ok(c, page.items.map(entryView), { pagination: page.pagination });
    },
  ),
  operation(
    "reports:read",
    { method: "get", path: "/reports/{id}", summary: "One entry by id or NB-number", request: { params: RefParam }, responses: jsonResponses(Report, "The entry") },
    async (c) => ok(c, entryView(await getEntry(c.get("db"), c.get("apiPrincipal").userId, c.req.valid("param").id))),
  ),
  operation(
    "reports:write",
    {
      method: "post",
      path: "/reports",
      summary: `Generate a DeepDive report (asynchronous; Free: ${FREE_DEEPDIVES_PER_MONTH} a month)`,
      request: json(NewReport),
      responses: jsonResponses(Report, "Accepted: the report, status pending", 202),
    },
    async (c) => {
      const userId = c.get("apiPrincipal").userId;
      const { symbol, asOf } = c.req.valid("json");
      const user = await c.get("db").select({ plan: users.plan }).from(users).where(eq(users.id, userId)).get();
      const data = await researchData(c.env, asOf ? Date.parse(`${asOf}T23:59:59.999Z`) : undefined);
      const pending = await startDeepDive(c.get("db"), userId, user?.plan ?? "free", symbol, data.asOf, c.get("clock").now());
      c.executionCtx.waitUntil(completeDeepDive(c.env, c.get("db"), c.get("clock"), userId, pending));
      return ok(c, entryView(pending), { status: 202 });
    },
  ),
  operation(
    "reports:write",
    { method: "patch", path: "/reports/{id}", summary: "Rename or annotate an entry", request: { params: RefParam, ...json(ReportPatch) }, responses: jsonResponses(Report, "The updated entry") },
    async (c) => ok(c, entryView(await updateEntry(c.get("db"), c.get("apiPrincipal").userId, c.req.valid("param").id, c.req.valid("json"), c.get("clock").now()))),
  ),
  operation(
    "reports:write",
    { method: "delete", path: "/reports/{id}", summary: "Delete an entry (its number stays taken; children show it as deleted)", request: { params: RefParam }, responses: jsonResponses(Deleted, "Deleted") },
    async (c) => {
      const entry = await deleteEntry(c.get("db"), c.get("apiPrincipal").userId, c.req.valid("param").id, c.get("clock").now());
      return ok(c, { id: entry.id, ref: `NB-${entry.nb}`, deleted: true as const });
    },
  ),
];
