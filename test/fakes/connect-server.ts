import { createServer, type Server } from "node:http";
import { CHAIN_HOSTS, chainsUpstream } from "./chains.ts";
import { exchangesUpstream } from "./exchanges.ts";

/**
 * The connection fakes as a loopback HTTP server for the e2e stack (which runs the Worker in its
 * own process, so outboundService is not there): http://127.0.0.1:PORT/<real host>/<path> is
 * answered as https://<real host>/<path> by the same fakes the workerd tests use.
 */
export const CONNECT_FAKE_HOSTS = {
  CONNECT_EVM_RPC_URL: "ethereum-rpc.publicnode.com",
  CONNECT_BLOCKSCOUT_URL: "eth.blockscout.com",
  CONNECT_BITCOIN_URL: "mempool.space",
  CONNECT_SOLANA_RPC_URL: "api.mainnet-beta.solana.com",
  CONNECT_BINANCE_URL: "api.binance.com",
  CONNECT_COINBASE_URL: "api.coinbase.com",
  CONNECT_KRAKEN_URL: "api.kraken.com",
} as const;

export function connectFakeVars(port: number): Record<string, string> {
  return Object.fromEntries(Object.entries(CONNECT_FAKE_HOSTS).map(([name, host]) => [name, `http://127.0.0.1:${port}/${host}`]));
}

export async function startConnectFakes(port: number): Promise<Server> {
  const server = createServer(async (req, res) => {
    const [, host = "", ...rest] = (req.url ?? "/").split("/");
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
    const request = new Request(`https://${host}/${rest.join("/")}`, { method: req.method ?? "GET", headers, ...(chunks.length ? { body: Buffer.concat(chunks) } : {}) });
    const answer = CHAIN_HOSTS.has(host) ? await chainsUpstream(request) : await exchangesUpstream(request);
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  // Never what keeps the test process alive (global setup may fail before its teardown exists).
  server.unref();
  return server;
}
