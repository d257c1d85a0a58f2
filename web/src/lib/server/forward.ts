/**
 * Paths the API Worker owns; the site hook forwards them untouched (body, cookies, Origin) and
 * everything else is the site. Every top-level prefix the Worker routes (worker/app.ts) must be
 * here: test/integration/site-forwarding.test.ts checks the Worker's route table against it.
 * `/dev` is split: the site has its own /dev/mail page.
 */
export const API_PREFIXES = ["/v1", "/app", "/auth", "/ws", "/webhooks", "/telegram", "/dev/mailbox", "/dev/cron", "/admin", "/health"];

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
