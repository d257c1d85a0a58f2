import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fakeFeeds } from "./feeds";

/**
 * The followed-source fixture feeds (test/fakes/feeds.ts, real RSS/Atom shapes) on a loopback port
 * for the browser tests, which run the product as `npm start` does (outside workerd's
 * outboundService). The product may read it only because the e2e config names this exact origin in
 * SOURCES_LOOPBACK_ORIGIN under APP_ENV=development (worker/sources/config.ts).
 */
export async function startFeedFake(): Promise<{ origin: string; close(): void }> {
  const server = createServer(async (req, res) => {
    const response = await fakeFeeds(new Request(`http://127.0.0.1${req.url ?? "/"}`));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(await response.text());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}
