import { describe, expect, inject, it } from "vitest";
import { browserPerFile, screenshot } from "./browser";
import { installCapability, signInThroughPage, signInWithAgent } from "./session";

/**
 * PDF export in a real browser against the product as `npm start` runs it (local BROWSER binding
 * on Debian's Chromium): a DeepDive report's "Download PDF" and the Notebook's, each a PDF
 * artifact served to its owner and listed on the Artifacts page.
 */
const origin = inject("origin");
const browser = browserPerFile();

describe("PDF export", () => {
  it("DeepDive report → Download PDF; Notebook → Download PDF; both on the Artifacts page", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    await signInThroughPage(page, origin, "e2e-pdf-export@example.com");

    await page.goto(`${origin}/notebook`);
    await page.getByLabel("Asset for a DeepDive").fill("ETH");
    await page.getByRole("button", { name: "Build report" }).click();
    await page.waitForURL(/\/notebook\/NB-\d+$/u, { timeout: 60_000 });
    const title = (await page.getByTestId("entry-title").innerText()).trim();

    const download = page.waitForEvent("download", { timeout: 60_000 });
    await page.getByTestId("download-pdf").click();
    const link = page.getByTestId("pdf-link");
    await link.waitFor({ timeout: 60_000 });
    expect((await download).suggestedFilename()).toMatch(/^fathom-NB-\d+\.pdf$/u);
    await screenshot(page, "pdf-export-report");
    const pdf = await page.request.get(await link.evaluate((a: HTMLAnchorElement) => a.href));
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const bytes = await pdf.body();
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(title).toContain("DeepDive");

    await page.goto(`${origin}/notebook`);
    await page.getByTestId("download-pdf").click();
    await page.getByTestId("pdf-link").waitFor({ timeout: 60_000 });
    await screenshot(page, "pdf-export-notebook");

    await page.goto(`${origin}/artifacts`);
    await page.getByTestId("artifact").first().waitFor();
    const listed = await page.getByTestId("artifact").allInnerTexts();
    expect(listed).toHaveLength(2);
    expect(listed.join("\n")).toContain("Notebook (PDF)");
    expect(listed.join("\n")).toContain("DeepDive");
    await screenshot(page, "pdf-export-artifacts");
    await context.close();
  }, 180_000);

  it("in chat: \"export NB-n as PDF\" → a card with the PDF's link, which opens", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInWithAgent(page, origin, "e2e-pdf-chat@example.com");
    await installCapability(page, origin, "browser");
    await page.goto(`${origin}/notebook`);
    const made = await page.evaluate(async () => {
      const r = await fetch("/app/notebook", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ kind: "Note", title: "SOL fee notes", body: "Fees fell 40% in Q3." }) });
      return ((await r.json()) as { data: { ref: string } }).data.ref;
    });

    await page.goto(`${origin}/chat`);
    await page.waitForSelector('button[type="submit"]:not([disabled])');
    await page.getByTestId("composer").fill(`export ${made} as PDF`);
    await page.getByTestId("composer").press("Enter");
    const link = page.getByTestId("message-assistant").last().getByTestId("artifact-link");
    await link.waitFor({ timeout: 60_000 });
    expect(await link.innerText()).toBe(`${made} SOL fee notes (PDF)`);
    // The NB-number in the user's own bubble is a link that stays readable (not accent on accent).
    const own = page.getByTestId("message-user").last().getByTestId("nb-link");
    expect(await own.innerText()).toBe(made);
    const [fg, bg] = await own.evaluate((a) => [getComputedStyle(a).color, getComputedStyle(a.closest(".text")!).backgroundColor]);
    expect(fg).not.toBe(bg);
    await screenshot(page, "pdf-export-chat");
    const pdf = await page.request.get(await link.evaluate((a: HTMLAnchorElement) => a.href));
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await context.close();
  }, 180_000);
});
