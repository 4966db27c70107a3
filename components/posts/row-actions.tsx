"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DeletePostDialog, deletePostAndSay } from "@/components/posts/delete-post-dialog";
import { toast } from "@/components/ui/toast";
import { firstWords } from "@/components/dashboard/home-items";
import { messageOf } from "@/lib/client/api-error";
import { duplicatePost } from "@/lib/client/posts";
import type { Post } from "@/lib/client/types";

/** A row's own actions on the posts list: duplicate as a draft, delete (with a confirmation). */
export function RowActions({ post }: { post: Post }) {
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState<"delete" | "duplicate" | null>(null);
  const published = post.status === "published";
  const name = firstWords(post.content, 40);

  async function run(kind: "delete" | "duplicate", action: () => Promise<void>) {
    setPending(kind);
    try {
      await action();
    } catch (error) {
      toast.error(kind === "delete" ? "Could not delete the post" : "Could not duplicate the post", messageOf(error));
    } finally {
      setPending(null);
    }
  }

  return (
    // Above the row's full-size link, so these buttons are clicked and not the link.
    <div className="relative z-10 flex gap-1">
      <Button
        size="sm"
        variant="ghost"
        pending={pending === "duplicate"}
        pendingLabel="Duplicating…"
        aria-label={`Duplicate “${name}”`}
        onClick={() =>
          void run("duplicate", async () => {
            await duplicatePost(post.id);
            toast.success("Duplicated as a new draft", "It is at the top of the list.");
          })
        }
      >
        Duplicate
      </Button>
      <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50 hover:text-red-800" aria-label={`${published ? "Remove" : "Delete"} “${name}”`} onClick={() => setConfirming(true)}>
        {published ? "Remove" : "Delete"}
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
          })
        }
      />
    </div>
  );
}
