import { apiFetch } from "@/lib/client/api-fetch";
import { resources } from "@/lib/client/resource-store";
import type { Post, PostList, PostStatus, PostWithDeliveries, ScheduleResult } from "@/lib/client/types";
import { POSTS_URL, postUrl, withQuery } from "@/lib/client/urls";
import { useResource, type ResourceOptions } from "@/lib/client/use-resource";
import type { CreatePostInput, UpdatePostInput } from "@/lib/schemas/post";

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
const MAX_PAGES = 20;
// One key for "every post with these statuses": the loader walks each status's pages.
const allPostsKey = (statuses: readonly PostStatus[]) => `${withQuery(POSTS_URL, { status: [...statuses].sort().join(","), limit: PAGE })}#all`;

async function loadStatus(status: string, signal: AbortSignal): Promise<Post[]> {
  const posts: Post[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const data = await apiFetch<PostList>(withQuery(POSTS_URL, { status, page, limit: PAGE }), { signal });
    posts.push(...data.posts);
    if (posts.length >= data.pagination.total || data.posts.length === 0) break;
  }
  return posts;
}

const loadAllPosts = async (key: string, signal: AbortSignal): Promise<Post[]> => {
  const statuses = new URL(key, "http://key.invalid").searchParams.get("status")?.split(",") ?? [];
  return (await Promise.all(statuses.map((status) => loadStatus(status, signal)))).flat();
};

/** Every post with these statuses (up to 2,000 each), for the calendar. */
export function useAllPosts(statuses: readonly PostStatus[], options?: ResourceOptions<Post[]>) {
  return useResource(allPostsKey(statuses), loadAllPosts, options);
}

/** After a write, every list and post read again (they are cheap, and counts and pages shift). */
function postsChanged(exceptKey?: string) {
  resources.invalidate((key) => key.startsWith(POSTS_URL) && key !== exceptKey);
}

export async function createPost(input: CreatePostInput): Promise<Post> {
  const { post } = await apiFetch<{ post: Post }>(POSTS_URL, { method: "POST", body: input });
  postsChanged();
  return post;
}

export async function updatePost(id: string, changes: UpdatePostInput): Promise<PostWithDeliveries> {
  const { post } = await apiFetch<{ post: PostWithDeliveries }>(postUrl(id), { method: "PATCH", body: changes });
  resources.update(postUrl(id), () => post);
  postsChanged(postUrl(id));
  return post;
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
 * Moves a scheduled post to `at` on the calendar (whose list holds `shownIn` statuses): its chip
 * moves at once, and moves back if the API refuses.
 */
export async function moveScheduledPost(post: Post, at: Date, shownIn: readonly PostStatus[]): Promise<ScheduleResult> {
  const key = allPostsKey(shownIn);
  const place = (iso: string | null) => resources.update<Post[]>(key, (list) => list?.map((p) => (p.id === post.id ? { ...p, scheduled_at: iso } : p)));
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
