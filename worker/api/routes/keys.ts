import { z } from "@hono/zod-openapi";
import { AppError } from "../../http/errors";
import { ok } from "../../http/respond";
import { assertMayRotate } from "../keys/key-authority";
import { DEFAULT_OVERLAP_SECONDS, revokeKey, rotateKey } from "../keys/key-service";
import { operation } from "../operation";
import { jsonResponses } from "../openapi-schemas";
import { KeyView, Rotation } from "../schemas";

const KeyId = z.string().regex(/^k[0-9a-f]{12}g[1-9][0-9]{0,5}$/, "Use a key id such as k0123456789abg1.");
const RotateBody = z
  .object({
    overlapSeconds: z.number().int().min(0).max(604_800).optional().openapi({ description: "How long the old key keeps working (default 86400)." }),
    keyId: KeyId.optional().openapi({
      description: "The key to rotate. A key can rotate only itself: omit this, or name the calling key (another id → 403 insufficient_scope). Required when calling with a session.",
    }),
  })
  .strict();
const RevokeBody = z
  .object({
    keyId: KeyId.optional().openapi({
      description: "Omitted: the calling key. Another key of the account only if the caller holds every scope that key has (else 403 insufficient_scope); a session may revoke any.",
    }),
  })
  .strict();
const optionalJson = <S extends z.ZodType>(schema: S) => ({ body: { content: { "application/json": { schema } }, required: false } });

/**
 * POST /v1/keys/rotate and /v1/keys/revoke (no scope: a key may always retire itself). Which
 * other keys a caller may touch is key-authority.ts's rule: rotate only itself, revoke no key
 * above its own scopes.
 */
export const keyOperations = [
  operation(
    null,
    {
      method: "post",
      path: "/keys/rotate",
      summary: "Rotate a key: a replacement now, the old key retired after the overlap",
      description: "Rotates the calling key. A key cannot rotate another key (403 insufficient_scope); the site's session names the key with keyId.",
      request: optionalJson(RotateBody),
      responses: jsonResponses(Rotation, "The replacement key (shown once) and when the old one stops working", 201),
    },
    async (c) => {
      // An optional body: without one the validator passes undefined through.
      const body: z.infer<typeof RotateBody> = c.req.valid("json") ?? {};
      const principal = c.get("apiPrincipal");
      const keyId = body.keyId ?? principal.keyId;
      if (!keyId) throw new AppError("invalid_param", { param: "keyId", message: "keyId: name the key to rotate (a session has no calling key)." });
      assertMayRotate(principal, keyId);
      const rotated = await rotateKey(c.env, c.get("db"), principal.userId, keyId, body.overlapSeconds ?? DEFAULT_OVERLAP_SECONDS, c.get("clock").now());
      c.get("log").log("info", "api_key.rotated", { keyId, newKeyId: rotated.key.id });
      return ok(c, { key: rotated.secret, keyInfo: rotated.key, previous: rotated.previous }, { status: 201 });
    },
  ),

  operation(
    null,
    {
      method: "post",
      path: "/keys/revoke",
      summary: "Revoke a key at once (never rate limited)",
      description:
        "Revokes the calling key, or another key of the account when the caller holds every scope of that key: a key never revokes a key with more scopes (403 insufficient_scope). The site's session may revoke any key of the account.",
      request: optionalJson(RevokeBody),
      responses: jsonResponses(KeyView, "The revoked key"),
    },
    async (c) => {
      const body: z.infer<typeof RevokeBody> = c.req.valid("json") ?? {};
      const principal = c.get("apiPrincipal");
      const keyId = body.keyId ?? principal.keyId;
      if (!keyId) throw new AppError("invalid_param", { param: "keyId", message: "keyId: name the key to revoke (a session has no calling key)." });
      const revoked = await revokeKey(c.env, c.get("db"), principal.userId, keyId, c.get("clock").now(), principal);
      c.get("log").log("info", "api_key.revoked", { keyId });
      return ok(c, revoked);
    },
  ),
];
