import { apiFetch } from "@/lib/client/api-fetch";
import { hasStatus } from "@/lib/client/api-error";
import { limitConcurrency } from "@/lib/client/limit-concurrency";
import { resources, type Refresh } from "@/lib/client/resource-store";
import type { Post, PostList, PostStatus, PostWarning, PostWithDeliveries, ScheduleResult } from "@/lib/client/types";
import { POSTS_URL, postUrl, withQuery } from "@/lib/client/urls";
import { useResource, type ResourceOptions } from "@/lib/client/use-resource";
import type { BulkPostsInput, BulkResult, CreatePostInput, UpdatePostInput } from "@/lib/schemas/post";

export type PostQuery = { brand_id?: string; status?: PostStatus; q?: string; page?: number; limit?: number };

const loadPostList = (url: string, signal: AbortSignal) => apiFetch<PostList>(url, { signal });
const loadPost = async (url: string, signal: AbortSignal) => (await apiFetch<{ post: PostWithDeliveries }>(url, { signal })).post;

/** One page of posts, filtered. */
export function usePosts(query: PostQuery, options?: ResourceOptions<PostList>) {
  return useResource(withQuery(POSTS_URL, query), loadPostList, options);
}

/** One post with its deliveries. */
export function usePost(id: string, options?: ResourceOptions<PostWithDeliveries>) {
  return useResource(postUrl(id), loadPost, options);
}

const PAGE = 100;

/** The posts placed in [from, to) (scheduled_at; published_at once published), for the calendar. */
export const postsPlacedInKey = (from: Date, to: Date, brandId?: string | null) =>
  withQuery(POSTS_URL, { from: from.toISOString(), to: to.toISOString(), limit: PAGE, brand_id: brandId || undefined });

/** Every page of a range, walked by cursor: complete at any account size, each page at the same cost. */
async function loadPlacedIn(key: string, signal: AbortSignal): Promise<Post[]> {
  const posts: Post[] = [];
  let url: string | null = key;
  while (url) {
    const data: PostList = await apiFetch<PostList>(url, { signal });
    posts.push(...data.posts);
    const next = data.pagination.next_cursor;
    url = next ? withQuery(POSTS_URL, { ...Object.fromEntries(new URL(key, "http://key.invalid").searchParams), cursor: next }) : null;
  }
  return posts;
}

/** The posts placed in [from, to), of one brand when `brandId` is given; `from` null = nothing to read yet. */
export function usePostsPlacedIn(from: Date | null, to: Date | null, options?: ResourceOptions<Post[]> & { brandId?: string | null }) {
  return useResource(from && to ? postsPlacedInKey(from, to, options?.brandId) : null, loadPlacedIn, options);
}

/** Where a post stands in time, as GET /posts?from&to places it: published_at once published, else scheduled_at. */
export const placedAtOf = (post: Post): string | null => (post.status === "published" ? (post.published_at ?? post.scheduled_at) : post.scheduled_at);
const readPost = limitConcurrency(4, async (url: string, signal: AbortSignal) => {
  try {
    return await loadPost(url, signal);
  } catch (error) {
    if (hasStatus(error, 404)) return null; // deleted meanwhile
    throw error;
  }
});

/**
 * A poll's refresh of a range list: reads again only the posts `mayChange` picks (one GET each),
 * and drops those gone or now placed outside the range. The rest cannot have changed unless this
 * tab wrote, and a write reads the whole range again.
 */
export function refreshPostsWhere(mayChange: (post: Post) => boolean): Refresh<Post[]> {
  return async (current, key, signal) => {
    const range = new URL(key, "http://key.invalid").searchParams;
    const [from, to] = [Date.parse(range.get("from") ?? ""), Date.parse(range.get("to") ?? "")];
    const fresh = new Map(
      await Promise.all(current.filter(mayChange).map(async (post) => [post.id, await readPost(postUrl(post.id), signal)] as const)),
    );
    return current.flatMap((post) => {
      if (!fresh.has(post.id)) return [post];
      const read = fresh.get(post.id);
      if (!read) return [];
      const { deliveries: _deliveries, ...updated } = read;
      const at = Date.parse(placedAtOf(updated) ?? "");
      return at >= from && at < to ? [updated] : [];
    });
  };
}

