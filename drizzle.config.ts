import { defineConfig } from "drizzle-kit";

// drizzle-kit writes into the same folder wrangler applies and the tests read.
export default defineConfig({
  dialect: "sqlite",
  // One schema file per domain area; all of them feed one migration history.
  schema: ["./worker/db/schema.ts", "./worker/db/*-schema.ts"],
  out: "./migrations",
});
