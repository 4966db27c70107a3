import type { Poll } from "@/lib/client/resource-store";
import type { Post, PostList, PostWithDeliveries } from "@/lib/client/types";

// Pages that show posts look again every few seconds while one is about to be published (or
// still being delivered), so the user sees it change without reloading; otherwise they do not poll.

const SOON_MS = 120_000;

export function dueSoon(post: Post, now: number): boolean {
  return post.status === "scheduled" && post.scheduled_at !== null && Date.parse(post.scheduled_at) - now < SOON_MS;
}

export function isWatched(post: PostWithDeliveries, now: number): boolean {
  return dueSoon(post, now) || post.deliveries.some((delivery) => delivery.status === "pending");
}

export const watchPost: Poll<PostWithDeliveries> = (post) => (post && isWatched(post, Date.now()) ? 2_500 : null);
export const watchPostList: Poll<PostList> = (list) => (list?.posts.some((post) => dueSoon(post, Date.now())) ? 4_000 : null);
export const watchPosts: Poll<Post[]> = (posts) => (posts?.some((post) => dueSoon(post, Date.now())) ? 4_000 : null);
