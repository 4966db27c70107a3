import { z } from "@/lib/zod";
import { checkKeyRingText } from "@/lib/env/parse-key-ring";
import { parseOriginList } from "@/lib/env/origin-list";
import { parsePlatformConcurrency } from "@/lib/env/platform-concurrency";
import { parseOutboundPurposes, parsePrivateAllowlist } from "@/lib/outbound/private-allowlist";

// Every setting the server reads, checked once with one schema (docs/style.md, item 12), so a
// bad value fails with a clear message before the first request is served.
const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((value) => value === "true" || value === "1");

/** A variable read by `parse`, whose error becomes the start-up message naming the variable. */
function parsedWith<T>(parse: (text: string | undefined) => T) {
  return z
    .string()
    .optional()
    .transform((text, ctx) => {
      try {
        return parse(text);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    });
}

/** An unset or blank variable is absent (its default applies); anything else is checked trimmed. */
const unlessBlank = (value: unknown) => (typeof value === "string" ? value.trim() || undefined : value);
const platformApiUrl = z.preprocess(unlessBlank, z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional());

// Where live publishing sends each platform's requests (a proxy, a staging API, a test server).
// Unset: the platform's documented API (lib/platforms/<platform>/platform.ts, docs/platforms.md).
const platformApiEnvSchema = z.object({
  X_API_BASE_URL: platformApiUrl,
  // Facebook and Instagram share the Graph API.
  META_GRAPH_BASE_URL: platformApiUrl,
  THREADS_API_BASE_URL: platformApiUrl,
  LINKEDIN_API_BASE_URL: platformApiUrl,
  GOOGLE_BUSINESS_API_BASE_URL: platformApiUrl,
  TIKTOK_API_BASE_URL: platformApiUrl,
  BLUESKY_SERVICE_URL: platformApiUrl,
  // Where Bluesky's public post counts are read (app.bsky.feed.getPosts); unset: https://public.api.bsky.app.
  BLUESKY_APPVIEW_URL: platformApiUrl,
  // Where Google Business Profile's location metrics are read (Business Profile Performance API);
  // unset: https://businessprofileperformance.googleapis.com.
  GOOGLE_BUSINESS_PERFORMANCE_URL: platformApiUrl,
  // The LinkedIn-Version header, YYYYMM (docs/platforms.md); unset: the version the publisher was
  // written for (lib/platforms/linkedin/publisher.ts). Set it when that one is sunset.
  LINKEDIN_API_VERSION: z.preprocess(unlessBlank, z.string().regex(/^\d{6}$/, "must be a LinkedIn API version, YYYYMM").optional()),
});

/** The variables a platform's API root may be overridden with (lib/platforms/platform.ts). */
export type PlatformApiVariable = Exclude<keyof z.infer<typeof platformApiEnvSchema>, "LINKEDIN_API_VERSION">;

const appCredential = z.preprocess(unlessBlank, z.string().max(500).optional());

// "Connect with <platform>": the app each deployment registers with each platform (its
// redirect URI is <NEXTAUTH_URL>/connections/oauth/callback). A platform whose two values are
// not both set offers only the manual form (lib/platforms/<platform>/oauth.ts).
const oauthAppEnvSchema = z.object({
  X_CLIENT_ID: appCredential,
  X_CLIENT_SECRET: appCredential,
  // Facebook Pages and Instagram professional accounts sign in through one Meta app.
  META_APP_ID: appCredential,
  META_APP_SECRET: appCredential,
  THREADS_APP_ID: appCredential,
  THREADS_APP_SECRET: appCredential,
  LINKEDIN_CLIENT_ID: appCredential,
  LINKEDIN_CLIENT_SECRET: appCredential,
  // "true" once the LinkedIn app has the Community Management product: posting as a Page.
  LINKEDIN_ORGANIZATION_PAGES: booleanFlag,
  GOOGLE_CLIENT_ID: appCredential,
  GOOGLE_CLIENT_SECRET: appCredential,
  TIKTOK_CLIENT_KEY: appCredential,
  TIKTOK_CLIENT_SECRET: appCredential,
});

/** A variable holding one platform app's id or secret. */
export type OAuthAppVariable = Exclude<keyof z.infer<typeof oauthAppEnvSchema>, "LINKEDIN_ORGANIZATION_PAGES">;

// Where sign-in and token requests go when they are not on the platform's API root above (a
// proxy, a test server). Unset: the documented hosts (lib/platforms/<platform>/oauth.ts).
const oauthUrlEnvSchema = z.object({
  X_AUTH_BASE_URL: platformApiUrl,
  META_AUTH_BASE_URL: platformApiUrl,
  THREADS_AUTH_BASE_URL: platformApiUrl,
  THREADS_TOKEN_BASE_URL: platformApiUrl,
  LINKEDIN_AUTH_BASE_URL: platformApiUrl,
  GOOGLE_AUTH_BASE_URL: platformApiUrl,
  GOOGLE_TOKEN_BASE_URL: platformApiUrl,
  GOOGLE_ACCOUNT_MANAGEMENT_BASE_URL: platformApiUrl,
  GOOGLE_BUSINESS_INFORMATION_BASE_URL: platformApiUrl,
  TIKTOK_AUTH_BASE_URL: platformApiUrl,
});

/** A variable that moves one of the sign-in hosts. */
export type OAuthUrlVariable = keyof z.infer<typeof oauthUrlEnvSchema>;

// Where uploaded images live (lib/media/). Unset: files under .data/media/<user>/, served by the
// app at <NEXTAUTH_URL>/media/<id>.<ext>. With an endpoint and a bucket: any S3-compatible store
// (AWS S3, R2, MinIO), each image readable by the platforms at <MEDIA_PUBLIC_BASE_URL>/<key>.
const mediaEnvSchema = z.object({
  MEDIA_S3_ENDPOINT: platformApiUrl,
  MEDIA_S3_BUCKET: z.preprocess(unlessBlank, z.string().max(63).optional()),
  MEDIA_S3_REGION: z.preprocess(unlessBlank, z.string().max(50).default("us-east-1")),
  MEDIA_S3_ACCESS_KEY_ID: appCredential,
  MEDIA_S3_SECRET_ACCESS_KEY: appCredential,
  // The public root of the stored images (a CDN, the bucket's public URL); required with S3.
  MEDIA_PUBLIC_BASE_URL: platformApiUrl,
});

const serverEnvSchema = z.object({
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, "must be a postgresql:// connection string"),
  EMBEDDED_DB: booleanFlag,
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  NEXTAUTH_SECRET: z.string().min(16, "must be at least 16 characters"),
  NEXTAUTH_URL: z.string().url().optional(),
  // The port `next start` listens on; NEXTAUTH_URL's default (http://localhost:$PORT) follows it.
  PORT: z.preprocess(unlessBlank, z.coerce.number().int().min(1).max(65_535).optional()),
  // Further origins the app is served at, "https://a.example,https://b.example:8443" (scheme,
  // host and port, exactly as a browser sends Origin); a signed-in page on one of them, or on
  // NEXTAUTH_URL's, may send writes (lib/api/check-origin.ts).
  ALLOWED_ORIGINS: parsedWith(parseOriginList),
  // "1" only behind a reverse proxy that sets X-Forwarded-Proto and X-Forwarded-Host itself:
  // then the origin they name counts as the app's own. Off, a client could send them.
  TRUST_PROXY: booleanFlag,
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
  // all open (lib/env/parse-key-ring.ts). Unset: connections cannot be created.
  // `npm start` keeps a generated one in .data/connections-key when this is unset.
  CONNECTIONS_ENCRYPTION_KEYS: z.string().optional().superRefine(checkKeyRingText),
  // Publishing: sandbox records deliveries without calling any platform.
  PUBLISH_MODE: z.enum(["sandbox", "live"]).default("sandbox"),
  // Inngest runs scheduled posts when either is set; otherwise the local scheduler does.
  INNGEST_EVENT_KEY: z.string().min(1).optional(),
  INNGEST_DEV: z.string().min(1).optional(),
  // "off" keeps this instance's in-process scheduler from running (it then only serves requests).
  LOCAL_SCHEDULER: z.enum(["on", "off"]).default("on"),
  // How much one local runner process publishes at once, live (lib/local-runtime/live-capacity.ts):
  // posts in flight, deliveries in flight per platform ("64", or "64,tiktok=4" for one platform's
  // own figure) and per connected account. The work is waiting on the network, not the CPU.
  PUBLISH_CONCURRENCY: z.preprocess(unlessBlank, z.coerce.number().int().min(1).max(1_000).default(128)),
  PUBLISH_PLATFORM_CONCURRENCY: parsedWith(parsePlatformConcurrency),
  PUBLISH_ACCOUNT_CONCURRENCY: z.preprocess(unlessBlank, z.coerce.number().int().min(1).max(100).default(4)),
  // Host names, addresses and CIDR ranges on the operator's own network that webhooks may reach
  // ("hooks.internal,10.20.0.0/16"); unset, only public addresses (lib/outbound/private-allowlist.ts).
  // Cloud metadata addresses are never opened: listing one stops the server here.
  OUTBOUND_ALLOW_PRIVATE: parsedWith(parsePrivateAllowlist),
  // Which fetches that list opens: "webhooks" (unset), and at will "link-cards", "images".
  OUTBOUND_ALLOW_PRIVATE_FOR: parsedWith(parseOutboundPurposes),
  // E-mail of notifications (lib/notifications/mail/): "smtp://user:pass@host:587" (STARTTLS when
  // the server offers it) or "smtps://user:pass@host:465"; unset, e-mail is off and nothing is queued.
  SMTP_URL: z.preprocess(unlessBlank, z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional()),
  // The From of every message, "Brandcast <no-reply@example.com>"; required with SMTP_URL.
  MAIL_FROM: z.preprocess(unlessBlank, z.string().max(300).optional()),
  ...platformApiEnvSchema.shape,
  ...oauthAppEnvSchema.shape,
  ...oauthUrlEnvSchema.shape,
  ...mediaEnvSchema.shape,
}).superRefine((env, ctx) => {
  if (env.OUTBOUND_ALLOW_PRIVATE_FOR !== undefined && env.OUTBOUND_ALLOW_PRIVATE === null) {
    ctx.addIssue({ code: "custom", path: ["OUTBOUND_ALLOW_PRIVATE_FOR"], message: "has no effect without OUTBOUND_ALLOW_PRIVATE" });
  }
  if (env.SMTP_URL !== undefined && env.MAIL_FROM === undefined) {
    ctx.addIssue({ code: "custom", path: ["MAIL_FROM"], message: "is required when SMTP_URL is set" });
  }
  // Half an S3 configuration would silently keep images on the local disk.
  if (env.MEDIA_S3_BUCKET === undefined) return;
  for (const name of ["MEDIA_S3_ENDPOINT", "MEDIA_S3_ACCESS_KEY_ID", "MEDIA_S3_SECRET_ACCESS_KEY", "MEDIA_PUBLIC_BASE_URL"] as const) {
    if (env[name] === undefined) ctx.addIssue({ code: "custom", path: [name], message: "is required when MEDIA_S3_BUCKET is set" });
  }
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
