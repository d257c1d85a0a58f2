import type { z } from "zod";
import { AppError } from "./errors";

/**
 * Validates input with zod and fails as `invalid_param`, naming the first offending field.
 * Used for JSON bodies, query strings and path params alike.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const param = issue && issue.path.length > 0 ? issue.path.map(String).join(".") : "body";
  const message = issue ? `${param}: ${issue.message}` : "Invalid input.";
  throw new AppError("invalid_param", { param, message });
}
