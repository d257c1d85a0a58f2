import type { Db } from "./db/client";
import type { Logger } from "./lib/log";
import type { Clock } from "./lib/clock";
import type { Plan } from "./lib/plan";
import type { Scope } from "./api/scopes";
import type { MarketEnv } from "./market/config";
import type { ConnectionsEnv } from "./connections/config";
import type { SourcesEnv } from "./sources/config";

/**
 * Optional secrets. `Env` comes from `wrangler types` (worker-configuration.d.ts); secrets are
 * not in wrangler.toml, so they are declared here — every one optional, because the product runs
 * with none of them (each integration switches on when its secret is set).
 */
interface Secrets extends MarketEnv, ConnectionsEnv, SourcesEnv {
  /** Bearer token for the operator endpoints under /admin (npm run admin). Unset = /admin is off. */
  ADMIN_TOKEN?: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** Signs pagination cursors. Required outside development (worker/lib/secrets.ts). */
  CURSOR_SECRET?: string;
  /** Keys the API key checksum (HMAC). Required outside development (worker/lib/secrets.ts). */
  KEY_CHECKSUM_SECRET?: string;
  /** The agent's language model. Unset = the built-in router and template narrator answer. */
  OPENAI_API_KEY?: string;
  /** Any OpenAI-compatible server (default: api.openai.com). */
  OPENAI_BASE_URL?: string;
  /** Model name (default: gpt-4o-mini). */
  OPENAI_MODEL?: string;
  /** Stripe (worker/billing). Unset = development talks to the local stand-in; production refuses billing. */
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** Development without a key: where the local Stripe stand-in listens (default http://127.0.0.1:8790). */
  STRIPE_API_BASE?: string;
  /** The site's public origin, for links in e-mails (default: http://localhost:8787). */
  APP_ORIGIN?: string;
  /** Telegram bot (worker/notify/telegram). Unset = the channel shows "Needs setup". */
  TELEGRAM_BOT_TOKEN?: string;
  /** The bot's @username for the connect link (default: asked of Telegram with getMe). */
  TELEGRAM_BOT_USERNAME?: string;
  /** The webhook's secret token (default: derived from CURSOR_SECRET and the bot token). */
  TELEGRAM_WEBHOOK_SECRET?: string;
  /** Bot API origin (default https://api.telegram.org; tests and e2e: a loopback fake). */
  TELEGRAM_API_BASE?: string;
}

export type Bindings = Env & Secrets;

export interface SignedInUser {
  id: string;
  email: string;
  plan: Plan;
  timeZone: string;
  apiAccess: boolean;
  createdAt: number;
  deletionRequestedAt: number | null;
}

interface Variables {
  requestId: string;
  log: Logger;
  db: Db;
  clock: Clock;
  /** The parsed JSON body (undefined when the request had none). Set by the body middleware. */
  body: unknown;
  /** Set by requireSession on routes that need a signed-in user. */
  user: SignedInUser;
  sessionTokenHash: string;
  /** Set by the /v1 authentication middleware: who is calling and with which scopes. */
  apiPrincipal: ApiPrincipal;
}

/** A caller of /v1: an API key, or the site's session acting as the user with every scope. */
export interface ApiPrincipal {
  userId: string;
  /** Null when the caller is a browser session rather than a key. */
  keyId: string | null;
  keyName: string | null;
  scopes: readonly Scope[];
  /** The key's expiry (ms); null for sessions. */
  expiresAt: number | null;
  /** The key's limits; null for sessions (per-user defaults). */
  limits: { read: number; write: number } | null;
}

export type AppEnv = { Bindings: Bindings; Variables: Variables };

export function isDevelopment(env: Bindings): boolean {
  return (env.APP_ENV as string) === "development";
}
