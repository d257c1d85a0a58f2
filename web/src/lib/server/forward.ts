/** The API's paths, for the server hook: one list, shared with the universal `reroute` hook (lib/api-paths.ts). */
export { API_PREFIXES, isApiPath } from "../api-paths";
