import type { Endpoint } from "@/lib/api/endpoint";
import { isViaMcp } from "@/lib/api/via-mcp";

/**
 * A declared endpoint's success as CSV when the request asks for `format=csv` and the endpoint
 * renders CSV (`endpoint.csv`); any other answer as it is. An error stays the JSON envelope, so a
 * client always reads why. An MCP tool call always gets JSON: a model reads the structured data.
 */
export async function asCsvWhenAsked(endpoint: Endpoint, request: Request, response: Response): Promise<Response> {
  if (!endpoint.csv || response.status !== endpoint.status || isViaMcp(request)) return response;
  if (new URL(request.url).searchParams.get("format") !== "csv") return response;
  const envelope = (await response.json()) as { data: never };
  const headers = new Headers(response.headers);
  headers.set("content-type", "text/csv; charset=utf-8");
  headers.set("content-disposition", `attachment; filename="${endpoint.csv.filename}"`);
  return new Response(endpoint.csv.render(envelope.data), { status: response.status, headers });
}

/**
 * A text cell a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage
 * return: OWASP's "CSV injection") gets a leading apostrophe, so a theme or a post text a user
 * wrote is shown, never run, when the export is opened. Numbers are written as they are.
 */
function inertText(field: string | number | null): string {
  if (field === null) return "";
  if (typeof field === "number") return String(field);
  return /^[=+\-@\t\r]/.test(field) ? `'${field}` : field;
}

/** One CSV line (RFC 4180): a field with a comma, quote or line break is quoted, its quotes doubled. */
export function csvLine(fields: readonly (string | number | null)[]): string {
  return fields
    .map((field) => {
      const text = inertText(field);
      return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(",");
}
