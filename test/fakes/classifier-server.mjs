// Serves the fake classifier (./openai-classifier.ts) on a free 127.0.0.1 port, for the guard's
// Node unit tests and bench/guard.ts. Plain JavaScript because the project's type-check has no
// Node types; ./classifier-server.d.mts declares its shape.
import { createServer } from "node:http";
import { fakeClassifier } from "./openai-classifier.ts";

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeClassifier(delayMs = 0) {
  const server = createServer((req, res) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", async () => {
      const headers = Object.entries(req.headers).filter(([, v]) => typeof v === "string");
      const request = new Request(`http://127.0.0.1${req.url ?? "/"}`, {
        method: req.method ?? "GET",
        headers,
        ...(req.method === "POST" ? { body: Buffer.concat(chunks) } : {}),
      });
      await wait(delayMs);
      const response = await fakeClassifier(request);
      res.writeHead(response.status, { "content-type": response.headers.get("content-type") ?? "application/json" });
      res.end(Buffer.from(await response.arrayBuffer()));
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
