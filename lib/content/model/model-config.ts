import { serverEnv } from "@/lib/env/server-env";

export type ModelConfig = { baseURL?: string; apiKey: string; model: string; timeoutMs: number };

/**
 * The model to use, or null when none is configured (then the local composer and extractor
 * run). A base URL alone is enough: Ollama and vLLM need no key.
 */
export function modelConfig(): ModelConfig | null {
  const env = serverEnv();
  if (!env.OPENAI_API_KEY && !env.OPENAI_BASE_URL) return null;
  return {
    baseURL: env.OPENAI_BASE_URL,
    apiKey: env.OPENAI_API_KEY ?? "no-key-needed",
    model: env.OPENAI_MODEL,
    timeoutMs: env.OPENAI_TIMEOUT_MS,
  };
}
