import { defineConfig } from "drizzle-kit";

// drizzle-kit writes into the same folder wrangler applies and the tests read.
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema.ts",
  out: "./migrations",
});
