/**
 * One way to call an upstream: a timeout, a classified failure instead of a throw, and a count
 * of calls (the scan reports it; the bench measures it).
 */
export type FetchFailure = {
  ok: false;
  reason: "rate_limited" | "server_error" | "client_error" | "timeout" | "bad_body" | "network";
  status?: number;
  /** From Retry-After, when the upstream said. */
  retryAfterMs?: number;
  message: string;
};
export type FetchResult<T> = { ok: true; data: T } | FetchFailure;

export interface Upstream {
  fetch: typeof fetch;
  timeoutMs: number;
  /** Incremented once per request sent. */
  calls: { count: number };
}

export async function getJson<T = unknown>(up: Upstream, url: string, headers: Record<string, string> = {}): Promise<FetchResult<T>> {
  const text = await getText(up, url, { accept: "application/json", ...headers });
  if (!text.ok) return text;
  try {
    return { ok: true, data: JSON.parse(text.data) as T };
  } catch {
    return { ok: false, reason: "bad_body", message: `not JSON from ${host(url)}` };
  }
}

export async function getText(up: Upstream, url: string, headers: Record<string, string> = {}): Promise<FetchResult<string>> {
  up.calls.count += 1;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve("timeout");
    }, up.timeoutMs);
  });
  try {
    const attempt = (async () => {
      const response = await up.fetch(url, { headers, signal: controller.signal });
      const body = await response.text();
      return { response, body };
    })();
    const outcome = await Promise.race([attempt, timeout]);
    if (outcome === "timeout") {
      attempt.catch(() => {});
      return { ok: false, reason: "timeout", message: `${host(url)} did not answer in ${up.timeoutMs} ms` };
    }
    const { response, body } = outcome;
    if (response.status === 429 || response.status === 418) {
      return { ok: false, reason: "rate_limited", status: response.status, ...withRetryAfter(response.headers.get("retry-after")), message: `${host(url)} rate limited` };
    }
    if (response.status >= 500) return { ok: false, reason: "server_error", status: response.status, message: `${host(url)} answered ${response.status}` };
    if (!response.ok) return { ok: false, reason: "client_error", status: response.status, message: `${host(url)} answered ${response.status}` };
    return { ok: true, data: body };
  } catch (error) {
    return { ok: false, reason: "network", message: `${host(url)}: ${(error as Error).message}` };
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}

function withRetryAfter(value: string | null): { retryAfterMs?: number } {
  const ms = retryAfter(value);
  return ms === undefined ? {} : { retryAfterMs: ms };
}

function retryAfter(value: string | null): number | undefined {
  const seconds = Number(value);
  return value && Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}


function host(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

export function num(value: unknown): number | null {
  const n = typeof value === "string" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
}
