import type { HandleClientError } from "@sveltejs/kit";

/**
 * The site's client error hook. An address no route matches is a handled 404 (the styled page in
 * +error.svelte), not a fault: SvelteKit's default would log "Not found: /path" as a console
 * error. Everything else is still logged.
 */
export const handleError: HandleClientError = ({ error, status, message }) => {
  if (status !== 404) console.error(error);
  return { message };
};
