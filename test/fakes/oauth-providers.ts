/**
 * Google's and GitHub's OAuth endpoints, answered in Node for the workerd tests (through
 * miniflare's outboundService), in the shapes the real services return. The authorization `code`
 * the test sends tells the fake who signs in:
 *   Google: `g:<sub>:<email>:<verified 0|1>`   GitHub: `gh:<id>:<email>:<verified 0|1>`
 *   `fail` makes the token endpoint answer 500.
 */
export const OAUTH_HOSTS = new Set(["oauth2.googleapis.com", "github.com", "api.github.com"]);

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export async function fakeOAuth(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.hostname === "oauth2.googleapis.com" && url.pathname === "/token") {
    const form = new URLSearchParams(await request.text());
    const code = form.get("code") ?? "";
    if (code === "fail" || !form.get("code_verifier")) return json({ error: "invalid_grant" }, code === "fail" ? 500 : 400);
    const [, sub, email, verified] = code.split(":");
    const idToken = `${b64url({ alg: "RS256", typ: "JWT" })}.${b64url({ iss: "https://accounts.google.com", sub, email, email_verified: verified === "1", aud: "client" })}.c2lnbmF0dXJl`;
    return json({ access_token: `ya29.${sub}`, expires_in: 3599, token_type: "Bearer", scope: "openid email", id_token: idToken });
  }
  if (url.hostname === "github.com" && url.pathname === "/login/oauth/access_token") {
    const form = new URLSearchParams(await request.text());
    const code = form.get("code") ?? "";
    if (code === "fail") return json({ message: "boom" }, 500);
    return json({ access_token: `gho_${Buffer.from(code).toString("hex")}`, token_type: "bearer", scope: "read:user,user:email" });
  }
  if (url.hostname === "api.github.com") {
    const token = (request.headers.get("authorization") ?? "").replace(/^Bearer gho_/, "");
    const [, id, email, verified] = Buffer.from(token, "hex").toString().split(":");
    if (url.pathname === "/user") return json({ login: `user${id}`, id: Number(id), type: "User", email: null });
    if (url.pathname === "/user/emails") {
      return json([
        { email: `noreply-${id}@users.noreply.github.com`, primary: false, verified: true, visibility: null },
        { email, primary: true, verified: verified === "1", visibility: "private" },
      ]);
    }
  }
  return new Response("fake oauth: unknown endpoint", { status: 404 });
}
