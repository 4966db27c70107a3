import OpenAI from "openai";
import type { z } from "zod";
import type { ModelConfig } from "@/lib/content/model/model-config";
import { GenerationFailedError } from "@/lib/content/model/generation-failed";
import { modelJsonSchema } from "@/lib/content/model/model-json-schema";

/** Attempts per call: the first, plus one retry when the output is malformed. */
export const MODEL_ATTEMPTS = 2;

type Messages = Array<{ role: "system" | "user"; content: string }>;

type ModelJsonRequest<S extends z.ZodType> = {
  schemaName: string;
  /** What the answer must match. */
  schema: S;
  /** What the model is shown, where narrower than what is accepted (model-generator.ts); else `schema`. */
  shown?: z.ZodType;
  messages: Messages;
};

/**
 * One chat completion asking for JSON that must match `schema` (sent as the response's JSON
 * schema, derived in model-json-schema.ts, and checked again with zod on receipt, since not
 * every compatible server enforces it). Malformed output is retried once; a timeout or
 * transport error is not, so a hung model costs the caller one timeout, not several.
 */
export async function askModelJson<S extends z.ZodType>(
  config: ModelConfig,
  request: ModelJsonRequest<S>,
): Promise<z.output<S>> {
  const client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseURL, timeout: config.timeoutMs, maxRetries: 0 });
  const jsonSchema = modelJsonSchema(request.shown ?? request.schema);
  let problem = "";
  for (let attempt = 1; attempt <= MODEL_ATTEMPTS; attempt++) {
    const content = await complete(client, config, { schemaName: request.schemaName, jsonSchema, messages: request.messages });
    const parsed = parseJson(content);
    const checked = parsed === undefined ? undefined : request.schema.safeParse(parsed);
    if (checked?.success) return checked.data;
    problem = parsed === undefined ? "the model's answer was not JSON" : "the model's answer did not match the expected structure";
  }
  throw new GenerationFailedError(`${problem} (after ${MODEL_ATTEMPTS} attempts). Try again, or use another model.`);
}

async function complete(
  client: OpenAI,
  config: ModelConfig,
  request: { schemaName: string; jsonSchema: Record<string, unknown>; messages: Messages },
): Promise<string> {
  try {
    const completion = await client.chat.completions.create({
      model: config.model,
      messages: request.messages,
      temperature: 0.8,
      response_format: { type: "json_schema", json_schema: { name: request.schemaName, schema: request.jsonSchema, strict: true } },
    });
    return completion.choices[0]?.message?.content ?? "";
  } catch (error) {
    throw new GenerationFailedError(describeTransportError(error, config));
  }
}

function parseJson(content: string): unknown {
  // Some servers wrap JSON in a Markdown fence even when asked for JSON.
  const unfenced = content.trim().replace(/^```(?:json)?\s*/i, "").replace(/\s*```$/, "");
  try {
    return JSON.parse(unfenced);
  } catch {
    return undefined;
  }
}

function describeTransportError(error: unknown, config: ModelConfig): string {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return `the model did not answer within ${Math.round(config.timeoutMs / 1000)} s.`;
  if (error instanceof OpenAI.APIConnectionError) return "the model's server could not be reached.";
  if (error instanceof OpenAI.AuthenticationError) return "the model's server refused the API key (check OPENAI_API_KEY).";
  if (error instanceof OpenAI.RateLimitError) return "the model's server is rate-limiting us; try again shortly.";
  if (error instanceof OpenAI.NotFoundError) return `the model "${config.model}" was not found (check OPENAI_MODEL).`;
  if (error instanceof OpenAI.APIError) return `the model's server answered ${error.status ?? "with an error"}.`;
  return "the model call failed unexpectedly.";
}
