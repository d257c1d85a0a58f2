import { api, errorText } from "$lib/api";
import type { Entry } from "./model";

/** Loads the entries a research step works on and the ones it produced. */
export async function loadStep(fetch: typeof globalThis.fetch, input: string, output: string) {
  try {
    const [inputs, outputs] = await Promise.all([api<{ entries: Entry[] }>(`/app/notebook?kind=${input}`, { fetch }), api<{ entries: Entry[] }>(`/app/notebook?kind=${output}`, { fetch })]);
    return { inputs: inputs.entries, outputs: outputs.entries, error: "" };
  } catch (e) {
    return { inputs: [] as Entry[], outputs: [] as Entry[], error: errorText(e) };
  }
}
