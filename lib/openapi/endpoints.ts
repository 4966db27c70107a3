import { z } from "zod";
import { apiKeySchema, apiKeyWithSecretSchema, createApiKeySchema, revokeApiKeySchema } from "@/lib/schemas/api-key";
import { brandSchema, createBrandSchema, updateBrandSchema } from "@/lib/schemas/brand";
import { connectionSchema, createConnectionSchema, deletedConnectionSchema } from "@/lib/schemas/connection";
import { createPostSchema, listPostsQuerySchema, postListSchema, postSchema, postWithDeliveriesSchema, updatePostSchema } from "@/lib/schemas/post";
import { extractVoiceSchema, generateContentOutputSchema, generateContentSchema } from "@/lib/schemas/content";
import { scheduleResultSchema, schedulePostSchema } from "@/lib/schemas/schedule";
import { usageQuerySchema, usageReportSchema } from "@/lib/schemas/usage";
import { voiceInputSchema, voiceSchema } from "@/lib/schemas/voice";
import type { ErrorCode } from "@/lib/api/errors";
import type { Scope } from "@/lib/auth/scopes";

/** One documented operation; the OpenAPI document is generated from this list. */
export type Endpoint = {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  summary: string;
  scope: Scope | "session" | "admin or the key itself";
  body?: z.ZodType;
  query?: z.ZodObject;
  data: z.ZodType;
  status?: number;
  errors: ErrorCode[];
};

const AUTH_ERRORS: ErrorCode[] = ["unauthorized", "insufficient_scope", "rate_limited"];
const BODY_ERRORS: ErrorCode[] = ["invalid_request", "payload_too_large"];

export const ENDPOINTS: Endpoint[] = [
  { method: "get", path: "/brands", summary: "List brands", scope: "read", data: z.object({ brands: z.array(brandSchema) }), errors: AUTH_ERRORS },
  { method: "post", path: "/brands", summary: "Create a brand", scope: "write", body: createBrandSchema, data: z.object({ brand: brandSchema }), status: 201, errors: [...AUTH_ERRORS, ...BODY_ERRORS, "brand_forbidden"] },
  { method: "get", path: "/brands/{id}", summary: "Get one brand", scope: "read", data: z.object({ brand: brandSchema }), errors: [...AUTH_ERRORS, "brand_forbidden", "not_found"] },
  { method: "patch", path: "/brands/{id}", summary: "Update a brand", scope: "write", body: updateBrandSchema, data: z.object({ brand: brandSchema }), errors: [...AUTH_ERRORS, ...BODY_ERRORS, "brand_forbidden", "not_found"] },
  { method: "get", path: "/brands/{id}/voice", summary: "Get a brand's voice profile", scope: "read", data: z.object({ voice: voiceSchema }), errors: [...AUTH_ERRORS, "brand_forbidden", "not_found", "voice_profile_missing"] },
  { method: "put", path: "/brands/{id}/voice", summary: "Set a brand's voice profile by hand", scope: "write", body: voiceInputSchema, data: z.object({ voice: voiceSchema }), errors: [...AUTH_ERRORS, ...BODY_ERRORS, "brand_forbidden", "not_found"] },
  { method: "post", path: "/brands/{id}/voice/extract", summary: "Build a voice profile from sample posts and/or the brand's website", scope: "write", body: extractVoiceSchema, data: z.object({ voice: voiceSchema, saved: z.boolean(), extractor: z.enum(["model", "local"]) }), errors: [...AUTH_ERRORS, ...BODY_ERRORS, "brand_forbidden", "not_found", "generation_failed"] },
  { method: "post", path: "/content/generate", summary: "Generate posts in the brand's voice, fitted to each platform", scope: "generate", body: generateContentSchema, data: generateContentOutputSchema, errors: [...AUTH_ERRORS, ...BODY_ERRORS, "brand_forbidden", "not_found", "voice_profile_missing", "quota_exceeded", "generation_failed"] },
  { method: "post", path: "/posts", summary: "Create a draft post", scope: "post", body: createPostSchema, data: z.object({ post: postSchema }), errors: [...AUTH_ERRORS, ...BODY_ERRORS, "brand_forbidden"] },
  { method: "get", path: "/posts", summary: "List posts, newest first", scope: "read", query: listPostsQuerySchema, data: postListSchema, errors: [...AUTH_ERRORS, "invalid_request", "brand_forbidden"] },
  { method: "get", path: "/posts/{id}", summary: "Get a post with its per-platform deliveries", scope: "read", data: z.object({ post: postWithDeliveriesSchema }), errors: [...AUTH_ERRORS, "brand_forbidden", "not_found"] },
  { method: "patch", path: "/posts/{id}", summary: "Edit a draft or failed post", scope: "post", body: updatePostSchema, data: z.object({ post: postWithDeliveriesSchema }), errors: [...AUTH_ERRORS, ...BODY_ERRORS, "brand_forbidden", "not_found", "post_not_editable"] },
  { method: "post", path: "/posts/schedule", summary: "Schedule, reschedule or retry a post", scope: "schedule", body: schedulePostSchema, data: scheduleResultSchema, errors: [...AUTH_ERRORS, ...BODY_ERRORS, "brand_forbidden", "not_found", "post_not_schedulable"] },
  { method: "delete", path: "/posts/{id}/schedule", summary: "Unschedule a post (back to draft)", scope: "schedule", data: z.object({ post: postWithDeliveriesSchema }), errors: [...AUTH_ERRORS, "invalid_request", "brand_forbidden", "not_found", "post_not_schedulable"] },
  { method: "post", path: "/api-keys", summary: "Create an API key (web session only)", scope: "session", body: createApiKeySchema, data: apiKeyWithSecretSchema, status: 201, errors: ["unauthorized", "session_required", "forbidden_origin", "rate_limited", ...BODY_ERRORS] },
  { method: "get", path: "/usage", summary: "Requests and generations per key per UTC day", scope: "read", query: usageQuerySchema, data: usageReportSchema, errors: [...AUTH_ERRORS, "invalid_request"] },
  { method: "get", path: "/api-keys", summary: "List active API keys", scope: "read", data: z.object({ keys: z.array(apiKeySchema) }), errors: AUTH_ERRORS },
  { method: "delete", path: "/api-keys", summary: "Revoke an API key", scope: "admin or the key itself", body: revokeApiKeySchema, data: z.object({ revoked: z.boolean(), key_id: z.uuid() }), errors: [...AUTH_ERRORS, ...BODY_ERRORS, "not_found"] },
  { method: "get", path: "/brands/{id}/connections", summary: "List a brand's platform connections (field names only, never credentials)", scope: "admin", data: z.object({ connections: z.array(connectionSchema) }), errors: [...AUTH_ERRORS, "brand_forbidden", "not_found"] },
  { method: "post", path: "/brands/{id}/connections", summary: "Connect (or reconnect) a brand's account on one platform; credentials are sealed and never returned", scope: "admin", body: createConnectionSchema, data: z.object({ connection: connectionSchema }), status: 201, errors: [...AUTH_ERRORS, ...BODY_ERRORS, "brand_forbidden", "not_found"] },
  { method: "delete", path: "/brands/{id}/connections/{platform}", summary: "Disconnect a brand's account on one platform", scope: "admin", data: deletedConnectionSchema, errors: [...AUTH_ERRORS, "brand_forbidden", "not_found"] },
];
