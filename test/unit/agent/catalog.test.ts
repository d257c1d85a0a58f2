import { describe, expect, it } from "vitest";
import { CAPABILITIES, CATEGORIES, capabilityBadge, catalogView, DEFAULT_CAPABILITIES, findCapability, type CapabilityFacts } from "../../../worker/agent/capabilities";
import { TOOLS, availableTools, toolAvailable } from "../../../worker/agent/tools";

const ALL_GOOD: CapabilityFacts = { modelConfigured: true, browserConfigured: true, marketDataConfigured: true, connections: { exchange: true, messaging: true } };

describe("capability catalog", () => {
  it("installs exactly 13 at creation", () => {
    expect(DEFAULT_CAPABILITIES).toHaveLength(13);
  });
  it("uses the four categories, each non-empty", () => {
    for (const c of CAPABILITIES) expect(CATEGORIES).toContain(c.category);
    for (const cat of CATEGORIES) expect(CAPABILITIES.some((c) => c.category === cat)).toBe(true);
  });
  it("names the capabilities the product text names", () => {
    const names = CAPABILITIES.map((c) => c.name);
    for (const n of ["Coin Research", "Research Narrative", "Equities Research", "News", "On-chain Intelligence", "KOL Analysis", "Browser", "Chart", "Dashboard Layout", "Custom capabilities"]) {
      expect(names).toContain(n);
    }
  });
  it("ids are unique and some carry the Pro mark", () => {
    expect(new Set(CAPABILITIES.map((c) => c.id)).size).toBe(CAPABILITIES.length);
    expect(CAPABILITIES.some((c) => c.pro)).toBe(true);
    expect(CAPABILITIES.some((c) => !c.pro)).toBe(true);
  });
});

describe("status badges from reality", () => {
  it("no badge when everything is configured", () => {
    for (const c of CAPABILITIES) expect(capabilityBadge(c, ALL_GOOD)).toBeNull();
  });
  it("Limited without a model, for model-backed capabilities only", () => {
    const facts = { ...ALL_GOOD, modelConfigured: false };
    expect(capabilityBadge(findCapability("research_narrative")!, facts)).toBe("Limited");
    // KOL Analysis works without a model (claims read by rule, labelled rule-based): no badge.
    expect(capabilityBadge(findCapability("kol_analysis")!, facts)).toBeNull();
    expect(capabilityBadge(findCapability("chart")!, facts)).toBeNull();
  });
  it("Unavailable without the browser binding or market data", () => {
    expect(capabilityBadge(findCapability("browser")!, { ...ALL_GOOD, browserConfigured: false })).toBe("Unavailable");
    expect(capabilityBadge(findCapability("coin_research")!, { ...ALL_GOOD, marketDataConfigured: false })).toBe("Unavailable");
  });
  it("Needs setup without the connection it needs", () => {
    const facts = { ...ALL_GOOD, connections: { exchange: false, messaging: false } };
    expect(capabilityBadge(findCapability("connections")!, facts)).toBe("Needs setup");
    expect(capabilityBadge(findCapability("messaging")!, facts)).toBe("Needs setup");
    expect(capabilityBadge(findCapability("watchlist")!, facts)).toBeNull();
  });
  it("the catalog view marks what is installed", () => {
    const view = catalogView(new Set(["chart"]), ALL_GOOD);
    expect(view.find((c) => c.id === "chart")!.installed).toBe(true);
    expect(view.find((c) => c.id === "news")!.installed).toBe(false);
  });
});

describe("tools", () => {
  it("no tool can trade, withdraw, transfer or sign", () => {
    for (const t of TOOLS) expect(`${t.name} ${t.description}`).not.toMatch(/\b(trade|order|withdraw|transfer|sign|swap|send funds|execute)\b/i);
  });
  it("every tool belongs to catalog capabilities (or is core)", () => {
    for (const t of TOOLS) for (const c of t.capabilities) expect(findCapability(c)).toBeDefined();
  });
  it("only tools of installed capabilities are available", () => {
    expect(toolAvailable("show_chart", new Set())).toBe(false);
    expect(toolAvailable("show_chart", new Set(["chart"]))).toBe(true);
    expect(toolAvailable("get_price", new Set(["equities_research"]))).toBe(true);
    expect(toolAvailable("remember", new Set())).toBe(true);
    expect(toolAvailable("place_order", new Set(CAPABILITIES.map((c) => c.id)))).toBe(false);
    expect(availableTools(new Set()).map((t) => t.name)).toEqual(["remember", "recall"]);
  });
});
