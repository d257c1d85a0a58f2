import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AgentDO } from "../../durable-objects/agent-do";
import { FAKE_OPENAI_BASE_URL, fakeOpenAILog, resetFakeOpenAI } from "../fakes/openai";
import { inboxOf, passAt, proAgent, seedSnapshots, seedUser } from "./monitor-fixtures";

/**
 * A rule asked for in plain language, with the model (the fake OpenAI server calling set_alert)
 * and without (the built-in router), is then evaluated by the next monitoring pass: Inbox and
 * Activity. The tool run itself is in Activity too.
 */
const T = Date.parse("2027-06-08T08:00:00Z"); // 09:00 BST

for (const withModel of [false, true]) {
  describe(withModel ? "with the model" : "without a model", () => {
    it("“tell me if ETH/BTC falls below 0.03” becomes a ratio rule; the next pass alerts when it is crossed", async () => {
      const user = await seedUser({ timeZone: "Europe/London", now: T });
      const { stub, clock } = await proAgent(user.id, "Europe/London", T - 3_600_000);
      await resetFakeOpenAI();
      if (withModel) await runInDurableObject(stub, (i: AgentDO) => void (i.modelOverride = { apiKey: "sk-fake", baseURL: FAKE_OPENAI_BASE_URL, model: "fake-model" }));
      const reply = await stub.chat(`${withModel ? "[ratio-alert] " : ""}alert me if ETH/BTC falls below 0.03`, null);
      expect(reply).toMatchObject({ ok: true, reply: { model: withModel } });
      // The model was asked only when configured.
      expect((await fakeOpenAILog()).length > 0).toBe(withModel);
      const rules = await stub.alertRules();
      expect(rules.ok && rules.rules).toMatchObject([{ type: "ratio_below", symbol: "ETH", otherSymbol: "BTC", value: 0.03 }]);
      // Not crossed yet (0.031): quiet.
      await seedSnapshots([{ symbol: "ETH", price: 3_100, change: 0 }, { symbol: "BTC", price: 100_000, change: 0 }], T - 600_000);
      await passAt(stub, clock, T);
      expect(await inboxOf(user.id)).toEqual([]);
      // Crossed (0.0295): one alert, in the Inbox and in Activity.
      await seedSnapshots([{ symbol: "ETH", price: 2_950, change: -4 }, { symbol: "BTC", price: 100_000, change: 0 }], T + 2 * 3_600_000);
      await passAt(stub, clock, T + 3 * 3_600_000);
      const alerts = await inboxOf(user.id);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]!.body).toContain("ETH/BTC is at 0.02950, below your 0.03 alert");
      const act = await stub.activity({});
      expect(act.ok && act.entries.map((e) => e.kind)).toEqual(["pass", "alert", "pass", "tool"]);
      expect(act.ok && act.entries.at(-1)!.title).toMatch(/^Set the alert: Alert set/);
    }, 30_000);
  });
}
