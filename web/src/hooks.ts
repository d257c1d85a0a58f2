import type { Reroute } from "@sveltejs/kit";
import { isApiPath, UNROUTED } from "./lib/api-paths";

/**
 * API paths match no site route, so no page option (trailing slash) acts on them: `handle`
 * (hooks.server.ts) forwards the untouched request to the API Worker. In the browser the same
 * rule makes a link to an API path a full navigation instead of a client-side page.
 */
export const reroute: Reroute = ({ url }) => (isApiPath(url.pathname) ? UNROUTED : undefined);
