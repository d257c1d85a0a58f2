import { describe, expect, it } from "vitest";
import { markdownHtml, printableHtml } from "../../worker/browser/print";

/** The printable HTML the cloud browser turns into a PDF: the research Markdown, every text escaped. */
describe("printable HTML", () => {
  it("renders headings, lists, tables, bold and quotes as plain elements", () => {
    const html = markdownHtml("# ETH\n\nPrice **up** 3%.\nSecond line.\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n> a note");
    expect(html).toBe("<h2>ETH</h2>\n<p>Price <strong>up</strong> 3%. Second line.</p>\n<ul><li>one</li><li>two</li></ul>\n<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>\n<blockquote>a note</blockquote>");
  });

  it("escapes user text everywhere: title, subtitle, body, table cells", () => {
    const evil = `<script>alert(1)</script><img src=x onerror="y">&'`;
    const html = printableHtml({ title: evil, subtitle: evil, markdown: `${evil}\n\n| ${evil} |\n|---|\n| **${evil}** |` });
    expect(html).not.toMatch(/<script>|<img/u);
    expect(html).toContain("<title>&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;y&quot;&gt;&amp;&#39;</title>");
    expect(html).toContain("<td><strong>&lt;script&gt;");
    // A second fence: the document may load nothing and run nothing.
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'"`);
  });
});
