import { imageFor, platformsAwaitingOwnImage, platformsOverLimit, platformsWithoutText, type ComposeDraft } from "@/lib/client/compose-draft";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";

const names = (platforms: PlatformId[]) => platforms.map((p) => platformRule(p).label).join(", ");

/** Why the composer cannot be saved; `problem`: something is wrong (over a limit), not merely unfinished. */
export type Blocker = { message: string; problem: boolean };

/** Why the composer cannot be saved as it stands (checked before any request), or null. */
export function composeBlocker(draft: ComposeDraft): Blocker | null {
  if (draft.platforms.length === 0) return { message: "Choose at least one platform.", problem: false };
  const over = platformsOverLimit(draft);
  if (over.length > 0) return { message: `Over the limit for ${names(over)}: shorten ${over.length > 1 ? "those texts" : "that text"} to save.`, problem: true };
  const empty = platformsWithoutText(draft);
  if (empty.length > 0) return { message: `No text yet for ${names(empty)}.`, problem: false };
  const awaiting = platformsAwaitingOwnImage(draft);
  if (awaiting.length > 0) return { message: `Choose ${names(awaiting)}'s own image, or set it back to "Same as the post".`, problem: false };
  // Each platform on the image it will publish: its own choice, or the post's.
  const needImage = draft.platforms.filter((p) => platformRule(p).requiresMedia && imageFor(draft, p) === "");
  if (needImage.length > 0) return { message: `${names(needImage)} cannot publish text alone: add an image.`, problem: false };
  return null;
}
