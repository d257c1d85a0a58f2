import { createApp } from "./app";
import type { Bindings } from "./env";
import { scheduled } from "./scheduled";

export { AgentDO } from "../durable-objects/agent-do";
export { ApiKeyDO } from "../durable-objects/api-key-do";

const app = createApp();

export default {
  fetch: app.fetch,
  scheduled,
} satisfies ExportedHandler<Bindings>;
