import type { EventRow } from "../store";
import { getJson } from "./http";
import type { ProviderContext, ProviderResult } from "./types";

/**
 * Protocol status pages (Atlassian Statuspage `…/api/v2/summary.json`, which most bridges and
 * exchanges use). Each page is configured with the protocol it speaks for; an unresolved incident
 * on a bridge's page is a bridge halt until the page says it is resolved.
 */
export interface StatusIncident {
  id: string;
  name: string;
  status: string;
  impact: string;
  createdAt: number;
  updatedAt: number;
  resolvedAt: number | null;
  link: string | null;
}

export function parseStatusSummary(body: unknown): StatusIncident[] | null {
  const b = body as { incidents?: unknown } | null;
  if (!b || !Array.isArray(b.incidents)) return null;
  const out: StatusIncident[] = [];
  for (const i of b.incidents as Record<string, unknown>[]) {
    if (typeof i?.id !== "string" || typeof i.name !== "string") continue;
    const created = Date.parse(String(i.created_at ?? ""));
    if (!Number.isFinite(created)) continue;
    const updated = Date.parse(String(i.updated_at ?? ""));
    const resolved = Date.parse(String(i.resolved_at ?? ""));
    out.push({
      id: i.id,
      name: i.name,
      status: String(i.status ?? ""),
      impact: String(i.impact ?? "none"),
      createdAt: created,
      updatedAt: Number.isFinite(updated) ? updated : created,
      resolvedAt: Number.isFinite(resolved) ? resolved : null,
      link: typeof i.shortlink === "string" ? i.shortlink : null,
    });
  }
  return out;
}

/** `MARKET_STATUS_PAGES`: `name=url` pairs, comma-separated. */
export function parseStatusPages(value: string | undefined): { name: string; url: string }[] {
  if (!value) return [];
  return value
    .split(",")
    .map((pair) => pair.trim().split("="))
    .filter((p): p is [string, string] => p.length === 2 && Boolean(p[0]) && /^https?:\/\//.test(p[1] ?? ""))
    .map(([name, url]) => ({ name: name.trim(), url: url.trim() }));
}

export function statusEvent(page: string, incident: StatusIncident, detectedAt: number): EventRow {
  const resolved = incident.resolvedAt !== null || incident.status === "resolved" || incident.status === "postmortem";
  return {
    id: `bridge_halt:status:${page}:${incident.id}`,
    kind: "bridge_halt",
    subject: page,
    title: `${page}: ${incident.name}`,
    status: resolved ? "resolved" : "open",
    severity: incident.impact === "critical" || incident.impact === "major" ? "critical" : "warning",
    startedAt: incident.createdAt,
    endedAt: resolved ? (incident.resolvedAt ?? incident.updatedAt) : null,
    lastSeenAt: incident.updatedAt,
    source: `status:${page}`,
    asOf: incident.updatedAt,
    label: null,
    evidence: JSON.stringify({ incident: incident.name, status: incident.status, impact: incident.impact, link: incident.link }),
    detectedAt,
  };
}

export async function fetchStatus(url: string, ctx: ProviderContext): Promise<ProviderResult<StatusIncident[]>> {
  const res = await getJson(ctx.up, url);
  if (!res.ok) return res;
  const parsed = parseStatusSummary(res.data);
  return parsed ? { ok: true, data: parsed } : { ok: false, reason: "bad_body", message: `${url}: not a Statuspage summary` };
}
