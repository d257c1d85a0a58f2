import adapter from "@sveltejs/adapter-cloudflare";
import { vitePreprocess } from "@sveltejs/vite-plugin-svelte";

/** @type {import('@sveltejs/kit').Config} */
export default {
  preprocess: vitePreprocess(),
  kit: {
    adapter: adapter(),
    // SvelteKit's own Origin check runs before hooks.server.ts, so it answered forwarded API
    // writes itself (plain text, no envelope). Off here: the Worker owns CSRF for the forwarded
    // prefixes (worker/http/origin.ts), and the hook applies the site's rule to its own paths
    // (src/lib/server/site-csrf.ts). '*' is how SvelteKit 2 spells "no built-in check".
    csrf: { trustedOrigins: ["*"] },
    // Pure Worker modules the site shares (types, the market layer's indicators): one definition.
    alias: { $worker: "../worker" },
    // Content-Security-Policy on every page (issue 11 item 12). 'auto': a fresh nonce on the
    // rendered pages, hashes on prerendered ones; no inline script runs without one.
    // connect-src 'self' also covers the chat's ws:/wss: socket to this origin (CSP Level 3).
    // style-src keeps 'unsafe-inline': Svelte and the chart library set style attributes.
    csp: {
      mode: "auto",
      directives: {
        "default-src": ["self"],
        "script-src": ["self"],
        "style-src": ["self", "unsafe-inline"],
        "img-src": ["self", "data:"],
        "font-src": ["self"],
        "connect-src": ["self"],
        "object-src": ["none"],
        "base-uri": ["self"],
        "form-action": ["self"],
        "frame-ancestors": ["none"],
      },
    },
  },
};
