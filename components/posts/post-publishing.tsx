"use client";

import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { formatDateTime } from "@/components/posts/datetime";
import { ScheduleForm } from "@/components/posts/schedule-form";
import { messageOf } from "@/lib/client/api-error";
import { maySchedule, useCurrentRole } from "@/lib/client/current-role";
import { schedulePost, unschedulePost } from "@/lib/client/posts";
import type { PostWithDeliveries } from "@/lib/client/types";
import { announceScheduleWarnings } from "@/components/posts/schedule-warnings";
import { needsImageNote } from "@/components/posts/needs-image-note";

export type PostMode = "view" | "edit" | "schedule";

type Props = {
  post: PostWithDeliveries;
  mode: PostMode;
  onMode: (mode: PostMode) => void;
  /** Called when a schedule was saved (the page moves focus back to its heading). */
  onScheduled: () => void;
  /** The failure of an action to show above the page, or null to clear it. */
  onActionError: (message: string | null) => void;
};

/**
 * What can be done about publishing now: schedule, reschedule, unschedule, retry a failed post.
 * A contributor (or viewer) is told who schedules it instead: their role cannot.
 */
export function PostPublishing({ post, mode, onMode, onScheduled, onActionError }: Props) {
  const [busy, setBusy] = useState<"unschedule" | "retry" | null>(null);
  const role = useCurrentRole();
  const schedulable = post.status !== "published";
  // Said before anything is sent: the server refuses to schedule it as it is.
  const needsImage = needsImageNote(post);

  async function onSchedule(at: Date) {
    onActionError(null);
    const verb = post.status === "scheduled" ? "Post rescheduled" : post.status === "failed" ? "Retry scheduled" : "Post scheduled";
    const result = await schedulePost(post.id, at);
    onMode("view");
    toast.success(verb, formatDateTime(result.scheduled_at));
    announceScheduleWarnings(result);
    onScheduled();
  }

  async function run(action: "unschedule" | "retry") {
    setBusy(action);
    onActionError(null);
    try {
      if (action === "unschedule") {
        await unschedulePost(post.id);
        toast.success("Post unscheduled", "It is a draft again.");
      } else {
        await schedulePost(post.id, new Date(Date.now() + 5_000));
        toast.success("Retrying", "The post will be published again in a few seconds.");
      }
    } catch (error) {
      onActionError(messageOf(error));
      toast.error(action === "unschedule" ? "The post was not unscheduled" : "The retry did not start", messageOf(error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card>
      <CardHeader title="Publishing" />
      <div className="space-y-4 px-5 py-5 sm:px-6">
        {post.status === "published" ? (
          <p className="text-sm text-slate-700">
            Published {post.published_at ? <time dateTime={post.published_at}>{formatDateTime(post.published_at)}</time> : null}. A published post can&apos;t be scheduled again.
          </p>
        ) : !maySchedule(role) ? (
          <p data-testid="schedule-by-others" className="text-sm text-slate-700">
            An owner, admin or editor schedules this post. As a {role}, you write drafts and submit them for approval.
          </p>
        ) : mode === "schedule" ? (
          <ScheduleForm
            initial={post.scheduled_at ? new Date(post.scheduled_at) : null}
            submitLabel={post.status === "scheduled" ? "Reschedule" : post.status === "failed" ? "Retry then" : "Schedule"}
            pendingLabel="Saving…"
            onSubmit={onSchedule}
            onCancel={() => onMode("view")}
          />
        ) : (
          <div className="flex flex-col gap-2">
            {post.status === "failed" ? (
              <Button onClick={() => void run("retry")} pending={busy === "retry"} pendingLabel="Retrying…" disabled={Boolean(needsImage)} aria-describedby={needsImage ? "post-needs-image" : undefined}>
                Retry now
              </Button>
            ) : null}
            {schedulable ? (
              <Button variant={post.status === "failed" ? "secondary" : "primary"} onClick={() => onMode("schedule")} disabled={mode === "edit" || Boolean(needsImage)} aria-describedby={needsImage ? "post-needs-image" : undefined}>
                {post.status === "scheduled" ? "Reschedule…" : post.status === "failed" ? "Retry later…" : "Schedule…"}
              </Button>
            ) : null}
            {post.status === "scheduled" ? (
              <Button variant="secondary" onClick={() => void run("unschedule")} pending={busy === "unschedule"} pendingLabel="Unscheduling…">
                Unschedule
              </Button>
            ) : null}
            {needsImage ? (
              <p id="post-needs-image" data-testid="post-needs-image" className="text-xs text-slate-600">
                {needsImage}
              </p>
            ) : null}
            {mode === "edit" ? <p className="text-xs text-slate-500">Save or cancel your edits first.</p> : null}
            {post.status === "scheduled" ? <p className="text-xs text-slate-500">To edit a scheduled post, unschedule it first.</p> : null}
          </div>
        )}
        <Link href="/calendar" className="inline-block text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          See it on the calendar
        </Link>
      </div>
    </Card>
  );
}
