import type { TestProject } from "vitest/node";
import { ensureChromeShim } from "../../scripts/chrome-shim.mjs";
import { serveBrowserFixtures } from "../fixtures/browser/server.mjs";

/**
 * The integration project's setup in Node: the Chrome shim the local BROWSER binding launches
 * (a fresh clone / CI has none), and the loopback fixture pages the cloud-browser tests open.
 */
export default async function setup(project: TestProject) {
  ensureChromeShim();
  const fixtures = await serveBrowserFixtures();
  project.provide("browserFixtures", fixtures.origin);
  return () => fixtures.close();
}

declare module "vitest" {
  export interface ProvidedContext {
    browserFixtures: string;
  }
}
