import { redactKeys } from "../api/keys/redact";

/**
 * Structured JSON logs, one object per line. Callers pass fields explicitly; nothing here ever
 * serialises a request body, a cookie, an Authorization header or a secret. As a last line of
 * defence every string value goes through redactKeys: an API key that reaches a field anyway (an
 * error message quoting input, a path) is printed as `svc_[redacted]`.
 */
export type LogLevel = "debug" | "info" | "warn" | "error";

export interface Logger {
  log(level: LogLevel, msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

/** Per string value (not on the whole line): a decoded `%22` cannot break the JSON. */
const redactStrings = (_key: string, value: unknown) => (typeof value === "string" ? redactKeys(value) : value);

export function createLogger(base: Record<string, unknown> = {}): Logger {
  return {
    log(level, msg, fields = {}) {
      const line = JSON.stringify({ level, msg, time: new Date().toISOString(), ...base, ...fields }, redactStrings);
      if (level === "error") console.error(line);
      else if (level === "warn") console.warn(line);
      else console.log(line);
    },
    child(fields) {
      return createLogger({ ...base, ...fields });
    },
  };
}
