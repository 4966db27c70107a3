import { formatRelative } from "@/components/settings/format";
import { Alert } from "@/components/ui/alert";
import { formatDateTime } from "@/components/posts/datetime";
import type { PostWithDeliveries } from "@/lib/client/types";
import { platformRule } from "@/lib/platforms/registry";

/** One line on where the post stands: when it goes out, why it failed, or when it was published. */
export function PostStatusSummary({ post }: { post: PostWithDeliveries }) {
  if (post.status === "scheduled" && post.scheduled_at) {
    return (
      <Alert tone="info" title={`Scheduled for ${formatDateTime(post.scheduled_at)}`}>
        It will be published {formatRelative(post.scheduled_at)} to {post.platforms.map((p) => platformRule(p).label).join(", ")}.
      </Alert>
    );
  }
  if (post.status === "failed") {
    const failed = post.deliveries.filter((d) => d.status === "failed");
    return (
      <Alert tone="error" title="Publishing failed">
        {failed.length > 0 ? `${failed.map((d) => platformRule(d.platform).label).join(", ")} did not accept the post. ` : ""}Edit it if needed, then retry.
      </Alert>
    );
  }
  if (post.status === "published" && post.published_at) {
    return <Alert tone="success" title={`Published ${formatDateTime(post.published_at)}`}>{post.deliveries.some((d) => d.sandbox) ? "Sandbox mode: deliveries were recorded, nothing left this server." : null}</Alert>;
  }
  return null;
}
