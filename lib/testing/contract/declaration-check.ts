import type { z } from "zod";
import type { AnswerCheck } from "@/lib/api/answer-checks";
import { errorObjectSchema } from "@/lib/api/envelope";
import { endpointName, type Endpoint } from "@/lib/api/endpoint";
import { possibleErrors } from "@/lib/api/possible-errors";
import type { ErrorCode } from "@/lib/errors";
import { findExtraField } from "@/lib/testing/contract/extra-fields";

// The first half of the contract checks: an answer's `data` against its endpoint's declared
// response schema (a field missing, mistyped, or not declared at all), and an error answer's
// code against the codes the declaration lists or implies. The second half checks the whole
// answer against the OpenAPI document (document-check.ts).

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

/** Why `data`, as the client received it, breaks the declared response schema, or null. */
export function dataBreach(endpoint: Endpoint, data: unknown): string | null {
  const problem = dataProblem(endpoint.data, data);
  return problem && `Contract check: ${endpointName(endpoint)} answered data its declaration does not allow: ${problem}.`;
}

/** Why the error object `error` breaks the declaration (a code it does not list, an object of another shape), or null. */
export function errorBreach(endpoint: Endpoint, error: { code?: unknown; message?: unknown }): string | null {
  const allowed = possibleErrors(endpoint);
  if (!allowed.has(error.code as ErrorCode)) {
    return `Contract check: ${endpointName(endpoint)} answered error code "${String(error.code)}" ("${String(error.message)}"), which its declaration does not list (it lists ${[...allowed].join(", ")}).`;
  }
  const shape = errorObjectSchema.strict().safeParse(error);
  if (!shape.success) return `Contract check: ${endpointName(endpoint)} answered an error object the error schema does not allow: ${shape.error.issues[0].message}.`;
  return null;
}

/** The answer's `data` or `error` against the endpoint's declaration; a body that is not an envelope is the document check's to name. */
export function declarationCheck(endpoint: Endpoint, { body }: Parameters<AnswerCheck>[1]): string | null {
  if (typeof body !== "object" || body === null) return null;
  const envelope = body as { ok?: unknown; data?: unknown; error?: { code?: unknown; message?: unknown } };
  if (envelope.ok === true) return dataBreach(endpoint, envelope.data);
  if (envelope.ok === false && typeof envelope.error === "object" && envelope.error !== null) return errorBreach(endpoint, envelope.error);
  return null;
}
