/** See ./stripe-standin.mjs. */
export declare const STANDIN_WEBHOOK_SECRET: string;
export declare const SUCCESS_CARD: string;
export declare const DECLINE_CARD: string;
export declare function decodeForm(text: string): Record<string, unknown>;
export declare function createStandin(options?: { webhookSecret?: string; webhookUrl?: string }): { handle(request: Request): Promise<Response> };
export declare function serveStandin(options?: { port?: number; webhookUrl?: string }): Promise<import("node:http").Server>;
