import { loadNamed } from "$lib/components/named";
import type { PageLoad } from "./$types";

export const load: PageLoad = async ({ fetch }) => ({ list: await loadNamed("/app/watchlists", fetch) });
