import { CheckSpec, CheckStore, type CheckOps, type CustomCheck } from "../../monitor/checks";
import { parseCheck } from "../../monitor/checks-parse";
import { err, type Result } from "../results";
import type { AgentHost } from "./host";

/** The AgentDO's custom recurring checks: the store over its SQLite, for tools, RPC and the pass. */

export function checkOps(h: AgentHost): CheckOps {
  const store = new CheckStore(h.ctx.storage.sql);
  return {
    list: () => store.list(),
    add: (instruction, spec) => {
      const given = spec === undefined ? null : CheckSpec.safeParse(spec);
      return store.add(instruction, given?.success ? given.data : parseCheck(instruction), h.now());
    },
    remove: (ref) => store.remove(ref),
  };
}

export const checksRpc = {
  list(h: AgentHost): Result<{ checks: CustomCheck[] }> {
    return { ok: true, checks: checkOps(h).list() };
  },
  remove(h: AgentHost, ref: string): Result<{ removed: CustomCheck }> {
    const removed = checkOps(h).remove(ref);
    return removed ? { ok: true, removed } : err("not_found", "No such recurring check.");
  },
};
