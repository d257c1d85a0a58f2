import { drizzle } from "drizzle-orm/d1";
import * as accountSchema from "./schema";
import * as collectionsSchema from "./collections-schema";
import * as keysSchema from "./keys-schema";
import * as notebookSchema from "./notebook-schema";

const schema = { ...accountSchema, ...keysSchema, ...collectionsSchema, ...notebookSchema };

export type Db = ReturnType<typeof createDb>;

export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}
