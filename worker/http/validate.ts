import type { z } from "zod";
import { AppError } from "./errors";

/**
 * The parameter a validation issue is about: its path, plus the key itself when the issue is an
 * unknown key (a strict object reports those at its own level, which would otherwise name the
 * whole body rather than the `?foo=` that caused it). `fallback` names the input as a whole.
 */
export function issueParam(issue: z.core.$ZodIssue | undefined, fallback: string): string {
  if (!issue) return fallback;
  const path = issue.path.map(String);
  if (issue.code === "unrecognized_keys" && issue.keys.length > 0) path.push(issue.keys[0]!);
  return path.length > 0 ? path.join(".") : fallback;
}

/** The issue in words, naming the parameter; an unknown key says so plainly. */
export function issueMessage(issue: z.core.$ZodIssue | undefined, param: string): string {
  if (!issue) return "Invalid input.";
  if (issue.code === "unrecognized_keys") return `${param}: not a parameter this accepts${issue.keys.length > 1 ? ` (nor ${issue.keys.slice(1).join(", ")})` : ""}.`;
  return `${param}: ${issue.message}`;
}

/**
 * Validates input with zod and fails as `invalid_param`, naming the first offending field.
 * Used for JSON bodies, query strings and path params alike; `where` names the input as a whole
 * ("body", "query", "path", or a lone field's name) when an issue has no field of its own.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, where = "body"): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const param = issueParam(issue, where);
  throw new AppError("invalid_param", { param, message: issueMessage(issue, param) });
}
