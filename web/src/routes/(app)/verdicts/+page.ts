import { loadStep } from "../notebook/steps";
import type { PageLoad } from "./$types";

export const load: PageLoad = ({ fetch }) => loadStep(fetch, "Analysis", "Verdict");
