import { Hono } from "hono";
import type { AppEnv } from "../env";

/** The site's agent endpoints under /app/agent (Pro). Filled in by the agent work. */
export const agentRoutes = new Hono<AppEnv>();
