import { humaniseSeconds } from "./format";

/** The site's one way to talk to the Worker: same origin, JSON, errors in the contract's envelope. */
export interface ApiErrorBody {
  code: string;
  message: string;
  hint: string;
  param?: string;
  nextActions: string[];
  retryable: boolean;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
    readonly retryAfter: number | null,
  ) {
    super(body.message);
  }
}

/**
 * `fetch` defaults to the browser's; SvelteKit `load` functions pass theirs (it follows the page's
 * navigation and would carry cookies on a server render).
 */
export async function api<T>(path: string, init: { method?: string; body?: unknown; fetch?: typeof fetch } = {}): Promise<T> {
  const doFetch = init.fetch ?? fetch;
  const response = await doFetch(path, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    credentials: "same-origin",
    headers: init.body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  let parsed: { data?: T; error?: ApiErrorBody } = {};
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    // Not our envelope (a proxy error page, say): report it in the same shape.
  }
  if (!response.ok || parsed.error) {
    const body = parsed.error ?? { code: "internal_error", message: `Request failed (${response.status}).`, hint: "Try again shortly.", nextActions: ["Retry."], retryable: true };
    const retryAfter = Number(response.headers.get("retry-after"));
    throw new ApiError(response.status, body, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null);
  }
  return parsed.data as T;
}

export function errorText(error: unknown): string {
  // Waits read as words ("Try again in 23 minutes"), never as a raw count of seconds.
  if (error instanceof ApiError) return humaniseSeconds(error.body.message);
  return "Something went wrong. Check your connection and try again.";
}
