/**
 * Paths the API Worker owns; the site hook forwards them untouched (body, cookies, Origin) and
 * everything else is the site. Every top-level prefix the Worker routes (worker/app.ts) must be
 * here: test/integration/site-forwarding.test.ts checks the Worker's route table against it.
 * `/dev` is split: the site has its own /dev/mail page. Not under lib/server: the universal
 * `reroute` hook (hooks.ts) reads it too.
 */
export const API_PREFIXES = ["/v1", "/app", "/auth", "/ws", "/webhooks", "/telegram", "/dev/mailbox", "/dev/cron", "/admin", "/health"];

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Where the router looks for an API path: nowhere it can match. Otherwise `/v1/` matches the
 * site's `[area]` page and SvelteKit answers its trailing-slash 308 before `handle` could forward
 * the request, so the API's own answer (an envelope) never came back.
 */
export const UNROUTED = "/__api__/not/a/site/page";
