/**
 * The research-only guardrail. The implementation lives in ./guard (rules in
 * ./guard/README.md); this module keeps the names the rest of the agent imports.
 */
export * from "./guard/index";
