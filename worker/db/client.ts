import { drizzle } from "drizzle-orm/d1";
import * as accountSchema from "./schema";
import * as apiSchema from "./api-schema";

const schema = { ...accountSchema, ...apiSchema };

export type Db = ReturnType<typeof createDb>;

export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}
