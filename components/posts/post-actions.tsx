"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { DeletePostDialog, deletePostAndSay } from "@/components/posts/delete-post-dialog";
import { toast } from "@/components/ui/toast";
import { formatDateTime } from "@/components/posts/datetime";
import { messageOf } from "@/lib/client/api-error";
import { maySchedule, useCurrentRole } from "@/lib/client/current-role";
import { duplicatePost, queuePost } from "@/lib/client/posts";
import type { PostWithDeliveries } from "@/lib/client/types";
import { needsImageNote } from "@/components/posts/needs-image-note";

/** Duplicate, add to the brand's queue, delete (with a confirmation) — the post page's actions. */
type Props = {
  post: PostWithDeliveries;
  /** The post is being edited or scheduled on the page: queueing now would schedule what is saved, not what is on screen. */
  busy?: boolean;
  onActionError: (message: string | null) => void;
  className?: string;
};

export function PostActions({ post, busy = false, onActionError, className }: Props) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState<"delete" | "duplicate" | "queue" | null>(null);
  const published = post.status === "published";
  const role = useCurrentRole();
  // Queueing schedules: not offered to a role that cannot schedule (a contributor, a viewer).
  const queueable = post.brand_id !== null && post.status !== "published" && maySchedule(role);
  // A scheduled post is moved: the queue's next free slot may come before or after its time.
  const moving = post.status === "scheduled";
  const needsImage = needsImageNote(post);

  const run = async (kind: "delete" | "duplicate" | "queue", action: () => Promise<void>) => {
    setPending(kind);
    onActionError(null);
    try {
      await action();
    } catch (error) {
      onActionError(messageOf(error));
    } finally {
      setPending(null);
    }
  };

  return (
    <div className={cx("flex flex-wrap gap-2", className)}>
      {queueable ? (
        <Button
          variant="secondary"
          size="sm"
          pending={pending === "queue"}
          pendingLabel={moving ? "Moving…" : "Adding…"}
          disabled={busy || Boolean(needsImage)}
          title={busy ? "Save or cancel the change below first." : (needsImage ?? undefined)}
          onClick={() =>
            void run("queue", async () => {
              const queued = await queuePost(post.id);
              toast.success(moving ? "Moved to the next queue slot" : "Added to the queue", queued.scheduled_at ? `Scheduled for ${formatDateTime(queued.scheduled_at)}` : undefined);
            })
          }
        >
          {moving ? "Move to next queue slot" : "Add to queue"}
        </Button>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        pending={pending === "duplicate"}
        pendingLabel="Duplicating…"
        onClick={() =>
          void run("duplicate", async () => {
            const copy = await duplicatePost(post.id);
            toast.success("Duplicated as a new draft");
            router.push(`/posts/${copy.id}`);
          })
        }
      >
        Duplicate
      </Button>
      <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={() => setConfirming(true)}>
        {published ? "Remove from list" : "Delete"}
      </Button>
      <DeletePostDialog
        post={post}
        open={confirming}
        deleting={pending === "delete"}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void run("delete", async () => {
            await deletePostAndSay(post);
            setConfirming(false);
            router.push("/posts");
          })
        }
      />
    </div>
  );
}
