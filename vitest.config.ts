import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { MARKET_HOSTS, marketUpstream } from "./test/fakes/market-upstream.ts";
import { FAKE_OPENAI_HOST, fakeOpenAI } from "./test/fakes/openai.ts";
import { OAUTH_HOSTS, fakeOAuth } from "./test/fakes/oauth-providers.ts";
import { fakeOnchain, onchainHandles } from "./test/fakes/onchain.ts";
import { TELEGRAM_HOSTS, fakeTelegram } from "./test/fakes/telegram.ts";
import { createStandin } from "./scripts/stripe-standin.mjs";
import { CHAIN_HOSTS, chainsUpstream } from "./test/fakes/chains.ts";
import { exchangesUpstream, isExchangeRequest } from "./test/fakes/exchanges.ts";
import { FEED_DNS, FEED_HOSTS, fakeFeeds } from "./test/fakes/feeds.ts";
import { fakeDoh } from "./test/fakes/doh.ts";
import { RESEARCH_MODEL_HOST, fakeResearchModel } from "./test/fakes/research-model.ts";

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
        // The research golden tests read whole replay series: seconds on 2 busy cores.
        test: { name: "unit", include: ["test/unit/**/*.test.ts"], environment: "node", testTimeout: 15_000 },
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
                TELEGRAM_BOT_TOKEN: "1234567:TEST-fathom-bot-token-abcdefghij",
              },
              // Tests never reach the internet: any outbound fetch that is not answered by a
              // test's own fake is refused here.
              outboundService: (request: Request) => {
                const url = new URL(request.url);
                if (url.hostname === "127.0.0.1" || url.hostname === "localhost") return fetch(request);
                // On-chain providers (Blockscout, DefiLlama overviews): before the market fake, which owns the rest of api.llama.fi.
                // eth.blockscout.com serves both fakes: what the on-chain fake does not know (404),
                // the connections fake answers (its own test wallets' token balances).
                if (onchainHandles(url)) {
                  if (!CHAIN_HOSTS.has(url.hostname)) return fakeOnchain(request);
                  return fakeOnchain(request.clone()).then((r) => (r.status === 404 ? chainsUpstream(request) : r));
                }
                // Connections: wallet chains and exchange account APIs (before the market fake: api.binance.com is shared).
                if (CHAIN_HOSTS.has(url.hostname)) return chainsUpstream(request);
                if (isExchangeRequest(url)) return exchangesUpstream(request);
                // Market providers are answered by a local fake built on their real response samples.
                if (MARKET_HOSTS.has(url.hostname)) return marketUpstream(request);
                // The agent's model tests: a fake OpenAI server answered here, in Node.
                if (url.hostname === FAKE_OPENAI_HOST) return fakeOpenAI(request);
                // research3: the research narrator's and Framework notes' model, picked by model name.
                if (url.hostname === RESEARCH_MODEL_HOST) return fakeResearchModel(request);
                // Google and GitHub sign-in: token and user endpoints in their real shapes.
                if (OAUTH_HOSTS.has(url.hostname)) return fakeOAuth(request);
                // Stripe: the product's real `stripe` client against the local stand-in.
                if (url.hostname === "stripe-standin.test") return stripeStandin.handle(request);
                // Telegram's Bot API (monitor3): the product's client against a fake in the real shapes.
                if (TELEGRAM_HOSTS.has(url.hostname)) return fakeTelegram(request);
                // Followed sources (KOL Analysis): RSS/Atom/YouTube/podcast feeds in their real shapes.
                if (FEED_HOSTS.has(url.hostname)) return fakeFeeds(request);
                // DNS-over-HTTPS, which followed feeds (and the cloud browser) resolve names with.
                if (url.hostname === "cloudflare-dns.com") return fakeDoh(FEED_DNS)(request.url);
                return new Response(`test network: refused ${url.hostname}`, { status: 599 });
              },
            },
          })),
        ],
        test: {
          name: "integration",
          include: ["test/integration/**/*.test.ts"],
          // workerd tests that walk the research pipeline take seconds on 2 shared cores.
          testTimeout: 20_000,
          setupFiles: ["test/integration/setup.ts"],
          // The Chrome shim for the local BROWSER binding and the cloud browser's loopback fixture pages.
          globalSetup: ["test/integration/browser-global-setup.ts"],
        },
      },
      {
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["test/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 330_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
