import type { PlatformId } from "@/lib/platforms/ids";

export type PostStatus = "draft" | "scheduled" | "published" | "failed";

export type Post = {
  id: string;
  content: string;
  platforms: PlatformId[];
  brand_id: string | null;
  image_url: string | null;
  status: PostStatus;
  source: string;
  scheduled_at: string | null;
  published_at: string | null;
  created_at: string;
};

export type Delivery = {
  platform: PlatformId;
  status: "pending" | "succeeded" | "failed";
  attempts: number;
  platform_post_id: string | null;
  permalink: string | null;
  error: string | null;
  sandbox: boolean;
  updated_at: string;
};

export type PostWithDeliveries = Post & { deliveries: Delivery[] };

export type Brand = { id: string; name: string; website: string; created_at: string };

export type Pagination = { page: number; limit: number; total: number };

export type Loadable<T> = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; data: T };

export const POST_STATUSES: readonly PostStatus[] = ["draft", "scheduled", "published", "failed"];
