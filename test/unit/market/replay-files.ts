import { REPLAY_DATA_DIR, type ReplayFiles } from "../../../worker/market/replay/files";

declare global {
  interface ImportMeta {
    url: string;
  }
}

// Node's fs, typed by hand: the project's type check has the Workers types, not Node's.
const FS_MODULE = "node:fs/promises";
const fs = (await import(/* @vite-ignore */ FS_MODULE)) as { readFile(path: URL, encoding: "utf8"): Promise<string> };
const root = new URL(`../../../${REPLAY_DATA_DIR}/`, import.meta.url);

/** The replay folder read from disk: the same files the Worker serves through its ASSETS binding. */
export const diskReplayFiles: ReplayFiles = {
  async read(path) {
    try {
      return await fs.readFile(new URL(path, root), "utf8");
    } catch {
      return null;
    }
  },
};