/** After a write, every list and post read again (they are cheap, and counts and pages shift). */
function postsChanged(exceptKey?: string) {
  resources.invalidate((key) => key.startsWith(POSTS_URL) && key !== exceptKey);
}

/** The saved draft, and what it still needs before it can be scheduled (`warnings`). */
export async function createPost(input: CreatePostInput): Promise<{ post: Post; warnings: PostWarning[] }> {
  const { post, warnings } = await apiFetch<{ post: Post; warnings: PostWarning[] }>(POSTS_URL, { method: "POST", body: input });
  postsChanged();
  return { post, warnings };
}

export async function updatePost(id: string, changes: UpdatePostInput): Promise<{ post: PostWithDeliveries; warnings: PostWarning[] }> {
  const { post, warnings } = await apiFetch<{ post: PostWithDeliveries; warnings: PostWarning[] }>(postUrl(id), { method: "PATCH", body: changes });
  resources.update(postUrl(id), () => post);
  postsChanged(postUrl(id));
  return { post, warnings };
}

/** Schedules, reschedules, or retries a failed post at `at` (sent as UTC). */
export async function schedulePost(id: string, at: Date): Promise<ScheduleResult> {
  const result = await apiFetch<ScheduleResult>(`${POSTS_URL}/schedule`, { method: "POST", body: { post_id: id, scheduled_at: at.toISOString() } });
  postsChanged();
  return result;
}

export async function unschedulePost(id: string): Promise<Post> {
  const { post } = await apiFetch<{ post: Post }>(`${postUrl(id)}/schedule`, { method: "DELETE" });
  postsChanged();
  return post;
}

/**
 * Moves a scheduled post to `at` on the calendar (whose list is cached under `listKey`): its chip
 * moves at once, and moves back if the API refuses.
 */
export async function moveScheduledPost(post: Post, at: Date, listKey: string): Promise<ScheduleResult> {
  const place = (iso: string | null) => resources.update<Post[]>(listKey, (list) => list?.map((p) => (p.id === post.id ? { ...p, scheduled_at: iso } : p)));
  place(at.toISOString());
  try {
    return await schedulePost(post.id, at);
  } catch (error) {
    place(post.scheduled_at);
    throw error;
  }
}

/** DELETE /posts/{id}: `deleted` false for a published post, only taken off the list (the platforms keep it). */
export async function deletePost(id: string): Promise<{ id: string; status: PostStatus; deleted: boolean }> {
  const { post } = await apiFetch<{ post: { id: string; status: PostStatus; deleted: boolean } }>(postUrl(id), { method: "DELETE" });
  resources.invalidate((key) => key.startsWith(POSTS_URL) && key !== postUrl(id));
  return post;
}

/** A new draft with the same text, versions, platforms, image and brand. */
export async function duplicatePost(id: string): Promise<Post> {
  const { post } = await apiFetch<{ post: Post }>(`${postUrl(id)}/duplicate`, { method: "POST" });
  postsChanged();
  return post;
}

/** Schedules the post at its brand's next free queue slot. */
export async function queuePost(id: string): Promise<PostWithDeliveries> {
  const { post } = await apiFetch<{ post: PostWithDeliveries; job_id: string }>(`${postUrl(id)}/queue`, { method: "POST" });
  resources.update(postUrl(id), () => post);
  postsChanged(postUrl(id));
  return post;
}

export type BulkOutcome = { action: BulkPostsInput["action"]; results: BulkResult[]; succeeded: number; failed: number };

/** POST /posts/bulk: schedule, unschedule or delete up to 100 posts; each answers its own result. */
export async function bulkPosts(input: BulkPostsInput): Promise<BulkOutcome> {
  const outcome = await apiFetch<BulkOutcome>(`${POSTS_URL}/bulk`, { method: "POST", body: input });
  postsChanged();
  return outcome;
}
