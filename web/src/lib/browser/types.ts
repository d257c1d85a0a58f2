/** The cloud browser's shapes, as the Worker defines them (type-only through `$worker`). */
export type { ArtifactView } from "$worker/browser/views";
export type { SessionView, TimelineStep } from "$worker/browser/timeline";
