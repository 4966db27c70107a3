import { jsonShapeProblem } from "@/lib/api/json-shape";
import { ApiError } from "@/lib/errors";

export const MAX_BODY_BYTES = 1024 * 1024;

const tooLarge = () => new ApiError("payload_too_large", `The request body is larger than ${MAX_BODY_BYTES} bytes (1 MB).`);
const bodyProblem = (message: string) => new ApiError("invalid_request", message, {}, [{ field: "body" }]);

/**
 * Reads a JSON body once, refusing more than 1 MB without buffering it: the declared
 * Content-Length is checked first, then the bytes actually received; then its shape
 * (json-shape.ts), before JSON.parse pays for it.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  if (!request.body) throw bodyProblem("A JSON request body is required.");

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > MAX_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (text.trim() === "") throw bodyProblem("A JSON request body is required.");
  const shape = jsonShapeProblem(text);
  if (shape) throw bodyProblem(shape);
  try {
    return JSON.parse(text);
  } catch {
    throw bodyProblem("The request body is not valid JSON.");
  }
}
