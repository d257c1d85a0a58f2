import { describe, expect, it } from "vitest";
import { route } from "../../worker/agent/router";
import { browserRequest } from "../../worker/agent/router-browser";
import { findFigures, parseFigure, tableCsv, tableRecords } from "../../worker/browser/extract";

describe("built-in route for the cloud browser", () => {
  const call = (text: string) => {
    const plan = browserRequest(text);
    return plan?.kind === "tools" ? plan.calls[0] : null;
  };
  it("maps the common requests to browse_page", () => {
    expect(call("open https://example.com/q3 and extract the table")).toEqual({ name: "browse_page", args: { url: "https://example.com/q3", task: "table", figures: [] } });
    expect(call("screenshot https://example.com.")).toMatchObject({ args: { url: "https://example.com", task: "screenshot" } });
    expect(call("save https://example.com/r as a PDF")).toMatchObject({ args: { task: "pdf" } });
    expect(call("read https://example.com/post")).toMatchObject({ args: { task: "text" } });
    expect(call("get revenue and gross margin from https://example.com/ir")).toMatchObject({ args: { task: "figures", figures: ["revenue", "gross margin"] } });
    expect(call("open https://example.com")).toMatchObject({ args: { task: "screenshot" } });
  });
  it("leaves everything else to the other matchers", () => {
    expect(browserRequest("price of BTC")).toBeNull();
    expect(browserRequest("what is ftp://example.com")).toBeNull();
    expect(route("news on ETH")).toMatchObject({ kind: "tools", calls: [{ name: "get_news" }] });
    expect(route("open https://example.com and extract the table")).toMatchObject({ kind: "tools", calls: [{ name: "browse_page" }] });
  });
});

describe("built-in route for PDF exports of the Notebook", () => {
  const ref = (text: string) => {
    const plan = route(text);
    return plan.kind === "tools" && plan.calls[0]?.name === "export_pdf" ? plan.calls[0].args : null;
  };
  it("maps an NB-number or the whole Notebook to export_pdf", () => {
    expect(ref("export NB-12 as PDF")).toEqual({ ref: "NB-12" });
    expect(ref("can you print nb 7 to a pdf please")).toEqual({ ref: "NB-7" });
    expect(ref("Save my notebook as a PDF")).toEqual({ ref: "notebook" });
  });
  it("leaves page PDFs and NB requests without a PDF to the other matchers", () => {
    expect(route("save https://example.com/r as a PDF")).toMatchObject({ calls: [{ name: "browse_page" }] });
    expect(ref("analyze NB-12")).toBeNull();
    expect(ref("what is a PDF")).toBeNull();
  });
});

describe("extraction", () => {
  const t = { caption: "", headers: ["Name", "Note"], rows: [["a", 'say "hi", then'], ["b"]] };
  it("turns tables into records and CSV", () => {
    expect(tableRecords(t)).toEqual([{ Name: "a", Note: 'say "hi", then' }, { Name: "b", Note: "" }]);
    expect(tableCsv(t)).toBe('Name,Note\r\na,"say ""hi"", then"\r\nb\r\n');
    expect(tableRecords({ caption: "", headers: [], rows: [["1", "2"]] })).toEqual([{ col1: "1", col2: "2" }]);
  });
  it("parses figures", () => {
    expect(parseFigure("$4.2B")).toBe(4.2e9);
    expect(parseFigure("−3.5%")).toBe(-3.5);
    expect(parseFigure("1,234.5")).toBe(1234.5);
    expect(parseFigure("none")).toBeNull();
    expect(findFigures(["margin", "eps"], "Gross margin was 61.5% this year", [])).toEqual([
      { label: "margin", value: 61.5, text: "Gross margin was 61.5% this year" },
      { label: "eps", value: null, text: null },
    ]);
  });
});
