/**
 * Cloudflare's DNS-over-HTTPS JSON API (`/dns-query?name=…&type=A|AAAA`, `application/dns-json`)
 * answering from a fixed table, in the real response shape: Status, Question, Answer records with
 * type 1 (A) or 28 (AAAA). Handed to the product's `dohResolver` as its fetch.
 */
export function fakeDoh(table: Record<string, string[]>): typeof fetch {
  return async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const name = url.searchParams.get("name") ?? "";
    const type = url.searchParams.get("type") === "AAAA" ? 28 : 1;
    const answers = (table[name] ?? []).filter((ip) => (type === 28) === ip.includes(":"));
    const body = {
      Status: table[name] ? 0 : 3,
      TC: false, RD: true, RA: true, AD: false, CD: false,
      Question: [{ name: `${name}.`, type }],
      ...(answers.length ? { Answer: answers.map((data) => ({ name: `${name}.`, type, TTL: 300, data })) } : {}),
    };
    return new Response(JSON.stringify(body), { headers: { "content-type": "application/dns-json" } });
  };
}
