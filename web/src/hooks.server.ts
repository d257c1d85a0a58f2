import type { Handle } from "@sveltejs/kit";
import { isApiPath } from "./lib/server/forward";
import { siteCrossSiteRefusal } from "./lib/server/site-csrf";

export const handle: Handle = async ({ event, resolve }) => {
  if (isApiPath(event.url.pathname)) {
    const api = event.platform?.env?.API;
    if (!api) return new Response("The API service binding is missing.", { status: 502 });
    // Passed through untouched: body, cookies, Set-Cookie and WebSocket upgrades. The Worker
    // owns CSRF here (and answers in its envelope), so the site applies no check of its own.
    return api.fetch(event.request);
  }
  const refusal = siteCrossSiteRefusal(event.request, event.url);
  const response = refusal ?? (await resolve(event));
  response.headers.set("X-Content-Type-Options", "nosniff");
  response.headers.set("Referrer-Policy", "same-origin");
  response.headers.set("X-Frame-Options", "DENY");
  return response;
};
