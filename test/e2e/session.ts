import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { codeFromMailbox } from "./browser";

/** Signs a fresh account in through the real sign-in page and waits for Home. */
export async function signInThroughPage(page: Page, origin: string, email: string): Promise<void> {
  await page.goto(`${origin}/sign-in`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send me a code" }).click();
  await page.getByLabel("6-digit code").waitFor();
  await page.getByLabel("6-digit code").fill(await codeFromMailbox(origin, email));
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/home$/);
}

/** The operator CLI against the running product, as support would run it. */
export function adminCli(origin: string, ...args: string[]): string {
  const token = /^ADMIN_TOKEN=(.*)$/m.exec(readFileSync(".dev.vars", "utf8"))?.[1]?.trim() ?? "";
  return execFileSync("npx", ["tsx", "scripts/admin.ts", ...args, "--url", origin], { env: { ...process.env, FATHOM_ADMIN_TOKEN: token }, encoding: "utf8" });
}

/**
 * A fresh Pro account with an agent named Ada, as a new subscriber makes one: sign in through the
 * page, Pro by the operator CLI, then Create agent on Home until the dashboard shows.
 */
export async function signInWithAgent(page: Page, origin: string, email: string): Promise<void> {
  await signInThroughPage(page, origin, email);
  adminCli(origin, "set-plan", "--email", email, "--plan", "pro");
  await page.goto(`${origin}/home`);
  await page.getByTestId("agent-name").fill("Ada");
  await page.getByRole("button", { name: "Create agent" }).click();
  await page.getByTestId("dashboard").waitFor({ timeout: 40_000 });
}

/** Installs one capability on the Capabilities page and waits until the page shows it installed. */
export async function installCapability(page: Page, origin: string, id: string): Promise<void> {
  await page.goto(`${origin}/capabilities`);
  await page.locator(`[data-testid="capability"][data-id="${id}"]`).getByRole("button", { name: "Install" }).click();
  await page.locator(`[data-testid="capability"][data-id="${id}"][data-installed="true"]`).waitFor();
}
