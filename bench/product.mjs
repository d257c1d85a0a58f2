// Starts the product exactly as `npm start` does, on its own port and fresh state, for benchmarks.
import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");

export async function startProduct(port) {
  const state = `.wrangler/bench-state-${port}`;
  rmSync(resolve(root, state), { recursive: true, force: true });
  const child = spawn("node", ["scripts/start.mjs"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), FATHOM_STATE_DIR: state, FATHOM_CRON: "off", FATHOM_LOG_LEVEL: "error" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error("the product did not start");
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    origin,
    stop: () => {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {}
    },
  };
}

export function adminToken() {
  return /^ADMIN_TOKEN=(.*)$/m.exec(readFileSync(resolve(root, ".dev.vars"), "utf8"))[1].trim();
}

export async function admin(origin, path, body) {
  const response = await fetch(`${origin}/admin${path}`, { method: "POST", headers: { authorization: `Bearer ${adminToken()}`, "content-type": "application/json" }, body: JSON.stringify(body) });
  const json = await response.json();
  if (!response.ok) throw new Error(`${path}: ${JSON.stringify(json.error)}`);
  return json.data;
}

/** Signs an account up through the real e-mail code flow (dev mailbox). */
export async function signUp(origin, email) {
  const headers = { "content-type": "application/json", origin };
  await fetch(`${origin}/auth/email/start`, { method: "POST", headers, body: JSON.stringify({ email }) });
  const mail = await (await fetch(`${origin}/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
  const code = /code is (\d{6})/.exec(mail.data[0].text)[1];
  const verified = await fetch(`${origin}/auth/email/verify`, { method: "POST", headers, body: JSON.stringify({ email, code }) });
  if (!verified.ok) throw new Error("sign-in failed");
}
