// The site is rendered in the browser: every page reads the account from the API on load.
export const ssr = false;
export const prerender = false;
