import { followUpProblems } from "@/lib/client/compose-follow-ups";
import { imageFor, platformsAwaitingOwnImage, platformsOverLimit, platformsWithoutText, type ComposeDraft } from "@/lib/client/compose-draft";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";

const names = (platforms: PlatformId[]) => platforms.map((p) => platformRule(p).label).join(", ");
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Why the composer cannot be saved; `problem`: something is wrong (over a limit), not merely unfinished. */
export type Blocker = { message: string; problem: boolean };

/** Why the composer cannot be saved as it stands (checked before any request), or null. A missing image does not stop a draft: scheduleBlocker. */
export function composeBlocker(draft: ComposeDraft): Blocker | null {
  if (draft.platforms.length === 0) return { message: "Choose at least one platform.", problem: false };
  const over = platformsOverLimit(draft);
  if (over.length > 0) return { message: `Over the limit for ${names(over)}: shorten ${over.length > 1 ? "those texts" : "that text"} to save.`, problem: true };
  const followUps = followUpProblems(draft);
  const overPart = followUps.find((problem) => problem.kind === "over");
  if (overPart) return { message: `${capitalized(overPart.what)} is over ${platformRule(overPart.platform).label}'s limit: shorten it to save.`, problem: true };
  const empty = platformsWithoutText(draft);
  if (empty.length > 0) return { message: `No text yet for ${names(empty)}.`, problem: false };
  const emptyPart = followUps.find((problem) => problem.kind === "empty");
  if (emptyPart) return { message: `${capitalized(emptyPart.what)} is empty: write it or remove it.`, problem: false };
  const awaiting = platformsAwaitingOwnImage(draft);
  if (awaiting.length > 0) return { message: `Choose ${names(awaiting)}'s own image, or set it back to "Same as the post".`, problem: false };
  return null;
}

/**
 * Why the post can be saved as a draft but not scheduled or queued yet, or null: a platform that
 * cannot publish text alone without an image (the server's rule, lib/posts/media-requirement.ts),
 * checked on the image each platform will publish, its own choice or the post's.
 */
export function scheduleBlocker(draft: ComposeDraft): Blocker | null {
  const needImage = draft.platforms.filter((p) => platformRule(p).requiresMedia && imageFor(draft, p) === "");
  if (needImage.length === 0) return null;
  return { message: `${names(needImage)} cannot publish text alone: add an image to schedule or queue this post. You can save it as a draft now.`, problem: false };
}
