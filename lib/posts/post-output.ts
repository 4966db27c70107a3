import type { Delivery } from "@/lib/db/generated/client";
import type { PostRow } from "@/lib/posts/post-row";
import { readVersions } from "@/lib/publishing/post-versions";
import { readMediaList } from "@/lib/publishing/media-list";
import { readThread } from "@/lib/publishing/post-follow-ups";
import type { DeliveryFollowUps } from "@/lib/publishing/delivery-steps";
import { toIso } from "@/lib/schemas/common";
import type { PostOutput, PostWithDeliveriesOutput } from "@/lib/schemas/post";
import type { ApprovalOutput } from "@/lib/schemas/approval";

// A post row as the API shows it (lib/schemas/post.ts holds the schemas). The database's own
// copy of this mapping, webhook_post_json() of the migrations, writes webhook payloads; the
// webhook payload schemas (lib/schemas/webhook-events.ts) and their test keep the two equal.

type DeliveryRow = Pick<Delivery, "platform" | "status" | "attempts" | "platformPostId" | "permalink" | "error" | "sandbox" | "updatedAt">;

export function toPostOutput(post: PostRow): PostOutput {
  return {
    id: post.id,
    content: post.content,
    versions: readVersions(post.versions),
    platforms: post.platforms,
    brand_id: post.brandId,
    image_url: post.imageUrl,
    status: post.status,
    source: post.source,
    scheduled_at: toIso(post.scheduledAt),
    published_at: toIso(post.publishedAt),
    created_at: post.createdAt.toISOString(),
    // Only for a post given a list: one saved with image_url alone answers as it always did.
    ...mediaField(post.media),
    // Likewise only for a post that has them (docs/api-decisions.md, "Threads and a first comment").
    ...followUpFields(post),
  };
}

function followUpFields(post: Pick<PostRow, "thread" | "firstComment">) {
  const thread = readThread(post.thread) ?? [];
  return { ...(thread.length > 0 ? { thread } : {}), ...(post.firstComment !== null ? { first_comment: post.firstComment } : {}) };
}

function mediaField(stored: unknown) {
  const media = readMediaList(stored) ?? [];
  return media.length > 0 ? { media } : {};
}

/** A delivery's `followUps`: its thread and first comment outcomes, when it has any (lib/publishing/delivery-steps.ts). */
export function toPostWithDeliveriesOutput(post: PostRow & { deliveries: (DeliveryRow & { followUps?: DeliveryFollowUps })[]; approval: ApprovalOutput | null }): PostWithDeliveriesOutput {
  return {
    ...toPostOutput(post),
    approval: post.approval,
    deliveries: post.deliveries.map((delivery) => ({
      platform: delivery.platform,
      status: delivery.status,
      attempts: delivery.attempts,
      platform_post_id: delivery.platformPostId,
      permalink: delivery.permalink,
      error: delivery.error,
      sandbox: delivery.sandbox,
      updated_at: delivery.updatedAt.toISOString(),
      ...delivery.followUps,
    })),
  };
}
