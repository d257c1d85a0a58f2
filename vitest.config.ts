import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { MARKET_HOSTS, marketUpstream } from "./test/fakes/market-upstream.ts";
import { FAKE_OPENAI_HOST, fakeOpenAI } from "./test/fakes/openai.ts";
import { OAUTH_HOSTS, fakeOAuth } from "./test/fakes/oauth-providers.ts";
import { createStandin } from "./scripts/stripe-standin.mjs";
import { FEED_HOSTS, fakeFeeds } from "./test/fakes/feeds.ts";

/** Billing tests: the same local Stripe stand-in `npm start` runs, in-process, one per test run. */
const stripeStandin = createStandin();

/**
 * Three depths (DESIGN.md "Testing layers"): unit tests of the functional core in Node,
 * integration tests in workerd with real local D1/DO/R2, and browser end-to-end tests against
 * the product started the way `npm start` starts it.
 */
export default defineConfig({
  test: {
    // Per-request info lines drown the report; warnings and errors still show.
    onConsoleLog: (log) => !log.includes('"level":"info"'),
    projects: [
      {
        test: { name: "unit", include: ["test/unit/**/*.test.ts"], environment: "node" },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                APP_ENV: "development",
                ADMIN_TOKEN: "test-admin-token",
                TEST_MIGRATIONS: await readD1Migrations("migrations"),
                STRIPE_API_BASE: "http://stripe-standin.test",
              },
              // Tests never reach the internet: any outbound fetch that is not answered by a
              // test's own fake is refused here.
              outboundService: (request: Request) => {
                const url = new URL(request.url);
                if (url.hostname === "127.0.0.1" || url.hostname === "localhost") return fetch(request);
                // Market providers are answered by a local fake built on their real response samples.
                if (MARKET_HOSTS.has(url.hostname)) return marketUpstream(request);
                // The agent's model tests: a fake OpenAI server answered here, in Node.
                if (url.hostname === FAKE_OPENAI_HOST) return fakeOpenAI(request);
                // Google and GitHub sign-in: token and user endpoints in their real shapes.
                if (OAUTH_HOSTS.has(url.hostname)) return fakeOAuth(request);
                // Stripe: the product's real `stripe` client against the local stand-in.
                if (url.hostname === "stripe-standin.test") return stripeStandin.handle(request);
                // Followed sources (KOL Analysis): RSS/Atom/YouTube/podcast feeds in their real shapes.
                if (FEED_HOSTS.has(url.hostname)) return fakeFeeds(request);
                return new Response(`test network: refused ${url.hostname}`, { status: 599 });
              },
            },
          })),
        ],
        test: {
          name: "integration",
          include: ["test/integration/**/*.test.ts"],
          setupFiles: ["test/integration/setup.ts"],
        },
      },
      {
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["test/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
