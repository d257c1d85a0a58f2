import { mkdirSync } from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";

/** Debian's Chromium, with the flags that keep it off the network (TOOLCHAIN.md). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const ARTIFACTS = "test-artifacts";

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = `${ARTIFACTS}/${name}.png`;
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** Reads the newest sign-in code for an address from the dev mailbox, as a developer would. */
export async function codeFromMailbox(origin: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/dev/mailbox?to=${encodeURIComponent(email)}`);
  const body = (await response.json()) as { data: { text: string }[] };
  const match = /code is (\d{6})/.exec(body.data[0]?.text ?? "");
  if (!match) throw new Error(`no code mailed to ${email}`);
  return match[1]!;
}

/** One Chromium for the test file that calls this (at its top level), closed after its tests. */
export function browserPerFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("the browser is not started yet (call inside a test)");
    return browser;
  };
}

/**
 * Collects Content-Security-Policy violations on a page: the `securitypolicyviolation` events the
 * document fires and the console errors Chromium logs for a blocked resource. Call before the
 * first navigation; read the list at the end (the site's CSP must never block its own code).
 */
export function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  void page.exposeFunction("__reportCsp", (text: string) => seen.push(text));
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { __reportCsp(t: string): void }).__reportCsp(`${e.violatedDirective} blocked ${e.blockedURI || "inline"}`);
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error" && /Content.Security.Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}
