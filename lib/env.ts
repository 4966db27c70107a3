import { z } from "zod";
import { checkKeyRingText } from "@/lib/connections/parse-key-ring";

// Every setting the server reads, checked once with one schema (STYLE.md, item 12), so a
// bad value fails with a clear message before the first request is served.
const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((value) => value === "true" || value === "1");

const serverEnvSchema = z.object({
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, "must be a postgresql:// connection string"),
  EMBEDDED_DB: booleanFlag,
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  NEXTAUTH_SECRET: z.string().min(16, "must be at least 16 characters"),
  NEXTAUTH_URL: z.string().url().optional(),
  ALLOW_SIGNUP: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
  SESSION_RATE_LIMIT_RPM: z.coerce.number().int().min(1).default(600),
  SESSION_RATE_LIMIT_RPD: z.coerce.number().int().min(1).default(50_000),
  BENCH_ROUTES: booleanFlag,
  // Any OpenAI-compatible endpoint (OpenAI, Azure OpenAI, Ollama, vLLM). Without a base URL
  // or a key, generation and voice extraction run locally, with no network.
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  // Seals platform credentials (AES-256-GCM): "id:base64key,…", 32-byte keys, the first seals,
  // all open (lib/connections/parse-key-ring.ts). Unset: connections cannot be created.
  // `npm start` keeps a generated one in .data/connections-key when this is unset.
  CONNECTIONS_ENCRYPTION_KEYS: z.string().optional().superRefine(checkKeyRingText),
  // Publishing: sandbox records deliveries without calling any platform.
  PUBLISH_MODE: z.enum(["sandbox", "live"]).default("sandbox"),
  // Inngest runs scheduled posts when either is set; otherwise the local scheduler does.
  INNGEST_EVENT_KEY: z.string().min(1).optional(),
  INNGEST_DEV: z.string().min(1).optional(),
  // "off" keeps this instance's in-process scheduler from running (it then only serves requests).
  LOCAL_SCHEDULER: z.enum(["on", "off"]).default("on"),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

let cached: ServerEnv | undefined;

/** Tests that change process.env call this so the next read sees the change. */
export function forgetServerEnv(): void {
  cached = undefined;
}

export function serverEnv(): ServerEnv {
  if (cached) return cached;
  const parsed = serverEnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join("\n")}`);
  }
  cached = parsed.data;
  return cached;
}
