import { jsonShapeProblem } from "@/lib/api/json-shape";
import { ApiError } from "@/lib/errors";

export const MAX_BODY_BYTES = 1024 * 1024;

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
const tooLarge = (maxBytes: number) => new ApiError("payload_too_large", `The request body is larger than ${maxBytes} bytes (${megabytes(maxBytes)}).`);
const bodyProblem = (message: string) => new ApiError("invalid_request", message, {}, [{ field: "body" }]);

/**
 * Reads a body once, refusing more than `maxBytes` without buffering it: the declared
 * Content-Length is checked first, then the bytes actually received.
 */
async function readBoundedBytes(request: Request, maxBytes: number, missing: string): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) throw bodyProblem(missing);

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads a JSON body of at most 1 MB (readBoundedBytes), then checks its shape (json-shape.ts)
 * before JSON.parse pays for it.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = (await readBoundedBytes(request, MAX_BODY_BYTES, "A JSON request body is required.")).toString("utf8");
  if (text.trim() === "") throw bodyProblem("A JSON request body is required.");
  const shape = jsonShapeProblem(text);
  if (shape) throw bodyProblem(shape);
  try {
    return JSON.parse(text);
  } catch {
    throw bodyProblem("The request body is not valid JSON.");
  }
}

/** At most this many parts: an upload has a file and a few text fields. */
const MAX_FORM_FIELDS = 20;

/**
 * Reads a multipart/form-data body of at most `maxBytes` into a plain object (a file part is a
 * `File`, a text part a string; a name given twice keeps its first value), for the declaration's
 * schema to check. The bytes are bounded before the form parser sees them.
 */
export async function readMultipartBody(request: Request, maxBytes: number): Promise<Record<string, unknown>> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;.*boundary=/i.test(contentType)) throw bodyProblem("The request body must be multipart/form-data (with a boundary).");
  const bytes = await readBoundedBytes(request, maxBytes, "A multipart/form-data request body is required.");
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { "content-type": contentType } }).formData();
  } catch {
    throw bodyProblem("The request body is not valid multipart/form-data.");
  }
  const fields: Record<string, unknown> = {};
  let count = 0;
  for (const [name, value] of form.entries()) {
    if (++count > MAX_FORM_FIELDS) throw bodyProblem(`The form has more than ${MAX_FORM_FIELDS} fields.`);
    if (!(name in fields)) fields[name] = value;
  }
  return fields;
}
