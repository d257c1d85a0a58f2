import type { ReplayFiles } from "../replay/files";
import type { EventRow } from "../store";

/**
 * Protocol exploits from the DeFiHackLabs incident list (Apache-2.0; a static file beside the replay series). The scan records
 * the incidents dated inside its look-back window; the list is dated, so replaying a past day
 * surfaces that day's exploits.
 */
export interface Hack {
  date: string;
  protocol: string;
  technique: string;
  lost: string;
  poc: string;
}

let parsed: Hack[] | null = null;

/** Minimal CSV: fields may be double-quoted with "" escapes. */
export function parseCsvLine(line: string): string[] {
  const out: string[] = [];
  let cur = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      out.push(cur);
      cur = "";
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

export async function allHacks(files: ReplayFiles): Promise<Hack[]> {
  if (!parsed) {
    const csv = (await files.read("events/defihacklabs.csv")) ?? "";
    parsed = csv.trimEnd().split("\n").filter(Boolean).map((line) => {
      const [date, protocol, technique, lost, poc] = parseCsvLine(line);
      return { date: date ?? "", protocol: (protocol ?? "").replace(/^-\s*/, "").trim(), technique: technique ?? "", lost: lost ?? "", poc: poc ?? "" };
    });
  }
  return parsed;
}

export async function hacksBetween(files: ReplayFiles, from: number, to: number): Promise<Hack[]> {
  return (await allHacks(files)).filter((h) => {
    const t = Date.parse(`${h.date}T00:00:00Z`);
    return t >= from && t <= to;
  });
}

export function slug(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

export function hackEvent(h: Hack, detectedAt: number): EventRow {
  const t = Date.parse(`${h.date}T00:00:00Z`);
  return {
    id: `exploit:${h.date}:${slug(h.protocol)}`,
    kind: "exploit",
    subject: h.protocol,
    title: `${h.protocol} exploited${h.technique ? ` (${h.technique})` : ""}${h.lost ? `: lost ${h.lost}` : ""}`,
    status: "reported",
    severity: "warning",
    startedAt: t,
    endedAt: null,
    lastSeenAt: t,
    source: "defihacklabs",
    asOf: t,
    label: null,
    evidence: JSON.stringify({ technique: h.technique, lostAsStated: h.lost, proofOfConcept: `https://github.com/SunWeb3Sec/DeFiHackLabs/blob/main/${h.poc}` }),
    detectedAt,
  };
}
