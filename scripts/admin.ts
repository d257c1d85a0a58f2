#!/usr/bin/env tsx
/**
 * Operator CLI: `npm run admin -- <command> [flags]`.
 *
 * Talks to the Worker's /admin endpoints. Locally it targets http://localhost:8787 (PORT) with the
 * token `npm start` wrote to .dev.vars; for a deployed Worker pass `--url https://…` and set
 * FATHOM_ADMIN_TOKEN to the ADMIN_TOKEN secret.
 */
import { existsSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";

const USAGE = `Usage: npm run admin -- <command> [--url URL]

Commands:
  show            --email E                  show an account
  set-plan        --email E --plan free|pro  change an account's plan
  api-access      --email E --on|--off       grant or remove developer-API access
  create-key      --email E --scopes a,b --name N [--expires-days D]
                                             print a new API key (shown once)
  set-limits      --key-id K --read N --write N
                                             per-key limits per rolling minute (the whole lineage)
  delete-account  --email E                  carry out a deletion: rows, agent and key state, files

Environment: FATHOM_ADMIN_TOKEN (required for a deployed --url; for localhost read from .dev.vars).`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: "string" },
    plan: { type: "string" },
    on: { type: "boolean" },
    off: { type: "boolean" },
    url: { type: "string" },
    scopes: { type: "string" },
    name: { type: "string" },
    "expires-days": { type: "string" },
    "key-id": { type: "string" },
    read: { type: "string" },
    write: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});

function die(message: string): never {
  console.error(message);
  process.exit(1);
}

function localToken(): string | undefined {
  if (!existsSync(".dev.vars")) return undefined;
  return /^ADMIN_TOKEN=(.*)$/m.exec(readFileSync(".dev.vars", "utf8"))?.[1]?.trim();
}

const command = positionals[0];
if (values.help || !command) {
  console.log(USAGE);
  process.exit(command ? 0 : 1);
}

const base = (values.url ?? `http://localhost:${process.env.PORT ?? 8787}`).replace(/\/$/, "");
// The local token is for the local Worker only: a deployed one needs FATHOM_ADMIN_TOKEN.
const local = ["localhost", "127.0.0.1", "[::1]"].includes(new URL(base).hostname);
const token = process.env.FATHOM_ADMIN_TOKEN ?? (local ? localToken() : undefined);
if (!token) die("No admin token: set FATHOM_ADMIN_TOKEN (or run `npm start` once to create a local one).");
const email = command === "set-limits" ? "" : (values.email ?? die("--email is required."));

async function call(method: "GET" | "POST", path: string, body?: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${base}/admin${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    die(`Cannot reach ${base}. Is the product running (npm start)?`);
  }
  const payload = (await response.json().catch(() => ({}))) as { data?: unknown; error?: { code: string; message: string } };
  if (!response.ok) die(`${response.status} ${payload.error?.code ?? ""}: ${payload.error?.message ?? "request failed"}`);
  return payload.data;
}

let result: unknown;
switch (command) {
  case "show":
    result = await call("GET", `/accounts?email=${encodeURIComponent(email)}`);
    break;
  case "set-plan":
    if (values.plan !== "free" && values.plan !== "pro") die("--plan must be free or pro.");
    result = await call("POST", "/set-plan", { email, plan: values.plan });
    break;
  case "api-access":
    if (values.on === values.off) die("Give exactly one of --on or --off.");
    result = await call("POST", "/api-access", { email, on: Boolean(values.on) });
    break;
  case "create-key": {
    const scopes = (values.scopes ?? die("--scopes is required (comma-separated).")).split(",").map((s) => s.trim()).filter(Boolean);
    const days = values["expires-days"] === undefined ? undefined : Number(values["expires-days"]);
    const created = (await call("POST", "/create-key", { email, name: values.name ?? "cli", scopes, ...(days !== undefined ? { expiresInDays: days } : {}) })) as { secret: string; key: unknown };
    // The secret alone on stdout's first line, so scripts can capture it; it is never shown again.
    console.log(created.secret);
    console.error(JSON.stringify(created.key, null, 2));
    process.exit(0);
  }
  case "set-limits":
    result = await call("POST", "/set-limits", { keyId: values["key-id"] ?? die("--key-id is required."), read: Number(values.read), write: Number(values.write) });
    break;
  case "delete-account":
    result = await call("POST", "/delete-account", { email });
    break;
  default:
    die(`Unknown command: ${command}\n\n${USAGE}`);
}
console.log(JSON.stringify(result, null, 2));
