/**
 * The closed error catalog. Every failure anywhere — API, site routes, agent tools — is one of
 * these codes; status, retryability, hint and next actions are decided here and nowhere else.
 * The first block is the developer-API contract (API.md); the second holds the site-only codes
 * (sign-in and cross-site protection), kept in the same place so the envelope stays one shape.
 */
export const ERROR_CATALOG = {
  invalid_request: {
    status: 400,
    retryable: false,
    message: "The request could not be read.",
    hint: "Send a JSON body with Content-Type: application/json, and check it is well-formed.",
    nextActions: ["Fix the request body and send it again."],
  },
  invalid_param: {
    status: 400,
    retryable: false,
    message: "A parameter is missing or invalid.",
    hint: "The parameter named in `param` does not meet the rules for that field.",
    nextActions: ["Correct the parameter named in `param` and send the request again."],
  },
  key_in_url: {
    status: 400,
    retryable: false,
    message: "An API key was found in the URL and was not used.",
    hint: "Keys in URLs leak into logs and browser history. Send it only in the Authorization header.",
    nextActions: ["Revoke the exposed key now.", "Send a new key as `Authorization: Bearer svc_…`."],
  },
  unauthorized: {
    status: 401,
    retryable: false,
    message: "Authentication is required.",
    hint: "The credentials are missing, malformed or unknown.",
    nextActions: ["Sign in again, or send a valid key as `Authorization: Bearer svc_…`."],
  },
  key_revoked: {
    status: 401,
    retryable: false,
    message: "This API key has been revoked.",
    hint: "A revoked key never works again.",
    nextActions: ["Create a new key in Settings → API keys."],
  },
  key_expired: {
    status: 401,
    retryable: false,
    message: "This API key has expired.",
    hint: "Keys stop working at their expiry time.",
    nextActions: ["Create a new key in Settings → API keys, or rotate before expiry next time."],
  },
  insufficient_scope: {
    status: 403,
    retryable: false,
    message: "The key does not have the scope this operation needs.",
    hint: "Each route needs one scope; the key was created without it.",
    nextActions: ["Call GET /v1/capabilities to see what this key can do.", "Create a key with the needed scope."],
  },
  plan_required: {
    status: 403,
    retryable: false,
    message: "This needs a different plan or access that the account does not have.",
    hint: "The feature is limited to Pro accounts, or (the developer API) to accounts with API access.",
    nextActions: ["For Pro features: upgrade in Settings → Billing. API access is not part of any plan: support switches it on per account."],
  },
  not_found: {
    status: 404,
    retryable: false,
    message: "Nothing exists at this address.",
    hint: "The path or the id in it does not match anything this account can see.",
    nextActions: ["Check the path and the id.", "List the collection to find valid ids."],
  },
  method_not_allowed: {
    status: 405,
    retryable: false,
    message: "This method is not allowed on this path.",
    hint: "The path exists but does not accept this HTTP method.",
    nextActions: ["Use one of the methods listed in the Allow header."],
  },
  conflict: {
    status: 409,
    retryable: false,
    message: "The request conflicts with the current state.",
    hint: "Something with the same identity already exists, or the state changed meanwhile.",
    nextActions: ["Read the current state and try again with it."],
  },
  payload_too_large: {
    status: 413,
    retryable: false,
    message: "The request body is too large.",
    hint: "Request bodies are limited to 64 KiB.",
    nextActions: ["Send a smaller body."],
  },
  unsupported_media_type: {
    status: 415,
    retryable: false,
    message: "The request body must be JSON.",
    hint: "Send the body with Content-Type: application/json.",
    nextActions: ["Set Content-Type: application/json and send JSON."],
  },
  rate_limited: {
    status: 429,
    retryable: true,
    message: "Too many requests.",
    hint: "The rate limit for this client was reached. Wait for the number of seconds in Retry-After.",
    nextActions: ["Wait for Retry-After seconds, then retry."],
  },
  usage_exhausted: {
    status: 429,
    retryable: false,
    message: "The usage allowance for this period is used up.",
    hint: "The allowance resets on the billing cycle date.",
    nextActions: ["Wait for the allowance to reset, or upgrade the plan."],
  },
  upstream_unavailable: {
    status: 503,
    retryable: true,
    message: "A service this request depends on is unavailable.",
    hint: "An upstream provider did not answer. It is usually temporary.",
    nextActions: ["Retry after a short back-off."],
  },
  internal_error: {
    status: 500,
    retryable: true,
    message: "Something went wrong on our side.",
    hint: "The error was logged with the request id. It is usually temporary.",
    nextActions: ["Retry after a short back-off.", "If it persists, contact support with the request id."],
  },

  // Site-only codes.
  invalid_code: {
    status: 400,
    retryable: false,
    message: "That sign-in code is not valid.",
    hint: "The code is wrong, has expired (codes last 10 minutes) or was tried too many times.",
    nextActions: ["Check the code in the latest e-mail.", "Request a new code."],
  },
  cross_site_request: {
    status: 403,
    retryable: false,
    message: "Cross-site request refused.",
    hint: "State-changing requests must come from this site (same Origin).",
    nextActions: ["Make the request from the Fathom site itself."],
  },
} as const satisfies Record<string, ErrorSpec>;

export interface ErrorSpec {
  status: number;
  retryable: boolean;
  message: string;
  hint: string;
  nextActions: readonly [string, ...string[]];
}

export type ErrorCode = keyof typeof ERROR_CATALOG;

/** A failure a route or the core can raise; the edge turns it into the error envelope. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    /** `nextActions` replaces the catalog's when the generic advice would mislead (e.g. API access is not a plan). */
    readonly options: { message?: string; param?: string; hint?: string; nextActions?: readonly [string, ...string[]]; retryAfter?: number; headers?: Record<string, string> } = {},
  ) {
    super(options.message ?? ERROR_CATALOG[code].message);
    this.name = "AppError";
  }
}

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_CATALOG, value);
}
