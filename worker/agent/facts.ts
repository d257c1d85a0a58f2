import type { Bindings } from "../env";
import type { CapabilityFacts } from "./capabilities";

/** Reads the deployment's configuration into the facts capability badges are computed from. */
export function deploymentFacts(env: Bindings, connections: CapabilityFacts["connections"] = { exchange: false, messaging: false }): CapabilityFacts {
  return {
    modelConfigured: Boolean(env.OPENAI_API_KEY),
    browserConfigured: Boolean((env as { BROWSER?: unknown }).BROWSER),
    // Market data always has the bundled replay source as a fallback, so it is configured
    // wherever the Worker runs (DESIGN.md principle 5).
    marketDataConfigured: true,
    connections,
  };
}
