/**
 * An API refusal about one field, shown at that field rather than above the page: the Worker names
 * the field in `param` and writes its nearest matches as "Did you mean A, B?" in the message.
 */
export interface FieldError {
  param: string;
  /** The message without the "param: " prefix and without the suggestions sentence. */
  message: string;
  suggestions: string[];
}

/** Reads an ApiError (lib/api.ts) by shape, so this stays a plain module the unit tests load in Node. */
export function fieldErrorOf(error: unknown): FieldError | null {
  const body = (error as { body?: { param?: unknown; message?: unknown } } | null)?.body;
  if (!body || typeof body.param !== "string" || !body.param || typeof body.message !== "string") return null;
  const param = body.param;
  let message = body.message;
  if (message.toLowerCase().startsWith(`${param.toLowerCase()}: `)) message = message.slice(param.length + 2);
  let suggestions: string[] = [];
  const m = /\s*Did you mean ([^?]+)\?\s*$/u.exec(message);
  if (m) {
    suggestions = m[1]!.split(/,\s*|\s+or\s+/u).map((s) => s.trim()).filter(Boolean);
    message = message.slice(0, m.index);
  }
  message = message.charAt(0).toUpperCase() + message.slice(1);
  return { param, message, suggestions };
}
