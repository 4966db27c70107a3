import type { z } from "zod";
import { endpointName, type Endpoint } from "@/lib/api/endpoint";
import { findExtraField } from "@/lib/api/extra-fields";
import { possibleErrors } from "@/lib/api/possible-errors";
import { errorBody, errorObjectSchema } from "@/lib/api/envelope";
import type { ErrorCode, ErrorDetail } from "@/lib/errors";

/**
 * The switch: API_CONTRACT_CHECKS=1 makes every answer of a declared endpoint checked against
 * its declaration. vitest.config.mts and the e2e servers (e2e/playwright.config.ts) set it, so
 * any test that reaches a route fails on a breach; a production server does not set it and
 * checks nothing.
 */
export const contractChecksEnabled = (): boolean => process.env.API_CONTRACT_CHECKS === "1";

function issuePath(issue: z.core.$ZodIssue): string {
  return issue.path.reduce<string>((out, key) => (typeof key === "number" ? `${out}[${key}]` : `${out}.${String(key)}`), "data");
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === "unrecognized_keys") return `${issuePath(issue)}: unexpected field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.join(", ")}`;
  return `${issuePath(issue)}: ${issue.message}`;
}

/** The first way `sent` breaks `schema` (a field missing, mistyped, or not declared at all), or null. */
function dataProblem(schema: z.ZodType, sent: unknown): string | null {
  const parsed = schema.safeParse(sent);
  if (!parsed.success) return describeIssue(parsed.error.issues[0]);
  const extra = findExtraField(sent, parsed.data, "data");
  return extra && `${extra}: a field the declared response schema does not have`;
}

/** Why `data` breaks the declared response schema, or null. Checked as the client receives it, after JSON. */
export function dataBreach(endpoint: Endpoint, data: unknown): string | null {
  const sent: unknown = data === undefined ? undefined : JSON.parse(JSON.stringify(data));
  const problem = dataProblem(endpoint.data, sent);
  return problem && `Contract check: ${endpointName(endpoint)} answered data its declaration does not allow: ${problem}.`;
}

/** Why answering `code` breaks the declaration (a code it does not list, an error object of another shape), or null. */
export function errorBreach(endpoint: Endpoint, code: ErrorCode, message: string, details?: ErrorDetail[]): string | null {
  const allowed = possibleErrors(endpoint);
  if (!allowed.has(code)) {
    return `Contract check: ${endpointName(endpoint)} answered error code "${code}" ("${message}"), which its declaration does not list (it lists ${[...allowed].join(", ")}).`;
  }
  const shape = errorObjectSchema.strict().safeParse(errorBody({ requestId: "" }, code, message, details).error);
  if (!shape.success) return `Contract check: ${endpointName(endpoint)} answered an error object the error schema does not allow: ${shape.error.issues[0].message}.`;
  return null;
}
