import type { Handle } from "@sveltejs/kit";
import { isApiPath } from "$lib/api-paths";

export const handle: Handle = async ({ event, resolve }) => {
  if (isApiPath(event.url.pathname)) {
    const api = event.platform?.env?.API;
    if (!api) return new Response("The API service binding is missing.", { status: 502 });
    // Passed through untouched: body, cookies, Set-Cookie and WebSocket upgrades.
    return api.fetch(event.request);
  }
  const response = await resolve(event);
  response.headers.set("X-Content-Type-Options", "nosniff");
  response.headers.set("Referrer-Policy", "same-origin");
  response.headers.set("X-Frame-Options", "DENY");
  return response;
};
