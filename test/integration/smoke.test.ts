import { describe, expect, it } from "vitest";
import { call, expectError, signIn, json } from "./helpers";

describe("smoke", () => {
  it("signs in and reads /app/me", async () => {
    const cookie = await signIn("ada@example.com");
    const me = await call("/app/me", { cookie });
    expect(me.status).toBe(200);
    const body = await json(me);
    expect(body.data.email).toBe("ada@example.com");
    expect(body.data.plan).toBe("free");
    expect(body.data.timeZone).toBe("Europe/Paris");
  });
  it("404s in the envelope", async () => {
    await expectError(await call("/nope"), 404, "not_found");
  });
});
