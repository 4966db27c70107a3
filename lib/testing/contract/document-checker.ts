import { Ajv2020, type ValidateFunction } from "ajv/dist/2020";

// The second half of the contract checks (declaration-check.ts checks `data` and error codes
// against the declaration): an answer checked against the OpenAPI document the API serves, as a
// client generated from it would read it: its status must be one the operation lists, and its
// whole body (envelope, meta, error) must match that response's schema. A field, status or
// envelope change the document does not describe fails the test that made the request. The
// vitest suites check every answer of an /api/v1 route in process (document-check.ts); the
// Playwright specs check what the servers answer them against the document those serve
// (e2e/support/contract.ts). Nothing here imports the app, so the specs' process can load it.

type Response = { $ref?: string; content?: Record<string, { schema: object }> };
type Operation = { responses: Record<string, Response> };
export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, object>; responses?: Record<string, Response> };
};

export type DocumentChecker = {
  /** The document's path for a concrete one answered with `method` (`/posts/5` → `/posts/{id}`), or null. */
  pathOf: (method: string, path: string) => string | null;
  /** Why an answer to `method` `path` (a path of the document) breaks it, or null; `name` names the request in the message. */
  breach: (name: string, method: string, path: string, status: number, body: unknown) => string | null;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");

export function documentChecker(document: OpenApiDocument): DocumentChecker {
  // Formats are not enforced: zod writes a pattern beside each format it checks.
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
  const validators = new Map<string, ValidateFunction>();
  const paths = Object.keys(document.paths).map((path) => ({
    path,
    pattern: new RegExp(`^${escapeRegExp(path).replace(/\{[^}]+\}/g, "[^/]+")}$`),
    params: (path.match(/\{/g) ?? []).length,
  }));
  const operationOf = (method: string, path: string): Operation | undefined => document.paths[path]?.[method.toLowerCase()];

  function validatorFor(key: string, schema: object): ValidateFunction {
    let validate = validators.get(key);
    if (!validate) {
      // The response schemas refer to #/components/schemas/...: compile them with the components beside them.
      validate = ajv.compile({ ...schema, components: { schemas: document.components?.schemas ?? {} } });
      validators.set(key, validate);
    }
    return validate;
  }

  return {
    pathOf(method, path) {
      // A literal segment wins over a parameter (`/posts/schedule` before `/posts/{id}`).
      const candidates = paths.filter((entry) => entry.pattern.test(path) && operationOf(method, entry.path));
      candidates.sort((a, b) => a.params - b.params);
      return candidates[0]?.path ?? null;
    },
    breach(name, method, path, status, body) {
      const operation = operationOf(method, path);
      if (!operation) return null;
      const listed = operation.responses[String(status)];
      // Error responses are components the operations refer to (#/components/responses/...).
      const response = listed?.$ref ? document.components?.responses?.[listed.$ref.split("/").pop()!] : listed;
      if (!response) {
        return `Contract check: ${name} answered status ${status}, which the OpenAPI document does not list (it lists ${Object.keys(operation.responses).join(", ")}).`;
      }
      const schema = response.content?.["application/json"]?.schema;
      if (!schema) return null;
      const validate = validatorFor(`${method} ${path} ${status}`, schema);
      if (validate(body)) return null;
      const error = validate.errors?.[0];
      return `Contract check: ${name} answered a ${status} body the OpenAPI document does not describe: body${error?.instancePath.replace(/\//g, ".") ?? ""} ${error?.message ?? "is invalid"}${error?.params && "additionalProperty" in error.params ? ` (${String(error.params.additionalProperty)})` : ""}.`;
    },
  };
}
