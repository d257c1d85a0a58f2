import { goto } from "$app/navigation";
import { api } from "./api";

/**
 * Rename and delete for a named collection page (a portfolio, a watchlist): the same two requests
 * and the same follow-up everywhere, so each page only says where it lives.
 */
export function collectionActions(opts: {
  /** The item's route, e.g. `/app/portfolios/p_1`. */
  path: () => string;
  /** Where to go after deleting it, e.g. `/portfolios`. */
  listPage: string;
  run: (action: () => Promise<void>) => Promise<void>;
  reload: () => Promise<void>;
}) {
  return {
    async rename(name: string): Promise<boolean> {
      let done = false;
      await opts.run(async () => {
        await api(opts.path(), { method: "PATCH", body: { name } });
        await opts.reload();
        done = true;
      });
      return done;
    },
    remove: () =>
      opts.run(async () => {
        await api(opts.path(), { method: "DELETE" });
        await goto(opts.listPage);
      }),
  };
}
