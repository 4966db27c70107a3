import { cx } from "@/components/ui/cx";
import type { FollowUpStyle } from "@/lib/platforms/display/platform-display";
import { frameText } from "@/lib/platforms/display/frame-text";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";

/** What follows a post in its preview: the thread's replies (part 2 on) and the first comment ("": none). */
export type FrameFollowUps = { thread: string[]; firstComment: string };

/** The replies and comment this platform publishes (a platform without threads ignores a kept thread). */
function publishedFollowUps(platform: PlatformId, followUps: FrameFollowUps | undefined) {
  const rule = platformRule(platform).followUps;
  return {
    thread: rule.thread ? (followUps?.thread ?? []) : [],
    firstComment: rule.firstComment !== null ? (followUps?.firstComment.trim() ?? "") : "",
  };
}

/** Whether anything follows the post in its preview (the thread line under the avatar is drawn only then). */
export function hasFollowUps(platform: PlatformId, followUps: FrameFollowUps | undefined): boolean {
  const { thread, firstComment } = publishedFollowUps(platform, followUps);
  return thread.length > 0 || firstComment !== "";
}

function Initial({ brandName, className }: { brandName: string; className?: string }) {
  return (
    <span aria-hidden className={cx("flex shrink-0 items-center justify-center rounded-full bg-slate-800 font-semibold text-white", className)}>
      {(brandName.trim()[0] ?? "?").toUpperCase()}
    </span>
  );
}

/** A follow-up's words as they will read; an empty part still shows where it will go. */
function Words({ text }: { text: string }) {
  return text.trim() === "" ? <span className="italic text-slate-400">Empty: write this part below.</span> : <span className="whitespace-pre-wrap break-words">{text}</span>;
}

/**
 * Inside a platform's preview frame, after the post: its thread's replies and its first comment
 * as that platform shows them (lib/platforms/display/platform-display.ts, "followUps"). Read
 * only: they are written in the fields under the preview.
 */
export function FollowUpsInFrame({ platform, style, followUps, brandName }: { platform: PlatformId; style: FollowUpStyle; followUps: FrameFollowUps; brandName: string }) {
  const { thread, firstComment } = publishedFollowUps(platform, followUps);
  if (thread.length === 0 && firstComment === "") return null;
  const label = platformRule(platform).label;

  if (style.show === "replies") {
    // Each reply by the same account, beside its avatar; the line joins each avatar to the next.
    const replies = [...thread.map((text, index) => ({ text, testId: "preview-thread-reply", note: `${index + 2}/${thread.length + 1}` })), ...(firstComment ? [{ text: firstComment, testId: "preview-first-comment", note: "first reply" }] : [])];
    return (
      <ol aria-label={`${label} preview: what follows the post`} className="mt-3">
        {replies.map((reply, index) => (
          <li key={index} data-testid={reply.testId} className="flex gap-3">
            <span aria-hidden className="flex shrink-0 flex-col items-center">
              <Initial brandName={brandName} className={cx("size-10 text-sm", style.avatarClass)} />
              {index < replies.length - 1 ? <span data-testid="preview-thread-line" className="mt-1 min-h-4 w-0.5 flex-1 bg-slate-200" /> : null}
            </span>
            <div className={cx("min-w-0 flex-1", index < replies.length - 1 && "pb-4")}>
              <p className="truncate text-sm">
                <span className={style.name.className}>{frameText(style.name.text, brandName)}</span>{" "}
                <span className={style.byline.className}>{frameText(style.byline.text, brandName)} · {reply.note}</span>
              </p>
              <p className="mt-0.5 text-[15px] leading-snug text-slate-900">
                <Words text={reply.text} />
              </p>
            </div>
          </li>
        ))}
      </ol>
    );
  }

  // A comment under the post: the account's name, then its words (in a grey bubble where the platform draws one).
  const name = <span className={style.name.className}>{frameText(style.name.text, brandName)}</span>;
  return (
    <div data-testid="preview-first-comment" aria-label={`${label} preview: the first comment`} className={style.className}>
      {style.bubble ? (
        <div className="flex gap-2">
          <Initial brandName={brandName} className={cx("size-7 text-xs", style.avatarClass)} />
          <div className="min-w-0 rounded-2xl bg-slate-100 px-3 py-1.5 text-sm leading-snug text-slate-900">
            <p className="text-xs">{name}</p>
            <p>
              <Words text={firstComment} />
            </p>
          </div>
        </div>
      ) : (
        <p>
          {name} <Words text={firstComment} />
        </p>
      )}
    </div>
  );
}
