/** See ./classifier-server.mjs. */
export declare function startFakeClassifier(delayMs?: number): Promise<{ baseURL: string; close: () => Promise<void> }>;
