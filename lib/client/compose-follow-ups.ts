import { firstCommentLimit } from "@/lib/platforms/comment-limit";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";
import { followUpsPublishedOn } from "@/lib/publishing/post-follow-ups";
import { MAX_THREAD_REPLIES, type PostVersions } from "@/lib/schemas/post";

// What the composer holds after a platform's text: the replies of its thread and its first
// comment (docs/api-decisions.md, "Threads and a first comment"). The composer keeps them per
// platform, since each part is counted against that platform's own limit, and sends each as
// the platform's version; the post's own `thread` and `first_comment` are sent empty, so what
// the composer shows is exactly what each platform publishes.

/** One platform's replies (in order, part 2 onward) and its first comment ("": none). */
export type DraftFollowUps = { thread: string[]; firstComment: string };
export type FollowUpsByPlatform = Partial<Record<PlatformId, DraftFollowUps>>;

type WithFollowUps = { followUps?: FollowUpsByPlatform };

const NONE: DraftFollowUps = { thread: [], firstComment: "" };

export const followUpsOf = (draft: WithFollowUps, platform: PlatformId): DraftFollowUps => draft.followUps?.[platform] ?? NONE;

/** Whether the platform publishes a thread of replies / a first comment (its `platform.ts`). */
export const takesThread = (platform: PlatformId) => platformRule(platform).followUps.thread;
export const takesFirstComment = (platform: PlatformId) => platformRule(platform).followUps.firstComment !== null;

/** "First comment" on platforms with a comments API, "First reply" where it is a reply to the post. */
export function firstCommentLabel(platform: PlatformId): string {
  return platformRule(platform).followUps.firstComment === "reply" ? "First reply" : "First comment";
}

function withFollowUps<D extends WithFollowUps>(draft: D, platform: PlatformId, next: DraftFollowUps): D {
  return { ...draft, followUps: { ...draft.followUps, [platform]: next } };
}

/** Adds an empty reply at the end of the platform's thread (up to the API's 24). */
export function addThreadPart<D extends WithFollowUps>(draft: D, platform: PlatformId): D {
  const current = followUpsOf(draft, platform);
  if (current.thread.length >= MAX_THREAD_REPLIES) return draft;
  return withFollowUps(draft, platform, { ...current, thread: [...current.thread, ""] });
}

export function setThreadPart<D extends WithFollowUps>(draft: D, platform: PlatformId, index: number, text: string): D {
  const current = followUpsOf(draft, platform);
  return withFollowUps(draft, platform, { ...current, thread: current.thread.map((part, i) => (i === index ? text : part)) });
}

/**
 * A generated thread's replies (content_type "thread") in place of the platform's thread, its
 * first comment kept; only where the platform publishes threads, at most the API's 24.
 */
export function setThread<D extends WithFollowUps>(draft: D, platform: PlatformId, parts: readonly string[]): D {
  if (!takesThread(platform)) return draft;
  return withFollowUps(draft, platform, { ...followUpsOf(draft, platform), thread: parts.slice(0, MAX_THREAD_REPLIES) });
}

export function removeThreadPart<D extends WithFollowUps>(draft: D, platform: PlatformId, index: number): D {
  const current = followUpsOf(draft, platform);
  return withFollowUps(draft, platform, { ...current, thread: current.thread.filter((_, i) => i !== index) });
}

export function setFirstComment<D extends WithFollowUps>(draft: D, platform: PlatformId, text: string): D {
  return withFollowUps(draft, platform, { ...followUpsOf(draft, platform), firstComment: text });
}

/**
 * What a platform's version carries: its thread and first comment as typed, only where the
 * platform publishes them and only when there are any. A platform without them follows the
 * post's own fields, which the composer always sends empty (postBodyOf), so a thread removed
 * here is removed.
 */
export function followUpVersionFields(draft: WithFollowUps, platform: PlatformId): { thread?: string[]; first_comment?: string | null } {
  const { thread, firstComment } = followUpsOf(draft, platform);
  const fields: { thread?: string[]; first_comment?: string | null } = {};
  if (takesThread(platform) && thread.length > 0) fields.thread = thread;
  if (takesFirstComment(platform) && firstComment.trim() !== "") fields.first_comment = firstComment;
  return fields;
}

/** A saved post's follow-ups as the composer holds them, per platform, as each publishes them. */
export function followUpsFromPost(post: { thread?: string[]; first_comment?: string | null; versions: PostVersions }, platforms: PlatformId[]): FollowUpsByPlatform {
  const stored = { thread: post.thread ?? [], firstComment: post.first_comment ?? null, versions: post.versions };
  const out: FollowUpsByPlatform = {};
  for (const platform of platforms) {
    const { thread, firstComment } = followUpsPublishedOn(stored, platform);
    if (thread.length > 0 || firstComment !== null) out[platform] = { thread: [...thread], firstComment: firstComment ?? "" };
  }
  return out;
}

/** Why a platform's follow-ups cannot be saved: an empty reply, or a part over the limit. */
export type FollowUpProblem = { platform: PlatformId; what: string; kind: "empty" | "over" };

/** The problems of the selected platforms' threads and first comments, counted as the server counts. */
export function followUpProblems(draft: WithFollowUps & { platforms: PlatformId[] }): FollowUpProblem[] {
  const problems: FollowUpProblem[] = [];
  for (const platform of draft.platforms) {
    const rule = platformRule(platform);
    const { thread, firstComment } = followUpsOf(draft, platform);
    if (takesThread(platform)) {
      thread.forEach((part, index) => {
        const what = `part ${index + 2} of the ${rule.label} thread`;
        if (part.trim() === "") problems.push({ platform, what, kind: "empty" });
        else if (rule.count(part) > rule.limit) problems.push({ platform, what, kind: "over" });
      });
    }
    // A comment has its comments API's own limit, a reply the post's (lib/platforms/comment-limit.ts).
    if (takesFirstComment(platform) && firstComment.trim() !== "" && rule.count(firstComment) > firstCommentLimit(rule)) {
      problems.push({ platform, what: `the ${rule.label} ${firstCommentLabel(platform).toLowerCase()}`, kind: "over" });
    }
  }
  return problems;
}
