"use client";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { deletePost } from "@/lib/client/posts";
import type { Post } from "@/lib/client/types";

type Props = { post: Pick<Post, "status">; open: boolean; deleting: boolean; onCancel: () => void; onConfirm: () => void };

/**
 * The confirmation before a post is deleted, wherever it is asked for (posts list row, post
 * page): a published post is only removed from the list, and the dialog says the platforms keep it.
 */
export function DeletePostDialog({ post, open, deleting, onCancel, onConfirm }: Props) {
  const published = post.status === "published";
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={published ? "Remove this post from the list?" : "Delete this post?"}
      description={
        published
          ? "It stays published: the platforms keep it. Brandcast only takes it off your list."
          : post.status === "scheduled"
            ? "It will not be published, and its text cannot be recovered."
            : "Its text cannot be recovered."
      }
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" pending={deleting} pendingLabel={published ? "Removing…" : "Deleting…"} onClick={onConfirm}>
            {published ? "Remove from list" : "Delete post"}
          </Button>
        </>
      }
    />
  );
}

/** Deletes the post (a published one only leaves the list) and says which of the two happened. */
export async function deletePostAndSay(post: Pick<Post, "id" | "status">): Promise<void> {
  await deletePost(post.id);
  toast.success(post.status === "published" ? "Removed from the list" : "Post deleted");
}
