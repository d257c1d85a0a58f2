import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { startOnchainFake } from "../fakes/onchain-server";
import { connectFakeVars, startConnectFakes } from "../fakes/connect-server.ts";
import { startFeedFake } from "../fakes/feeds-server";

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

/**
 * The product as `npm start` runs it, except that every market upstream points at a closed
 * loopback port: the browser tests never reach the internet, and they see exactly what a machine
 * without network sees (every provider refused, the labelled replay data served).
 */
const OFFLINE_VARS: Record<string, string> = {
  COINGECKO_BASE_URL: "http://127.0.0.1:9",
  BINANCE_BASE_URL: "http://127.0.0.1:9",
  DEFILLAMA_BASE_URL: "http://127.0.0.1:9",
  DEFILLAMA_STABLECOINS_BASE_URL: "http://127.0.0.1:9",
  DEFILLAMA_YIELDS_BASE_URL: "http://127.0.0.1:9",
  TWELVEDATA_BASE_URL: "http://127.0.0.1:9",
  MARKET_NEWS_FEEDS: "http://127.0.0.1:9/feed.xml",
  MARKET_STATUS_PAGES: "bridge=http://127.0.0.1:9/summary.json",
  // Wallet and exchange connections: the loopback fakes (test/fakes/connect-server.ts), on PORT + 1000.
  ...connectFakeVars(PORT + 1000),
};

function writeOfflineConfig(root: string): string {
  const name = `wrangler.e2e-${PORT}.toml`;
  const base = readFileSync(resolve(root, "wrangler.toml"), "utf8");
  const extra = Object.entries(OFFLINE_VARS).map(([k, v]) => `${k} = ${JSON.stringify(v)}`).join("\n");
  if (!/^\[vars\]$/m.test(base)) throw new Error("wrangler.toml has no [vars] table");
  writeFileSync(resolve(root, name), base.replace(/^\[vars\]$/m, `[vars]\n${extra}`));
  return name;
}

export default async function setup(project: TestProject) {
  const root = resolve(import.meta.dirname, "../..");
  rmSync(resolve(root, STATE), { recursive: true, force: true });
  // On-chain: a loopback Blockscout fake (its real response shapes), so the agent's on-chain tools answer.
  const onchain = await startOnchainFake();
  OFFLINE_VARS.BLOCKSCOUT_URLS = `ethereum=${onchain.origin}`;
  // KOL: the fixture feeds on loopback, the one private origin the product may read in development.
  const feeds = await startFeedFake();
  OFFLINE_VARS.SOURCES_LOOPBACK_ORIGIN = feeds.origin;
  const apiConfig = writeOfflineConfig(root);
  const connectFakes = await startConnectFakes(PORT + 1000);
  server = spawn("node", ["scripts/start.mjs"], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), FATHOM_STATE_DIR: STATE, FATHOM_CRON: "off", FATHOM_LOG_LEVEL: "warn", FATHOM_API_CONFIG: apiConfig },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  server.stdout?.on("data", (c) => (output += c));
  server.stderr?.on("data", (c) => (output += c));
  const origin = `http://localhost:${PORT}`;
  try {
    await waitForHealth(origin, 300_000);
  } catch (error) {
    console.error(output.slice(-4000));
    throw error;
  }
  project.provide("origin", origin);
  project.provide("feedOrigin", feeds.origin);
  return () => {
    onchain.close();
    feeds.close();
    connectFakes.close();
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
    feedOrigin: string;
  }
}
