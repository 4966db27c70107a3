import type { z } from "zod";

/**
 * One problem with one field: where (the API's own path notation, `content_themes[0].theme`),
 * the zod issue code when known, and the schema's message. Issues come from the schema the
 * server uses (validated in the browser first) or, should the server still refuse, out of the
 * API's 400 message, so both are shown the same way.
 */
export type FieldIssue = {
  path: string;
  message: string;
  code?: string;
  /** The zod issue's bound (too_big / too_small), when the issue came from a schema. */
  limit?: number;
};

/** Field key → the sentence shown under that field; the first issue of a field wins. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

export type FieldMapping<F extends string> = {
  /** The form field an issue path belongs to (several paths may fold into one field); null = not on this form. */
  fieldOf: (path: string) => F | null;
  /** The sentence for a person; undefined falls back to the schema's message as a sentence. */
  explain?: (field: F, issue: FieldIssue) => string | undefined;
};

/** "a.b[0].c", as the API's messages write paths. */
export function pathOf(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => (typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), "");
}

export function issuesOf(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => {
    const bound = "maximum" in issue ? issue.maximum : "minimum" in issue ? issue.minimum : undefined;
    const found = { path: pathOf(issue.path), message: issue.message, code: issue.code, limit: bound === undefined ? undefined : Number(bound) };
    // The schemas' own "must not be empty" check (lib/schemas/text.ts) is a refinement; a form
    // treats it like any other empty field, as it does when the API says it (boundOf).
    return issue.code === "custom" ? { ...found, ...boundOf(issue.message) } : found;
  });
}

/** The issues named in an API 400 message: "Invalid body: name: must not be empty; website: … (and 2 more)." */
export function issuesFromApiMessage(message: string): FieldIssue[] {
  const body = message.replace(/^Invalid (?:body|query):\s*/i, "").replace(/\s*\(and \d+ more\)\.?$/, "").replace(/\.$/, "");
  const issues: FieldIssue[] = [];
  for (const part of body.split(/;\s+/)) {
    const match = /^([A-Za-z_][\w.[\]]*): (.+)$/.exec(part.trim());
    if (match) issues.push({ path: match[1], message: match[2], ...boundOf(match[2]) });
  }
  return issues;
}

/** The code and bound that zod's default messages name ("Too big: expected string to have <=60 characters"). */
function boundOf(message: string): Pick<FieldIssue, "code" | "limit"> {
  const bound = /^Too (big|small): expected \w+ to (?:have|be) [<>]=?(\d+)/i.exec(message);
  if (bound) return { code: bound[1].toLowerCase() === "big" ? "too_big" : "too_small", limit: Number(bound[2]) };
  if (/^must not be empty$/i.test(message)) return { code: "too_small", limit: 1 };
  return {};
}

export function toFieldErrors<F extends string>(issues: readonly FieldIssue[], mapping: FieldMapping<F>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = mapping.fieldOf(issue.path);
    if (field === null || errors[field] !== undefined) continue;
    errors[field] = mapping.explain?.(field, issue) ?? asSentence(issue.message);
  }
  return errors;
}

/** `other`: an issue no field of the form claims (shown above the form), or null. */
export type Checked<T, F extends string> = { ok: true; data: T } | { ok: false; errors: FieldErrors<F>; other: string | null };

/** Runs the server's schema on a form's values: the parsed body to send, or the field errors to show. */
export function checkWith<S extends z.ZodType, F extends string>(schema: S, input: unknown, mapping: FieldMapping<F>): Checked<z.output<S>, F> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const issues = issuesOf(result.error);
  const unclaimed = issues.find((issue) => mapping.fieldOf(issue.path) === null);
  return { ok: false, errors: toFieldErrors(issues, mapping), other: unclaimed ? asSentence(`${unclaimed.path ? `${unclaimed.path}: ` : ""}${unclaimed.message}`) : null };
}

/** "must not be empty" → "Must not be empty." */
export function asSentence(message: string): string {
  const text = message.trim().replace(/\.$/, "");
  return text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}.` : message;
}

/** The first field of `order` that has an error, to focus it. */
export function firstError<F extends string>(errors: FieldErrors<F>, order: readonly F[]): F | null {
  return order.find((field) => errors[field] !== undefined) ?? null;
}
