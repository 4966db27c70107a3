import type { z } from "zod";
import type { PlatformId } from "@/lib/platforms/ids";
import type { apiKeySchema, apiKeyWithSecretSchema } from "@/lib/schemas/api-key";
import type { brandSchema } from "@/lib/schemas/brand";
import type { paginationOutputSchema } from "@/lib/schemas/common";
import type { connectionSchema } from "@/lib/schemas/connection";
import type { oauthOutcomeSchema, signInOptionSchema } from "@/lib/schemas/connection-oauth";
import type { ExtractVoiceOutput, generateContentOutputSchema, generatedContentSchema } from "@/lib/schemas/content";
import type { deliverySchema, postListPaginationSchema, postSchema } from "@/lib/schemas/post";
import type { scheduleResultSchema } from "@/lib/schemas/schedule";
import type { PostWarning } from "@/lib/schemas/post-warning";
import type { usageReportSchema } from "@/lib/schemas/usage";
import type { voiceInputSchema, voiceSchema } from "@/lib/schemas/voice";
import type { webhookDeliverySchema, webhookSchema } from "@/lib/schemas/webhook";
import type { approvalSchema } from "@/lib/schemas/approval";

// What the dashboard receives from /api/v1, as the shared schemas in lib/schemas define it
// (z.infer of the response schemas). Nothing here is written by hand: change the schema.
//
// One narrowing: response schemas type platform ids as plain strings, so that a response never
// fails on a value stored long ago; every id the API sends is one of PLATFORM_IDS, and the
// dashboard's platform code (icons, counters, previews) is typed by PlatformId.
type WithPlatformIds<T> = Omit<T, "platform" | "platforms"> &
  ("platform" extends keyof T ? { platform: PlatformId } : unknown) &
  ("platforms" extends keyof T ? { platforms: PlatformId[] } : unknown);

export type Brand = z.infer<typeof brandSchema>;

export type Voice = z.infer<typeof voiceSchema>;
export type VoiceInput = z.infer<typeof voiceInputSchema>;
export type ExtractResult = ExtractVoiceOutput;

export type Post = WithPlatformIds<z.infer<typeof postSchema>>;
export type PostStatus = Post["status"];
export type Delivery = WithPlatformIds<z.infer<typeof deliverySchema>>;
export type PostWithDeliveries = Post & { deliveries: Delivery[]; approval: Approval | null };
export type Approval = z.infer<typeof approvalSchema>;
export type Pagination = z.infer<typeof paginationOutputSchema>;
export type PostList = { posts: Post[]; pagination: z.infer<typeof postListPaginationSchema> };
export type ScheduleResult = z.infer<typeof scheduleResultSchema>;
export type { PostWarning };

export type GeneratedItem = WithPlatformIds<z.infer<typeof generatedContentSchema>>;
export type GenerateResult = Omit<z.infer<typeof generateContentOutputSchema>, "contents"> & { contents: GeneratedItem[] };

export type ApiKey = z.infer<typeof apiKeySchema>;
export type ApiKeyWithSecret = z.infer<typeof apiKeyWithSecretSchema>;
export type WorkspaceApiKey = ApiKey & { created_by: NonNullable<ApiKey["created_by"]> };

export type UsageReport = z.infer<typeof usageReportSchema>;
export type UsageSeries = UsageReport["series"][number];

export type Connection = z.infer<typeof connectionSchema>;
export type OAuthOutcome = z.infer<typeof oauthOutcomeSchema>;
export type SignInOption = z.infer<typeof signInOptionSchema>;

export type Webhook = z.infer<typeof webhookSchema>;
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
