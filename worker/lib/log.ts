/**
 * Structured JSON logs, one object per line. Callers pass fields explicitly; nothing here ever
 * serialises a request body, a cookie, an Authorization header or a secret.
 */
export type LogLevel = "debug" | "info" | "warn" | "error";

export interface Logger {
  log(level: LogLevel, msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

export function createLogger(base: Record<string, unknown> = {}): Logger {
  return {
    log(level, msg, fields = {}) {
      const line = JSON.stringify({ level, msg, time: new Date().toISOString(), ...base, ...fields });
      if (level === "error") console.error(line);
      else if (level === "warn") console.warn(line);
      else console.log(line);
    },
    child(fields) {
      return createLogger({ ...base, ...fields });
    },
  };
}
