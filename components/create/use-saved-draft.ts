"use client";

import { useState } from "react";
import { createPost, schedulePost, updatePost } from "@/lib/client/posts";
import type { PostStatus, ScheduleResult } from "@/lib/client/types";
import type { PlatformId } from "@/lib/platforms/ids";

export type SavedDraft = { id: string; status: PostStatus; text: string; imageUrl: string; scheduledAt: string | null };

/**
 * The post behind one generated text: none until the user saves, then a draft that later
 * saves update, and that can be scheduled (saving pending edits first).
 */
export function useSavedDraft(platform: PlatformId, brandId: string) {
  const [saved, setSaved] = useState<SavedDraft | null>(null);

  /** Creates the draft, or saves edits into it; returns its id. */
  async function persist(text: string, imageUrl: string): Promise<string> {
    const image = imageUrl.trim();
    if (saved && saved.text === text && saved.imageUrl === image) return saved.id;
    if (saved) {
      const post = await updatePost(saved.id, { content: text, image_url: image || null });
      setSaved({ id: post.id, status: post.status, text, imageUrl: image, scheduledAt: post.scheduled_at });
      return post.id;
    }
    const post = await createPost({ content: text, platforms: [platform], brand_id: brandId, image_url: image || null });
    setSaved({ id: post.id, status: post.status, text, imageUrl: image, scheduledAt: null });
    return post.id;
  }

  async function schedule(text: string, imageUrl: string, at: Date): Promise<ScheduleResult> {
    const postId = await persist(text, imageUrl);
    const result = await schedulePost(postId, at);
    setSaved((prev) => (prev ? { ...prev, status: "scheduled", scheduledAt: result.scheduled_at } : prev));
    return result;
  }

  return { saved, persist, schedule };
}
