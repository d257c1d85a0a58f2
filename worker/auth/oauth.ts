import { decodeIdToken, GitHub, Google } from "arctic";
import type { Bindings } from "../env";

export type OAuthProvider = "google" | "github";

/** A provider is offered only when both of its credentials are configured. */
export function configuredProviders(env: Bindings): OAuthProvider[] {
  const providers: OAuthProvider[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) providers.push("google");
  if (env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET) providers.push("github");
  return providers;
}

export function redirectUri(origin: string, provider: OAuthProvider): string {
  return `${origin}/auth/oauth/${provider}/callback`;
}

export function googleClient(env: Bindings, origin: string): Google {
  return new Google(env.GOOGLE_CLIENT_ID!, env.GOOGLE_CLIENT_SECRET!, redirectUri(origin, "google"));
}

export function githubClient(env: Bindings, origin: string): GitHub {
  return new GitHub(env.GITHUB_CLIENT_ID!, env.GITHUB_CLIENT_SECRET!, redirectUri(origin, "github"));
}

export interface VerifiedIdentity {
  providerUserId: string;
  /** Only a provider-verified address is ever returned; accounts are matched by it. */
  email: string;
}

export async function googleIdentity(google: Google, code: string, verifier: string): Promise<VerifiedIdentity | null> {
  const tokens = await google.validateAuthorizationCode(code, verifier);
  const claims = decodeIdToken(tokens.idToken()) as { sub?: string; email?: string; email_verified?: boolean };
  if (!claims.sub || !claims.email || claims.email_verified !== true) return null;
  return { providerUserId: claims.sub, email: claims.email.toLowerCase() };
}

export async function githubIdentity(github: GitHub, code: string): Promise<VerifiedIdentity | null> {
  const tokens = await github.validateAuthorizationCode(code);
  const headers = { Authorization: `Bearer ${tokens.accessToken()}`, "User-Agent": "fathom", Accept: "application/vnd.github+json" };
  const [userResponse, emailsResponse] = await Promise.all([
    fetch("https://api.github.com/user", { headers }),
    fetch("https://api.github.com/user/emails", { headers }),
  ]);
  if (!userResponse.ok || !emailsResponse.ok) return null;
  const user = (await userResponse.json()) as { id?: number };
  const emails = (await emailsResponse.json()) as { email: string; primary: boolean; verified: boolean }[];
  // GitHub's noreply addresses are "verified" but receive no mail: never an account's address.
  const usable = emails.filter((e) => e.verified && !e.email.toLowerCase().endsWith("@users.noreply.github.com"));
  const primary = usable.find((e) => e.primary) ?? usable[0];
  if (user.id === undefined || !primary) return null;
  return { providerUserId: String(user.id), email: primary.email.toLowerCase() };
}
