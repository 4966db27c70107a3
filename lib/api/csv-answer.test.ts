import { describe, expect, it } from "vitest";
import { csvLine } from "@/lib/api/csv-answer";

describe("csvLine", () => {
  it("quotes commas, quotes and line breaks as RFC 4180 says", () => {
    expect(csvLine(["a,b", 'say "hi"', "two\nlines", null, 3])).toBe('"a,b","say ""hi""","two\nlines",,3');
  });

  it("keeps a user's text that a spreadsheet would run as a formula inert, and numbers as they are", () => {
    expect(csvLine(["=HYPERLINK(\"http://evil.example\")", "+1", "-2", "@SUM(A1)", "\tx", "plain", -2.5])).toBe(
      `"'=HYPERLINK(""http://evil.example"")",'+1,'-2,'@SUM(A1),'\tx,plain,-2.5`,
    );
  });
});
