import { api, errorText } from "$lib/api";
import type { ArtifactView } from "$lib/browser/types";
import type { PageLoad } from "./$types";

/** What the cloud browser published for this account, newest first. */
export const load: PageLoad = async ({ fetch }) => {
  try {
    const { artifacts } = await api<{ artifacts: ArtifactView[] }>("/app/artifacts", { fetch });
    return { artifacts, error: "" };
  } catch (e) {
    return { artifacts: [] as ArtifactView[], error: errorText(e) };
  }
};
