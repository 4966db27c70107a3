import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import ErrorCodesPage from "@/app/docs/errors/page";
import { errorBody } from "@/lib/api/envelope";
import { errorReferenceMarkdown } from "@/lib/error-docs";
import { ERROR_DOCS_PATH, ERROR_STATUS, type ErrorCode } from "@/lib/errors";

const CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

describe("the error reference every doc_url points into", () => {
  it("docs/errors.md is the reference as written from the error table (npx tsx scripts/write-error-docs.ts)", () => {
    const markdown = readFileSync(path.resolve(__dirname, "..", "docs", "errors.md"), "utf8");
    expect(markdown).toBe(errorReferenceMarkdown());
    // One heading per code: its anchor is the code itself.
    expect([...markdown.matchAll(/^## (\w+)$/gm)].map(([, code]) => code).sort()).toEqual([...CODES].sort());
  });

  it("the served page has an anchor for each code, and each error's doc_url points at it", () => {
    const html = renderToStaticMarkup(ErrorCodesPage());
    for (const code of CODES) {
      const { doc_url: docUrl } = errorBody({ requestId: "r" }, code, "m").error;
      expect(docUrl).toBe(`${ERROR_DOCS_PATH}#${code}`);
      expect(html.split(`id="${code}"`).length - 1, code).toBe(1);
    }
  });
});
