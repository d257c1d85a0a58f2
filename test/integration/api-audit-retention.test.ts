import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { env, identities } from "./helpers";
import { apiUser, auditOf, v1 } from "./api-helpers";

/** The audit log keeps 90 days; each key's Durable Object prunes the rest on its daily alarm. */
const { address, freshIp } = identities("api-audit-retention.example", 46);
const DAY = 86_400_000;

describe("audit retention", () => {
  it("arms a pruning alarm with the first audited call and drops entries older than 90 days", async () => {
    const user = await apiUser(address("retention"), ["market:read"], { ip: freshIp() });
    for (let i = 0; i < 3; i++) expect((await v1("/capabilities", { key: user.key })).status).toBe(200);
    await auditOf(user.key, 3);
    const stub = env.API_KEY.getByName(/^k([0-9a-f]{12})g/.exec(user.keyId)![1]!);
    const armedAt = await runInDurableObject(stub, (_i, state) => state.storage.getAlarm());
    expect(armedAt).toBeGreaterThan(Date.now() + DAY - 60_000);

    // Age the entries: one far past retention, one just inside it; the rest are fresh.
    await runInDurableObject(stub, (_i, state) => {
      const seqs = state.storage.sql.exec<{ seq: number }>("SELECT seq FROM audit WHERE path = '/v1/capabilities' ORDER BY seq").toArray().map((r) => r.seq);
      state.storage.sql.exec("UPDATE audit SET at = ? WHERE seq = ?", Date.now() - 91 * DAY, seqs[0]!);
      state.storage.sql.exec("UPDATE audit SET at = ? WHERE seq = ?", Date.now() - 89 * DAY, seqs[1]!);
    });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const left = await runInDurableObject(stub, (_i, state) => state.storage.sql.exec<{ at: number }>("SELECT at FROM audit WHERE path = '/v1/capabilities'").toArray());
    expect(left).toHaveLength(2);
    expect(left.every((r) => r.at > Date.now() - 90 * DAY)).toBe(true);
    // Rows remain, so the alarm re-armed for the next day.
    expect(await runInDurableObject(stub, (_i, state) => state.storage.getAlarm())).not.toBeNull();
  });
});
