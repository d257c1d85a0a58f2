import { describe, expect, inject, it } from "vitest";
import { emptyMarket } from "../fakes/agent-market";
import { chatSocket, chatTurn, fakedProAgent } from "./agent-chat";
import { call, env, identities, json, signIn } from "./helpers";

/**
 * The agent's cloud browser end to end in workerd: the built-in assistant (no model) routes
 * "open … and extract the table" to browse_page; the session streams its steps over the chat
 * socket, publishes artifacts to R2 (owner only), keeps its timeline in the AgentDO, and draws
 * `browser_session` usage once (refunded when the page fails).
 */
const origin = inject("browserFixtures");
const ids = identities("browser-agent.example", 91);

async function browserAgent() {
  const a = await fakedProAgent(ids, emptyMarket({}), { model: false });
  expect((await call("/app/agent/capabilities/browser/install", { cookie: a.cookie, body: {} })).status).toBe(200);
  const me = (await json(await call("/app/me", { cookie: a.cookie }))).data;
  return { ...a, userId: me.id as string };
}

const charges = (userId: string) =>
  env.DB.prepare("SELECT idempotency_key AS k, refunded_at AS refunded FROM usage_charges WHERE user_id = ? AND action = 'browser_session'").bind(userId).all<{ k: string; refunded: number | null }>();

