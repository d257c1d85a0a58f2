/**
 * The six scopes of API.md. Key management and GET /capabilities need none. A leaf module (no
 * imports): env.ts, the key store and the routes all read it without forming a cycle.
 */
export const SCOPES = ["portfolio:read", "watchlist:read", "watchlist:write", "market:read", "reports:read", "reports:write"] as const;
export type Scope = (typeof SCOPES)[number];
