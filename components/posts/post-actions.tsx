"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DeletePostDialog } from "@/components/posts/delete-post-dialog";
import { toast } from "@/components/ui/toast";
import { formatDateTime } from "@/components/posts/datetime";
import { messageOf } from "@/lib/client/api-error";
import { deletePost, duplicatePost, queuePost } from "@/lib/client/posts";
import type { PostWithDeliveries } from "@/lib/client/types";

/** Duplicate, add to the brand's queue, delete (with a confirmation) — the post page's actions. */
export function PostActions({ post, onActionError }: { post: PostWithDeliveries; onActionError: (message: string | null) => void }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState<"delete" | "duplicate" | "queue" | null>(null);
  const published = post.status === "published";
  const queueable = post.brand_id !== null && post.status !== "published";

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
    <div className="flex flex-wrap gap-2">
      {queueable ? (
        <Button
          variant="secondary"
          size="sm"
          pending={pending === "queue"}
          pendingLabel="Adding…"
          onClick={() =>
            void run("queue", async () => {
              const queued = await queuePost(post.id);
              toast.success("Added to the queue", queued.scheduled_at ? `Scheduled for ${formatDateTime(queued.scheduled_at)}` : undefined);
            })
          }
        >
          Add to queue
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
            await deletePost(post.id);
            setConfirming(false);
            toast.success(published ? "Removed from the list" : "Post deleted");
            router.push("/posts");
          })
        }
      />
    </div>
  );
}