describe("browse_page through the chat", () => {
  it("extracts a table, streams the timeline with a screenshot, publishes artifacts to their owner only", async () => {
    const { cookie, userId } = await browserAgent();
    const ws = await chatSocket(cookie);
    const events = await chatTurn(ws, `open ${origin}/table.html and extract the table`);
    const steps = events.filter((e) => e.type === "browser_step");
    expect(steps.map((e) => e.step.kind)).toEqual(["opened", "navigated", "screenshot", "extracted", "done"]);
    const shot = steps.find((e) => e.step.kind === "screenshot")!.step;
    expect(shot.thumbnailUrl).toMatch(/^\/app\/artifacts\/art_[0-9a-z]+\/file$/u);

    const tool = events.find((e) => e.type === "tool")!.result;
    expect(tool).toMatchObject({ ok: true, tool: "browse_page" });
    expect(tool.summary).toContain("3 rows (Quarter, Revenue, Margin)");
    expect(tool.data.table.rows[2]).toEqual(["Q3", "4,200", "61.5%"]);
    expect(tool.data.artifacts.map((a: { kind: string }) => a.kind)).toEqual(["screenshot", "data", "data"]);

    // The owner reads every artifact; the bytes are what the session produced.
    const list = (await json(await call("/app/artifacts", { cookie }))).data.artifacts;
    expect(list).toHaveLength(3);
    const png = new Uint8Array(await (await call(shot.thumbnailUrl, { cookie })).arrayBuffer());
    expect([...png.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const jsonArtifact = tool.data.artifacts.find((a: { contentType: string }) => a.contentType === "application/json");
    const data = await (await call(jsonArtifact.url, { cookie })).json<{ rows: unknown[] }>();
    expect(data.rows[0]).toEqual({ Quarter: "Q1", Revenue: "3,900", Margin: "58.1%" });
    const csv = tool.data.artifacts.find((a: { contentType: string }) => a.contentType.startsWith("text/csv"));
    expect(await (await call(csv.url, { cookie })).text()).toBe("Quarter,Revenue,Margin\r\nQ1,\"3,900\",58.1%\r\nQ2,\"4,050\",60.2%\r\nQ3,\"4,200\",61.5%\r\n");

    // Another user: the same ids are 404s, and their list is empty.
    const other = await signIn(ids.address("other"), ids.freshIp());
    expect((await call(shot.thumbnailUrl, { cookie: other })).status).toBe(404);
    expect((await call(`/app/artifacts/${jsonArtifact.id}`, { cookie: other })).status).toBe(404);
    expect((await json(await call("/app/artifacts", { cookie: other }))).data.artifacts).toEqual([]);
    expect((await call(shot.thumbnailUrl)).status).toBe(401);

    // The timeline is kept in the agent (a reload shows it) and usage was drawn once, by session id.
    const sessions = (await json(await call("/app/artifacts/sessions", { cookie }))).data.sessions;
    expect(sessions[0]).toMatchObject({ id: tool.data.sessionId, status: "done", task: "table" });
    expect(sessions[0].steps.map((s: { kind: string }) => s.kind)).toEqual(["opened", "navigated", "screenshot", "extracted", "done"]);
    expect((await charges(userId)).results).toEqual([{ k: `browser:${tool.data.sessionId}`, refunded: null }]);
    ws.close();
  }, 120_000);

  it("a failing page says why, keeps its steps and refunds; a private address is refused before any charge is kept", async () => {
    const { cookie, userId } = await browserAgent();
    const ws = await chatSocket(cookie);
    const events = await chatTurn(ws, `screenshot ${origin}/broken.html`);
    const tool = events.find((e) => e.type === "tool")!.result;
    expect(tool.summary).toBe("The browser session stopped: The page answered HTTP 500.");
    expect(tool.data.steps.map((s: { kind: string }) => s.kind)).toEqual(["opened", "failed"]);
    const redirect = (await chatTurn(ws, `open ${origin}/redirect-metadata and extract the table`)).find((e) => e.type === "tool")!.result;
    expect(redirect.summary).toMatch(/169\.254\.169\.254 is a private address/u);
    // The agent's second session took the browser its first one kept (no cold launch).
    expect(redirect.data.steps[0].label).toBe("Opened a browser (reused, warm)");
    const rows = (await charges(userId)).results;
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.refunded !== null)).toBe(true);
    const sessions = (await json(await call("/app/artifacts/sessions", { cookie }))).data.sessions;
    expect(sessions.map((s: { status: string }) => s.status)).toEqual(["failed", "failed"]);
    ws.close();
  }, 120_000);

  it("\"export NB-n as PDF\" in chat prints the entry into the owner's pdf artifact, charged once; an unknown number costs nothing", async () => {
    const { cookie, userId } = await browserAgent();
    const saved = (await json(await call("/app/notebook", { cookie, body: { kind: "Note", title: "Why SOL's fees fell", body: "Fees fell 40% in Q3." } }))).data;
    const ws = await chatSocket(cookie);
    const tool = (await chatTurn(ws, `export ${saved.ref} as PDF`)).find((e) => e.type === "tool")!.result;
    expect(tool).toMatchObject({ ok: true, tool: "export_pdf" });
    expect(tool.summary).toMatch(new RegExp(`^Saved ${saved.ref} as a PDF \\(\\d+ KB\\); it is in your artifacts\\.$`, "u"));
    const [art] = tool.data.artifacts;
    expect(art).toMatchObject({ kind: "pdf", contentType: "application/pdf", title: `${saved.ref} Why SOL's fees fell (PDF)` });
    const pdf = new Uint8Array(await (await call(art.url, { cookie })).arrayBuffer());
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe("%PDF-");
    const other = await signIn(ids.address("pdf-other"), ids.freshIp());
    expect((await call(art.url, { cookie: other })).status).toBe(404);

    const missing = (await chatTurn(ws, "export NB-999 as PDF")).find((e) => e.type === "tool")!.result;
    expect(missing).toMatchObject({ ok: false, tool: "export_pdf", code: "not_found" });
    expect((await charges(userId)).results).toEqual([{ k: expect.stringMatching(/^pdf:pdf_/u), refunded: null }]);
    ws.close();
  }, 120_000);

  it("a reload mid-session: the old socket closes, the session goes on, a new socket gets the rest of its steps", async () => {
    const { cookie } = await browserAgent();
    const first = await chatSocket(cookie);
    const opened = new Promise<void>((resolve) => first.addEventListener("message", (e) => {
      const m = JSON.parse(e.data as string);
      if (m.type === "browser_step" && m.step.kind === "opened") resolve();
    }));
    first.send(JSON.stringify({ type: "chat", text: `open ${origin}/slow-table.html?ms=4000 and extract the table` }));
    await opened;
    first.close(1001, "reload");
    const second = await chatSocket(cookie);
    const resumed = (await json(await call("/app/artifacts/sessions", { cookie }))).data.sessions[0];
    expect(resumed).toMatchObject({ status: "running" });
    expect(resumed.steps.map((s: { kind: string }) => s.kind)).toEqual(["opened"]);
    const later = await new Promise<string[]>((resolve) => {
      const kinds: string[] = [];
      second.addEventListener("message", (e) => {
        const m = JSON.parse(e.data as string);
        if (m.type !== "browser_step") return;
        kinds.push(m.step.kind);
        if (m.step.kind === "done" || m.step.kind === "failed") resolve(kinds);
      });
    });
    expect(later).toEqual(["navigated", "screenshot", "extracted", "done"]);
    second.close();
  }, 120_000);

  it("the workspace deletion removes the artifacts and their R2 objects", async () => {
    const { cookie, userId } = await browserAgent();
    const ws = await chatSocket(cookie);
    await chatTurn(ws, `screenshot ${origin}/table.html`);
    ws.close();
    expect((await env.ARTIFACTS.list({ prefix: `u/${userId}/artifacts/` })).objects).toHaveLength(1);
    expect((await call("/app/agent/delete", { cookie, body: { confirm: true } })).status).toBe(200);
    expect((await env.ARTIFACTS.list({ prefix: `u/${userId}/artifacts/` })).objects).toHaveLength(0);
    expect((await json(await call("/app/artifacts", { cookie }))).data.artifacts).toEqual([]);
  }, 120_000);

  it("bad ids are clear errors, not 500s", async () => {
    const cookie = await signIn(ids.address("ids"), ids.freshIp());
    expect((await call("/app/artifacts/nope", { cookie })).status).toBe(400);
    expect((await call("/app/artifacts/art_0000/file", { cookie })).status).toBe(404);
  });
});
