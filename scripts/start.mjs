#!/usr/bin/env node
// `npm start`: from a fresh clone, with nothing configured, install what is missing, prepare local
// state, build the site and serve site + API on one local origin. Ctrl-C stops everything.
// Only Node built-ins are imported at the top: dependencies may not be installed yet.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const port = Number(process.env.PORT ?? 8787);
const stateDir = resolve(root, process.env.FATHOM_STATE_DIR ?? ".wrangler/state");
// The API Worker's config; the browser tests pass a copy whose upstream URLs point at loopback.
const apiConfig = process.env.FATHOM_API_CONFIG ?? "wrangler.toml";
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
const say = (line) => console.log(`[fathom] ${line}`);

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: "inherit", ...options });
  if (result.status !== 0) {
    console.error(`[fathom] failed: ${command} ${args.join(" ")}`);
    process.exit(result.status ?? 1);
  }
}

function installIfNeeded() {
  const marker = join(root, "node_modules/.package-lock.json");
  const lock = join(root, "package-lock.json");
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  // `npm install` (not `npm ci`): with the workerd override npm leaves other platforms' workerd
  // packages out of the lock and `npm ci` then refuses it. The lock is still respected.
  say("installing dependencies…");
  run("npm", ["install", "--no-audit", "--no-fund"]);
}

/** Local secrets: development mode and a random operator token for `npm run admin`. */
function ensureDevVars() {
  const file = join(root, ".dev.vars");
  if (existsSync(file) && /^ADMIN_TOKEN=/m.test(readFileSync(file, "utf8"))) return;
  writeFileSync(file, `APP_ENV=development\nADMIN_TOKEN=${randomBytes(24).toString("hex")}\n`, { mode: 0o600 });
  say("wrote .dev.vars (local development settings)");
}

/**
 * Billing with no STRIPE_SECRET_KEY: the local Stripe stand-in on loopback (scripts/stripe-standin.mjs),
 * which the Worker's real `stripe` client reaches through STRIPE_API_BASE in .dev.vars and which
 * signs its webhooks to this server. Never started when a key is set; refused in production.
 */
async function startStripeStandin() {
  const file = join(root, ".dev.vars");
  const vars = readFileSync(file, "utf8");
  if (process.env.STRIPE_SECRET_KEY || /^STRIPE_SECRET_KEY=/m.test(vars)) return say("billing: Stripe (STRIPE_SECRET_KEY is set)");
  if (/^APP_ENV=production/m.test(vars) || process.env.APP_ENV === "production") return say("billing: off (no STRIPE_SECRET_KEY; the stand-in is refused in production)");
  const standinPort = Number(process.env.STRIPE_STANDIN_PORT ?? port + 3);
  const base = `http://127.0.0.1:${standinPort}`;
  writeFileSync(file, `${vars.replace(/^STRIPE_API_BASE=.*\n?/m, "").trimEnd()}\nSTRIPE_API_BASE=${base}\n`, { mode: 0o600 });
  const { serveStandin } = await import("./stripe-standin.mjs");
  const standin = await serveStandin({ port: standinPort, webhookUrl: `http://localhost:${port}/webhooks/stripe` }).catch((error) => {
    say(`billing: the Stripe stand-in could not listen on ${base} (${error.code ?? error}); set STRIPE_STANDIN_PORT`);
    return null;
  });
  standin?.unref();
  say(`billing: local Stripe stand-in at ${base} (test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined)`);
}

installIfNeeded();
ensureDevVars();
// The local BROWSER binding launches Chrome from wrangler's cache: point it at Debian's Chromium (never a download).
(await import("./chrome-shim.mjs")).ensureChromeShim();
await startStripeStandin();
say("applying D1 migrations locally…");
run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir], { stdio: ["ignore", "ignore", "inherit"] });
if (process.env.FATHOM_SKIP_BUILD !== "1") {
  say("building the site…");
  run("npx", ["vite", "build", "--logLevel", "warn"], { cwd: join(root, "web") });
}

// Site (Pages config) first, so it owns the port; the API Worker runs in the same process and
// the site reaches it through the API service binding.
const server = spawn(
  "npx",
  ["wrangler", "pages", "dev", "-c", "wrangler.toml", "-c", `../${apiConfig}`, "--port", String(port), "--ip", "127.0.0.1", "--persist-to", stateDir, "--log-level", process.env.FATHOM_LOG_LEVEL ?? "info"],
  { cwd: join(root, "web"), env, stdio: ["ignore", "pipe", "pipe"], detached: true },
);

const origin = `http://localhost:${port}`;
let ready = false;
const onOutput = (chunk) => {
  const text = chunk.toString();
  process.stdout.write(text);
  if (!ready && text.includes("Ready on")) {
    ready = true;
    say(`Fathom is running at ${origin}`);
    say(`Sign in: open ${origin}/sign-in, enter any e-mail, then read the 6-digit code at ${origin}/dev/mail`);
    say(`Make an account Pro: npm run admin -- set-plan --email you@example.com --plan pro`);
    startCronDriver();
  }
};
server.stdout.on("data", onOutput);
server.stderr.on("data", onOutput);

/** `wrangler dev` does not fire Cron Triggers; this fires the Worker's scheduled() at each cron's time. */
async function startCronDriver() {
  if (process.env.FATHOM_CRON === "off") return;
  const { Cron } = await import("croner");
  for (const pattern of ["*/15 * * * *", "0 * * * *"]) {
    new Cron(pattern, { timezone: "UTC" }, async (job) => {
      const time = Date.now();
      const url = `${origin}/dev/cron?cron=${encodeURIComponent(pattern)}&time=${time}`;
      const response = await fetch(url, { method: "POST", headers: { origin } }).catch((e) => ({ status: String(e) }));
      say(`cron ${pattern} fired: ${response.status}`);
    });
  }
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {}
  setTimeout(() => process.exit(code), 500).unref();
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
server.on("exit", (code) => {
  if (!stopping) {
    console.error(`[fathom] the server exited (${code})`);
    process.exit(code ?? 1);
  }
});
