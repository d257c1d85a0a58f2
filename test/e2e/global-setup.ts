import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import type { TestProject } from "vitest/node";

/**
 * Starts the product exactly as `npm start` does (same script), on its own port and with its own
 * fresh local state, and stops the whole process group afterwards.
 */
const PORT = Number(process.env.E2E_PORT ?? 8797);
// Per port, so two e2e runs on different ports never share local state.
const STATE = `.wrangler/e2e-state-${PORT}`;
let server: ChildProcess | undefined;

async function waitForHealth(origin: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${origin}/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the product did not start on ${origin}`);
}

export default async function setup(project: TestProject) {
  const root = resolve(import.meta.dirname, "../..");
  rmSync(resolve(root, STATE), { recursive: true, force: true });
  server = spawn("node", ["scripts/start.mjs"], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), FATHOM_STATE_DIR: STATE, FATHOM_CRON: "off", FATHOM_LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  server.stdout?.on("data", (c) => (output += c));
  server.stderr?.on("data", (c) => (output += c));
  const origin = `http://localhost:${PORT}`;
  try {
    await waitForHealth(origin, 150_000);
  } catch (error) {
    console.error(output.slice(-4000));
    throw error;
  }
  project.provide("origin", origin);
  return () => {
    if (server?.pid) {
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    origin: string;
  }
}
