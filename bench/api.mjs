#!/usr/bin/env node
// bench/api: what the key check and the limiter cost. Starts the product as `npm start` does, then
// runs autocannon against GET /v1/capabilities with a key (D1-free key check + sliding window in
// the key's Durable Object + audit write) and against GET /health (no auth, no DO), in one run.
// Usage: node bench/api.mjs [--seconds 20] [--rounds 5] [--connections 10] [--keys 10]
import autocannon from "autocannon";
import os from "node:os";
import { parseArgs } from "node:util";
import { admin, signUp, startProduct } from "./product.mjs";

const { values } = parseArgs({ options: { seconds: { type: "string", default: "20" }, connections: { type: "string", default: "10" }, port: { type: "string", default: "8870" }, keys: { type: "string", default: "10" }, rounds: { type: "string", default: "5" } } });
const duration = Number(values.seconds);
const connections = Number(values.connections);

/** `keys`: round-robin over several keys, as real traffic spreads over many keys (and DOs). */
function run(url, keys = [], seconds = duration) {
  let next = 0;
  const requests = [{ setupRequest: (req) => (keys.length ? { ...req, headers: { ...req.headers, authorization: `Bearer ${keys[next++ % keys.length]}` } } : req) }];
  return new Promise((resolve, reject) => {
    autocannon({ url, duration: seconds, connections, requests }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const product = await startProduct(Number(values.port));
try {
  const email = "bench@example.com";
  await signUp(product.origin, email);
  await admin(product.origin, "/api-access", { email, on: true });
  const keys = [];
  for (let i = 0; i < Number(values.keys); i++) {
    const created = await admin(product.origin, "/create-key", { email, name: `bench ${i}`, scopes: ["market:read"] });
    // The limiter still runs on every call; the limit is lifted so no call is refused.
    await admin(product.origin, "/set-limits", { keyId: created.key.id, read: 1_000_000, write: 1_000_000 });
    keys.push(created.secret);
  }
  const check = await fetch(`${product.origin}/v1/capabilities`, { headers: { authorization: `Bearer ${keys[0]}` } });
  if (check.status !== 200) throw new Error(`capabilities answered ${check.status}`);

  // Warm both paths, then alternate short rounds so drift on a shared machine hits both alike.
  await run(`${product.origin}/health`, [], 3);
  await run(`${product.origin}/v1/capabilities`, keys, 3);
  const rounds = Number(values.rounds);
  const per = Math.max(2, Math.round(duration / rounds));
  const results = { baseline: [], keyed: [] };
  for (let i = 0; i < rounds; i++) {
    results.baseline.push(await run(`${product.origin}/health`, [], per));
    results.keyed.push(await run(`${product.origin}/v1/capabilities`, keys, per));
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const summary = (name, rs) => ({
    route: name,
    p50_ms: median(rs.map((r) => r.latency.p50)),
    p99_ms: median(rs.map((r) => r.latency.p99)),
    req_per_s: Math.round(rs.reduce((sum, r) => sum + r.requests.average, 0) / rs.length),
    non2xx: rs.reduce((sum, r) => sum + r.non2xx, 0),
    errors: rs.reduce((sum, r) => sum + r.errors, 0),
  });
  const base = summary("GET /health (no auth, no DO)", results.baseline);
  const keyed = summary("GET /v1/capabilities (key + limiter + audit)", results.keyed);
  console.table([base, keyed]);
  const ratio = keyed.p50_ms / Math.max(base.p50_ms, 0.001);
  const perRound = results.keyed.map((r, i) => (r.latency.p50 / Math.max(results.baseline[i].latency.p50, 0.001)).toFixed(2)).join(", ");
  console.log(`median ratio keyed/baseline: ${ratio.toFixed(2)}x (added ${((ratio - 1) * 100).toFixed(0)}% to the median; goal < 50%); per round: ${perRound}`);
  console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${rounds} rounds × ${per}s × ${connections} connections per route, ${keys.length} keys`);
} finally {
  product.stop();
}
