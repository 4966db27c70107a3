import { apiRequest } from "@/components/api/request";
import type { PlatformId } from "@/lib/platforms/ids";
import type { Brand, Pagination, Post, PostStatus, PostWithDeliveries } from "./types";

/** The dashboard's calls to the posts API (session cookie; errors carry the API's message). */

export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Something went wrong. Please try again.";
}

export function isAbort(error: unknown): boolean {
  return (error as Error | null)?.name === "AbortError";
}

export async function fetchBrands(signal?: AbortSignal): Promise<Brand[]> {
  return (await apiRequest<{ brands: Brand[] }>("/api/v1/brands", { signal })).brands;
}

export type PostQuery = { brand_id?: string; status?: PostStatus; page?: number; limit?: number };

export async function fetchPosts(query: PostQuery, signal?: AbortSignal): Promise<{ posts: Post[]; pagination: Pagination }> {
  const params = new URLSearchParams();
  if (query.brand_id) params.set("brand_id", query.brand_id);
  if (query.status) params.set("status", query.status);
  if (query.page) params.set("page", String(query.page));
  if (query.limit) params.set("limit", String(query.limit));
  const search = params.toString();
  return apiRequest(`/api/v1/posts${search ? `?${search}` : ""}`, { signal });
}

export async function fetchPost(id: string, signal?: AbortSignal): Promise<PostWithDeliveries> {
  return (await apiRequest<{ post: PostWithDeliveries }>(`/api/v1/posts/${encodeURIComponent(id)}`, { signal })).post;
}

export type PostInput = { content: string; platforms: PlatformId[]; brand_id?: string | null; image_url?: string | null };

export async function createPost(input: PostInput): Promise<Post> {
  const body: Record<string, unknown> = { content: input.content, platforms: input.platforms };
  if (input.brand_id) body.brand_id = input.brand_id;
  if (input.image_url) body.image_url = input.image_url;
  return (await apiRequest<{ post: Post }>("/api/v1/posts", { method: "POST", body })).post;
}

export async function updatePost(id: string, input: Partial<PostInput>): Promise<PostWithDeliveries> {
  return (await apiRequest<{ post: PostWithDeliveries }>(`/api/v1/posts/${encodeURIComponent(id)}`, { method: "PATCH", body: input })).post;
}

export async function schedulePost(postId: string, scheduledAt: Date): Promise<{ job_id: string; post_id: string; scheduled_at: string }> {
  return apiRequest("/api/v1/posts/schedule", { method: "POST", body: { post_id: postId, scheduled_at: scheduledAt.toISOString() } });
}

export async function unschedulePost(id: string): Promise<Post> {
  return (await apiRequest<{ post: Post }>(`/api/v1/posts/${encodeURIComponent(id)}/schedule`, { method: "DELETE" })).post;
}
