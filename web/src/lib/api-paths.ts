/** Paths the API Worker owns. Everything else is the site. */
const API_PREFIXES = ["/v1", "/app", "/auth", "/ws", "/webhooks", "/dev/mailbox", "/dev/cron", "/admin", "/health"];

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Where the router looks for an API path: nowhere it can match. Otherwise `/v1/` matches the
 * site's `[area]` page and SvelteKit answers its trailing-slash 308 before `handle` could forward
 * the request, so the API's own answer (an envelope) never came back.
 */
export const UNROUTED = "/__api__/not/a/site/page";
