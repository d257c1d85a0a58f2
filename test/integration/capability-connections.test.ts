import { describe, expect, it } from "vitest";
import { FAKE_WALLETS } from "../fakes/chains";
import { call, identities, json, signIn } from "./helpers";

/** The Exchange & wallet connections capability's badge follows the user's real connections. */
const { address, freshIp } = identities("capability-connections.example", 44);

async function proWithAgent() {
  const email = address("user");
  const cookie = await signIn(email, freshIp());
  expect((await call("/admin/set-plan", { body: { email, plan: "pro" }, headers: { authorization: "Bearer test-admin-token" }, origin: null })).status).toBe(200);
  expect((await call("/app/agent", { cookie, body: { name: "Vega" } })).status).toBe(201);
  return cookie;
}

const badgeOf = (catalog: { capabilities: { id: string; badge: string | null }[] }) => catalog.capabilities.find((c) => c.id === "connections")!.badge;

describe("connections capability badge", () => {
  it("says Needs setup until a wallet is connected, then nothing — on the catalog and on install", async () => {
    const cookie = await proWithAgent();
    expect(badgeOf((await json(await call("/app/agent/capabilities", { cookie }))).data)).toBe("Needs setup");
    const connected = await call("/app/connections/wallet", { cookie, body: { chain: "ethereum", address: FAKE_WALLETS.ethereum } });
    expect(connected.status).toBe(201);
    expect(badgeOf((await json(await call("/app/agent/capabilities", { cookie }))).data)).toBeNull();
    const installed = (await json(await call("/app/agent/capabilities/connections/install", { cookie, body: {} }))).data;
    expect(installed.capabilities.find((c: { id: string }) => c.id === "connections")).toMatchObject({ installed: true, badge: null });
    // Another user without connections still sees Needs setup.
    const csvUser = await proWithAgent();
    const imported = await call("/app/connections/csv", { cookie: csvUser, body: { format: "generic", text: "symbol,quantity\nBTC,1\n" } });
    expect(imported.status).toBe(201);
    // A CSV statement is a connection too: the capability reads its portfolio like any other.
    expect(badgeOf((await json(await call("/app/agent/capabilities", { cookie: csvUser }))).data)).toBeNull();
    const other = await proWithAgent();
    expect(badgeOf((await json(await call("/app/agent/capabilities", { cookie: other }))).data)).toBe("Needs setup");
  });
});
