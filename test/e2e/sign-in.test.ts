import { describe, expect, inject, it } from "vitest";
import { browserPerFile, codeFromMailbox, screenshot } from "./browser";
import { adminCli } from "./session";

const origin = inject("origin");
const browser = browserPerFile();

describe("sign-in in a real browser", () => {
  it("signs in with a code read from the dev mailbox and lands on Home (desktop)", async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
    const email = "e2e-desktop@example.com";
    await page.goto(`${origin}/`);
    await page.waitForURL(/\/sign-in$/);
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "Send me a code" }).click();
    await page.getByLabel("6-digit code").waitFor();

    // The dev mailbox page shows the message a user would open.
    const mailPage = await browser().newPage();
    await mailPage.goto(`${origin}/dev/mail`);
    await mailPage.getByTestId("mail").first().waitFor();
    expect(await mailPage.getByTestId("mail").first().innerText()).toContain(email);
    await screenshot(mailPage, "dev-mailbox");
    await mailPage.close();

    await page.getByLabel("6-digit code").fill(await codeFromMailbox(origin, email));
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/home$/);
    await page.getByRole("heading", { name: "Home" }).waitFor();
    expect(await page.getByTestId("account-email").innerText()).toBe(email);
    expect(await page.getByTestId("plan-badge").innerText()).toBe("Free");
    await screenshot(page, "home-desktop");

    // The session cookie is HttpOnly and SameSite=Lax.
    const cookie = (await page.context().cookies()).find((c) => c.name === "fathom_session");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    expect(await page.evaluate(() => document.cookie)).not.toContain("fathom_session");

    // Every area in the navigation is built: Track opens its own page, not a placeholder.
    await page.getByRole("navigation").getByRole("link", { name: "Track" }).click();
    await page.waitForURL(/\/track$/);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    expect(await page.getByRole("heading", { level: 1 }).first().innerText()).toContain("Track");
    expect(await page.getByTestId("not-built").count()).toBe(0);

    // The operator CLI changes the plan the site shows.
    adminCli(origin, "set-plan", "--email", email, "--plan", "pro");
    await page.reload();
    await page.getByTestId("plan-badge").waitFor();
    expect(await page.getByTestId("plan-badge").innerText()).toBe("Pro");
    await page.close();
  });

  it("works at phone width: menu, settings, time zone, deletion request and sign-out", async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 }, timezoneId: "Asia/Tokyo" });
    const page = await context.newPage();
    const email = "e2e-phone@example.com";
    await page.goto(`${origin}/sign-in`);
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "Send me a code" }).click();
    // The code field appears only after the Worker answered (and the mail was sent).
    await page.getByLabel("6-digit code").waitFor();
    await page.getByLabel("6-digit code").fill(await codeFromMailbox(origin, email));
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/home$/);
    await page.getByRole("heading", { name: "Home" }).waitFor();
    // The account took the browser's time zone at sign-up.
    await page.locator("main").getByText("Asia/Tokyo").waitFor();
    await screenshot(page, "home-phone");

    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("navigation").getByRole("link", { name: "Settings" }).click();
    await page.getByLabel("Time zone").fill("America/New_York");
    await page.getByRole("button", { name: "Save time zone" }).click();
    await page.getByText("Time zone saved.").waitFor();

    await page.getByRole("button", { name: "Request deletion" }).click();
    await page.getByRole("button", { name: "Yes, request deletion" }).click();
    await page.getByTestId("deletion-requested").waitFor();
    await screenshot(page, "settings-phone");

    const me = await page.evaluate(async () => (await (await fetch("/app/me")).json()).data);
    expect(me.timeZone).toBe("America/New_York");
    expect(me.deletionRequestedAt).not.toBeNull();

    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await page.waitForURL(/\/sign-in$/);
    const after = await page.evaluate(async () => (await fetch("/app/me")).status);
    expect(after).toBe(401);
    await context.close();
  });
});

