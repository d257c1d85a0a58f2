/**
 * Where the replay CSVs live. They are not part of the code bundle (2.5 MB of text every cold
 * start would parse): the Worker serves them as static assets (wrangler.toml `[assets]`, bound as
 * ASSETS with `run_worker_first`, so only the code can read them), uploaded by `wrangler deploy`
 * like the code and served locally by `wrangler dev`/`pages dev` from the same folder. Node
 * readers (unit tests, benches) read the folder itself.
 */
export interface ReplayFiles {
  /** The file's text, or null when there is no such file. */
  read(path: string): Promise<string | null>;
}

/** The folder the assets are served from, relative to the project root (wrangler.toml `[assets]`). */
export const REPLAY_DATA_DIR = "worker/market/replay/data";

/** Paths are built from symbols; anything else than a plain ticker never reaches the binding. */
const SAFE_PATH = /^(crypto|equity|5m|events)\/[A-Za-z0-9_-]{1,40}\.csv$/;

export function assetFiles(assets: Fetcher): ReplayFiles {
  return {
    async read(path) {
      if (!SAFE_PATH.test(path)) return null;
      // The host is ignored by the assets binding; only the path selects the file.
      const response = await assets.fetch(`https://replay.assets/${path}`);
      if (!response.ok) {
        await response.body?.cancel();
        return null;
      }
      return response.text();
    },
  };
}
