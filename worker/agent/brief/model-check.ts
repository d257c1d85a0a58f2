import { guardLinesWithModel, guardTextWithModel } from "../guard";
import type { SecondPassConfig } from "../guard";
import type { Brief } from "./compose";

/**
 * The brief's words through the model second pass when a model is configured (the lines were
 * already guarded deterministically by composeBrief). Each line and chip is judged alone, all in
 * parallel, fail-closed; source headlines and event titles in it are the likely carriers of a
 * directive no rule knows. Without a model the brief is returned unchanged.
 */
export async function briefWithModel(brief: Brief, config: SecondPassConfig | null): Promise<Brief> {
  if (!config) return brief;
  const [headline, chips, lines] = await Promise.all([
    guardTextWithModel(brief.headline, "brief", config).then((r) => r.text),
    guardLinesWithModel(brief.chips, "brief", config),
    Promise.all(brief.sections.map((s) => guardLinesWithModel(s.lines, "brief", config))),
  ]);
  return { ...brief, headline, chips, sections: brief.sections.map((s, i) => ({ ...s, lines: lines[i] ?? s.lines })) };
}
