import type { z } from "zod";
import { boundMessage, echo, MAX_DETAILS, MAX_NAMED_FIELDS } from "@/lib/api/echo";
import type { ErrorDetail } from "@/lib/errors";

type Issue = z.core.$ZodIssue;

/** `language_patterns.signature_phrases[0]`; each key cut short, since a client chose it. */
const fieldOf = (path: readonly PropertyKey[]) =>
  path.reduce<string>((out, key) => (typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${echo(String(key))}` : echo(String(key))), "");

/** The value the client sent at `path`, to tell "missing" from "wrong" and to report sizes. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const sizeOf = (value: unknown) => (typeof value === "string" || Array.isArray(value) ? value.length : typeof value === "number" ? value : undefined);

function issueText(issue: Issue, input: unknown): string {
  const path = fieldOf(issue.path);
  if (issue.code === "unrecognized_keys") {
    const named = issue.keys.slice(0, MAX_NAMED_FIELDS).map((key) => `"${echo(key)}"`).join(", ");
    const more = issue.keys.length > MAX_NAMED_FIELDS ? ` (and ${issue.keys.length - MAX_NAMED_FIELDS} more)` : "";
    return `${path ? `${path}: ` : ""}unknown field${issue.keys.length > 1 ? "s" : ""} ${named}${more}`;
  }
  if (issue.code === "invalid_type" && valueAt(input, issue.path) === undefined) return `${path}: is required`;
  // zod's messages are templates; a custom one may quote a value (a duplicate), so it is cut too.
  const message = issue.message.length > 200 ? `${issue.message.slice(0, 200)}…` : issue.message;
  return path ? `${path}: ${message}` : message;
}

function issueDetails(issue: Issue, input: unknown, where: "body" | "query"): ErrorDetail[] {
  const field = fieldOf(issue.path);
  if (issue.code === "unrecognized_keys") return issue.keys.slice(0, MAX_DETAILS).map((key) => ({ field: field ? `${field}.${echo(key)}` : echo(key) }));
  const detail: ErrorDetail = { field: field || where };
  if (issue.code === "too_big" || issue.code === "too_small") {
    detail.limit = Number(issue.code === "too_big" ? issue.maximum : issue.minimum);
    const actual = sizeOf(valueAt(input, issue.path));
    if (actual !== undefined) detail.actual = actual;
  }
  return [detail];
}

/**
 * One readable sentence naming the first few offending fields (`platforms[1]: Invalid option
 * …; content: is required (and 3 more).`) and the details listing them for a program. Both are
 * bounded whatever was sent: a body with 50,000 unknown keys names five and counts the rest.
 */
export function describeZodError(error: z.ZodError, where: "body" | "query", input?: unknown): { message: string; details: ErrorDetail[] } {
  const parts = error.issues.slice(0, MAX_NAMED_FIELDS).map((issue) => issueText(issue, input));
  const more = error.issues.length > MAX_NAMED_FIELDS ? ` (and ${error.issues.length - MAX_NAMED_FIELDS} more)` : "";
  const details: ErrorDetail[] = [];
  for (const issue of error.issues) {
    if (details.length >= MAX_DETAILS) break;
    details.push(...issueDetails(issue, input, where).slice(0, MAX_DETAILS - details.length));
  }
  return { message: boundMessage(`Invalid ${where}: ${parts.join("; ")}${more}.`), details };
}
