/**
 * Hono answers an unknown method on a known path as 404. The contract wants 405 with an Allow
 * header, so after routing fails we look for routes whose path matches under other methods.
 */
export interface RouteInfo {
  method: string;
  path: string;
}

function toRegExp(path: string): RegExp {
  const pattern = path
    .split("/")
    .map((part) => (part.startsWith(":") ? "[^/]+" : part === "*" ? ".*" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  // Exact match: the router is strict about trailing slashes, so `/x/` is not the path `/x`.
  return new RegExp(`^${pattern}$`);
}

export function allowedMethods(routes: readonly RouteInfo[], path: string): string[] {
  const methods = new Set<string>();
  for (const route of routes) {
    if (route.method === "ALL" || route.path.endsWith("*")) continue;
    if (toRegExp(route.path).test(path)) methods.add(route.method);
  }
  if (methods.has("GET")) methods.add("HEAD");
  return [...methods].sort();
}
