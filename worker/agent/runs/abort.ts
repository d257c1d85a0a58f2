/** Thrown by a run's step that cannot succeed on retry (no sources, allowance used up): the run fails at once. */
export class RunAbort extends Error {}
