import adapter from "@sveltejs/adapter-cloudflare";
import { vitePreprocess } from "@sveltejs/vite-plugin-svelte";

/** @type {import('@sveltejs/kit').Config} */
export default {
  preprocess: vitePreprocess(),
  kit: {
    adapter: adapter(),
    // The Worker owns CSRF for the forwarded API prefixes (Origin check); the site posts no forms itself.
    csrf: { trustedOrigins: [] },
    // Pure Worker modules the site shares (types, the market layer's indicators): one definition.
    alias: { $worker: "../worker" },
  },
};
