const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF for the site's own paths. SvelteKit's built-in check (svelte.config.js) is off because it
 * runs before the hook, for every path: it answered forwarded API writes itself (a plain-text
 * 403 for form and text/plain bodies, no envelope) when the Worker owns CSRF there
 * (worker/http/origin.ts, with the session-aware /v1 rule). Here the site's paths keep a rule at
 * least as strict: a state-changing request must carry the site's own Origin, whatever its
 * content type (the site posts nothing itself, so nothing legitimate is refused).
 */
export function siteCrossSiteRefusal(request: Request, url: URL): Response | null {
  if (SAFE_METHODS.has(request.method)) return null;
  if (request.headers.get("origin") === url.origin) return null;
  return new Response(`Cross-site ${request.method} requests to the site are forbidden`, { status: 403, headers: { "content-type": "text/plain; charset=utf-8" } });
}
