import { Card, CardHeader } from "@/components/ui/card";
import { ExternalIcon } from "@/components/ui/icons";
import { formatDateTime } from "@/components/posts/datetime";
import { PlatformIcon } from "@/components/posts/platform-icon";
import { DeliveryFollowUps } from "@/components/posts/delivery-follow-ups";
import { DeliveryBadge } from "@/components/posts/status-badge";
import { maySchedule, useCurrentRole } from "@/lib/client/current-role";
import type { Delivery, PostWithDeliveries } from "@/lib/client/types";
import { platformRule } from "@/lib/platforms/registry";

/** One row per platform: what happened when the post was published. */
export function PostDeliveries({ post }: { post: PostWithDeliveries }) {
  const draftNote = maySchedule(useCurrentRole()) ? "Nothing delivered yet. Schedule the post to publish it." : "Nothing delivered yet. An owner, admin or editor schedules it once it is ready.";
  return (
    <Card>
      <CardHeader title="Deliveries" description="One per platform: what happened when the post was published." />
      {post.deliveries.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-600 sm:px-6">
          {post.status === "draft" ? draftNote : post.status === "scheduled" ? "Deliveries appear here once the post is published." : "No deliveries were recorded."}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {post.deliveries.map((delivery) => (
            <DeliveryRow key={delivery.platform} delivery={delivery} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function DeliveryRow({ delivery }: { delivery: Delivery }) {
  const rule = platformRule(delivery.platform);
  return (
    <li data-testid="delivery" data-platform={delivery.platform} data-status={delivery.status} className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-start sm:gap-4 sm:px-6">
      <div className="flex min-w-0 items-center gap-2 sm:w-40">
        <PlatformIcon id={delivery.platform} className="size-6" />
        <span className="truncate text-sm font-medium text-slate-900">{rule?.label ?? delivery.platform}</span>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:w-48">
        <DeliveryBadge status={delivery.status} />
        {delivery.sandbox ? (
          <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-inset ring-amber-200" title="Recorded only; nothing was sent to the platform">
            Sandbox
          </span>
        ) : null}
        <span className="text-xs text-slate-500">
          {delivery.attempts} {delivery.attempts === 1 ? "attempt" : "attempts"}
        </span>
      </div>
      <div className="min-w-0 flex-1 text-sm">
        {delivery.error ? (
          <p className="break-words text-red-700">{delivery.error}</p>
        ) : delivery.permalink ? (
          <a href={delivery.permalink} target="_blank" rel="noreferrer" className="inline-flex max-w-full items-center gap-1 text-brand-700 underline-offset-2 hover:underline">
            <span className="truncate">{delivery.permalink}</span>
            <ExternalIcon className="size-3.5 shrink-0" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : delivery.status === "pending" ? (
          <p className="text-slate-600">Waiting to be delivered…</p>
        ) : (
          <p className="text-slate-600">{delivery.platform_post_id ? `Post id ${delivery.platform_post_id}` : "No link given"}</p>
        )}
        <DeliveryFollowUps delivery={delivery} />
        <p className="mt-0.5 text-xs text-slate-500">Updated {formatDateTime(delivery.updated_at)}</p>
      </div>
    </li>
  );
}
