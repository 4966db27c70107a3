"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Card } from "@/components/ui/card";
import { inputClass } from "@/components/ui/field";
import { Loaded } from "@/components/ui/loaded";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { formatDateTime, fromLocalInputValue, localZoneLabel, toLocalInputValue } from "@/components/posts/datetime";
import { PostEditor } from "@/components/posts/post-editor";
import { scheduleProblem } from "@/components/posts/schedule-check";
import { messageOf } from "@/lib/client/api-error";
import { useBrands } from "@/lib/client/brands";
import { createPost, schedulePost } from "@/lib/client/posts";
import { useBrowserValue } from "@/lib/client/use-browser-value";

const readAt = () => new URLSearchParams(window.location.search).get("at") ?? "";

/** `?at=<ISO>` (the calendar's "New post on …"): the time to schedule at, if it can be scheduled; a past or unreadable one is ignored. */
function plannedAt(raw: string | null): Date | null {
  if (!raw) return null;
  const at = new Date(raw);
  return scheduleProblem(at) ? null : at;
}

/** Write a post by hand; saved as a draft (scheduled at once when opened from the calendar), then opened. */
export function NewPost() {
  const router = useRouter();
  const brands = useBrands();
  const planned = plannedAt(useBrowserValue(readAt));
  const zone = useBrowserValue(localZoneLabel) ?? "";
  const [typed, setTyped] = useState<string | null>(null);
  const when = typed ?? (planned ? toLocalInputValue(planned) : "");

  return (
    <Card className="px-5 py-5 sm:px-6">
      <Loaded
        resource={brands}
        errorTitle="Your brands could not be loaded"
        loading={
          <div className="space-y-6" role="status" aria-label="Loading">
            <Skeleton className="h-40" />
            <Skeleton className="h-24" />
            <Skeleton className="h-16" />
          </div>
        }
      >
        {(list) => (
          <div className="space-y-6">
            {planned ? (
              <div className="flex flex-col gap-1">
                <label htmlFor="new-post-at" className="text-sm font-medium text-slate-900">
                  Schedule for
                </label>
                <input
                  id="new-post-at"
                  type="datetime-local"
                  value={when}
                  onChange={(event) => setTyped(event.target.value)}
                  className={`${inputClass} sm:w-72`}
                  aria-describedby="new-post-at-hint"
                />
                <p id="new-post-at-hint" className="text-xs text-slate-500">
                  {zone ? `Your time zone (${zone}). ` : ""}Empty it to save a draft only.
                </p>
              </div>
            ) : null}
            <PostEditor
              brands={list}
              initial={{ content: "", platforms: ["x_twitter"], brandId: list.length === 1 ? list[0].id : "", imageUrl: "" }}
              submitLabel={planned && when ? "Save and schedule" : "Save as draft"}
              pendingLabel="Saving…"
              onCancel={() => router.push("/posts")}
              onSubmit={async (input) => {
                const at = planned && when ? fromLocalInputValue(when) : null;
                const problem = planned && when ? scheduleProblem(at) : null;
                if (problem) throw new Error(`Schedule time: ${problem.message}`);
                const post = await createPost(input);
                if (at) {
                  try {
                    await schedulePost(post.id, at);
                    toast.success("Post scheduled", formatDateTime(at));
                  } catch (error) {
                    toast.error("Saved as a draft, not scheduled", messageOf(error));
                  }
                } else {
                  toast.success("Draft saved", "Schedule it when you're ready.");
                }
                router.push(`/posts/${post.id}`);
              }}
            />
          </div>
        )}
      </Loaded>
    </Card>
  );
}
