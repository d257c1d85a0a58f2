import { isDevelopment, type Bindings } from "../env";

/**
 * Server secrets that protect data at rest and in transit: in development each falls back to a
 * fixed, public value so `npm start` works with zero configuration; anywhere else a missing secret
 * stops the Worker from serving at all (a clear error in the log, `internal_error` to callers),
 * because the public fallback would let anyone forge cursors or mint well-formed keys.
 */
export const DEV_SECRETS = {
  CURSOR_SECRET: "fathom-development-cursor-secret",
  KEY_CHECKSUM_SECRET: "fathom-development-key-checksum-secret",
} as const;

export type SecretName = keyof typeof DEV_SECRETS;

export class MissingSecretError extends Error {
  constructor(readonly secret: SecretName) {
    super(`${secret} is not set; it is required outside development (wrangler secret put ${secret}).`);
    this.name = "MissingSecretError";
  }
}

export function serverSecret(env: Bindings, name: SecretName): string {
  const value = env[name];
  if (typeof value === "string" && value.length >= 16) return value;
  if (isDevelopment(env)) return DEV_SECRETS[name];
  throw new MissingSecretError(name);
}

/** Every required secret, checked once per request before any route runs. */
export function assertSecrets(env: Bindings): void {
  for (const name of Object.keys(DEV_SECRETS) as SecretName[]) serverSecret(env, name);
}
