import { lookup } from "node:dns/promises";
import { hostname } from "node:os";
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
  project.provide("loopbackName", await loopbackName());
  return () => fixtures.close();
}

/**
 * A plain host name the machine itself resolves to loopback (/etc/hosts maps the machine's name to
 * 127.0.x.x on most Linux hosts and CI runners): the DNS-rebinding test tells the URL check it is
 * public while Chromium connects to 127.0.0.1. "" when the machine has no such name.
 */
async function loopbackName(): Promise<string> {
  const name = hostname();
  if (!/^[a-z0-9-]+$/iu.test(name) || name === "localhost") return "";
  const found = await lookup(name, { family: 4 }).catch(() => null);
  return found?.address.startsWith("127.") ? name : "";
}

declare module "vitest" {
  export interface ProvidedContext {
    loopbackName: string;
    browserFixtures: string;
  }
}
