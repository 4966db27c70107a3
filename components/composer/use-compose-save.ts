"use client";

import { useRef, useState } from "react";
import { postBodyOf, type ComposeDraft } from "@/lib/client/compose-draft";
import { composeErrorsOf, noErrors, type ComposeErrors } from "@/lib/client/compose-errors";
import { createPost, queuePost, schedulePost, updatePost } from "@/lib/client/posts";
import type { Post, PostWarning, ScheduleResult } from "@/lib/client/types";

export type SaveAction = { kind: "draft" } | { kind: "schedule"; at: Date } | { kind: "queue" };
/** `warnings`: what the saved post still needs before it can be scheduled (POST/PATCH /posts' answer). */
export type Saved = { post: Post; warnings: PostWarning[]; schedule?: ScheduleResult };

/**
 * Saves the composer as ONE post (its versions inside), then schedules or queues it. The post made
 * by a first attempt is kept: when scheduling fails, the next attempt updates that post rather
 * than making a second one. Errors are placed by field and platform; the draft itself is never
 * touched, so nothing typed is lost.
 */
export function useComposeSave(existingId: string | null) {
  const savedId = useRef<string | null>(existingId);
  const [pending, setPending] = useState<SaveAction["kind"] | null>(null);
  const [errors, setErrors] = useState<ComposeErrors>(noErrors());

  async function save(draft: ComposeDraft, action: SaveAction): Promise<Saved | null> {
    setPending(action.kind);
    setErrors(noErrors());
    let step: "save" | "then" = "save";
    try {
      const body = postBodyOf(draft);
      const { post, warnings } = savedId.current ? await updatePost(savedId.current, { ...body, brand_id: body.brand_id ?? null, image_url: body.image_url ?? null }) : await createPost(body);
      savedId.current = post.id;
      step = "then";
      if (action.kind === "schedule") {
        const schedule = await schedulePost(post.id, action.at);
        return { post: { ...post, status: "scheduled", scheduled_at: schedule.scheduled_at }, warnings, schedule };
      }
      if (action.kind === "queue") return { post: await queuePost(post.id), warnings };
      return { post, warnings };
    } catch (error) {
      const placed = composeErrorsOf(error);
      if (step === "then") {
        // Saved, but not scheduled or queued: say so, and put the reason by the time or the queue button.
        const field = action.kind === "queue" ? "queue" : "scheduled_at";
        setErrors({ ...placed, general: "Saved as a draft, but not scheduled yet.", fields: { ...placed.fields, [field]: placed.general ?? placed.fields.scheduled_at } });
      } else setErrors(placed);
      return null;
    } finally {
      setPending(null);
    }
  }

  return { save, pending, errors, setErrors, savedId: () => savedId.current };
}
