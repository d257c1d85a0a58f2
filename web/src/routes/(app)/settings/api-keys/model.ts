import { api } from "$lib/api";

/** What /app/api-keys and its audit log answer (the site route's view). */
export interface Key {
  id: string;
  name: string;
  scopes: string[];
  status: "active" | "retiring" | "expired" | "revoked";
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
  retiresAt: string | null;
}
export interface AuditEntry {
  id: string;
  at: string;
  keyId: string;
  method: string;
  path: string;
  status: number;
  ip: string | null;
}

export interface KeysPage {
  apiAccess: boolean;
  scopes: string[];
  keys: Key[];
  audit: AuditEntry[];
}

/** Keys, grantable scopes and (with API access) the audit log: the page's load and its refresh after each action. */
export async function readKeys(doFetch?: typeof fetch): Promise<KeysPage> {
  const data = await api<{ apiAccess: boolean; scopes: string[]; keys: Key[] }>("/app/api-keys", { fetch: doFetch });
  const audit = data.apiAccess ? await api<AuditEntry[]>("/app/api-keys/audit", { fetch: doFetch }) : [];
  return { ...data, audit };
}
