import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fakeOnchain } from "./onchain";

/**
 * The on-chain fake on a loopback port for the browser tests (which run the product as
 * `npm start` does, outside workerd's outboundService). Bounded to this machine: 127.0.0.1 only.
 */
export async function startOnchainFake(): Promise<{ origin: string; close(): void }> {
  const server = createServer(async (req, res) => {
    const response = await fakeOnchain(new Request(`http://127.0.0.1${req.url ?? "/"}`));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(await response.text());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}
