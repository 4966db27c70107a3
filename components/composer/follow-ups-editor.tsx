"use client";

import { useState } from "react";
import { CharCounter } from "@/components/posts/char-counter";
import { firstCommentLimit } from "@/lib/platforms/comment-limit";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { firstCommentLabel, takesFirstComment, takesThread, type DraftFollowUps } from "@/lib/client/compose-follow-ups";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";
import { MAX_THREAD_REPLIES } from "@/lib/schemas/post";

/** What the editor changes; each returns nothing and the composer keeps the draft. */
export type FollowUpHandlers = {
  onAddPart: () => void;
  onPart: (index: number, text: string) => void;
  onRemovePart: (index: number) => void;
  onFirstComment: (text: string) => void;
};

type Props = FollowUpHandlers & {
  /** The card's id prefix, so that labels and counters stay unique per platform. */
  id: string;
  platform: PlatformId;
  brandName: string;
  followUps: DraftFollowUps;
};

const fieldClass =
  "field-sizing-content block min-h-16 w-full resize-none rounded-md border border-slate-300 bg-white px-2.5 py-2 text-sm leading-relaxed text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30";

/**
 * Under a platform's preview: the replies that follow its text as a thread (X, Bluesky,
 * Threads), drawn as the platform draws a thread, one counter per part, and its first comment or
 * first reply. Shown only where the platform publishes them (its `platform.ts`, `followUps`).
 */
export function FollowUpsEditor({ id, platform, brandName, followUps, onAddPart, onPart, onRemovePart, onFirstComment }: Props) {
  const rule = platformRule(platform);
  const thread = takesThread(platform);
  const comment = takesFirstComment(platform);
  if (!thread && !comment) return null;
  const full = followUps.thread.length >= MAX_THREAD_REPLIES;
  const commentLabel = firstCommentLabel(platform);

  return (
    <div data-testid="compose-follow-ups" className="space-y-3 border-t border-slate-100 pt-3">
      {thread ? (
        <div>
          {followUps.thread.length > 0 ? (
            <ol aria-label={`${rule.label} thread`} className="mb-2 space-y-2">
              {followUps.thread.map((part, index) => {
                const partId = `${id}-part-${index}`;
                const over = rule.count(part) > rule.limit;
                return (
                  <li key={index} data-testid="compose-thread-part" data-over={over || undefined} className="relative flex gap-2.5">
                    {/* The line that joins a thread's replies, as the platforms draw it. */}
                    <span aria-hidden className="flex w-7 shrink-0 flex-col items-center">
                      <span className="h-2 w-0.5 bg-slate-300" />
                      <span className="flex size-7 items-center justify-center rounded-full bg-slate-800 text-xs font-semibold text-white">{(brandName.trim()[0] ?? "?").toUpperCase()}</span>
                      <span className="w-0.5 flex-1 bg-slate-300" />
                    </span>
                    <div className="min-w-0 flex-1 pt-1">
                      <div className="flex items-center justify-between gap-2">
                        <label htmlFor={partId} className="text-xs font-medium text-slate-700">
                          Part {index + 2} <span className="font-normal text-slate-500">(reply)</span>
                        </label>
                        <Button variant="ghost" size="sm" onClick={() => onRemovePart(index)} aria-label={`Remove part ${index + 2} of the ${rule.label} thread`}>
                          Remove
                        </Button>
                      </div>
                      <textarea
                        id={partId}
                        value={part}
                        rows={2}
                        aria-describedby={`${partId}-counter`}
                        aria-invalid={over || undefined}
                        placeholder={`Part ${index + 2} of the thread…`}
                        onChange={(e) => onPart(index, e.target.value)}
                        className={cx(fieldClass, over && "border-red-400")}
                      />
                      <CharCounter platform={platform} text={part} id={`${partId}-counter`} className="mt-1" />
                    </div>
                  </li>
                );
              })}
            </ol>
          ) : null}
          <Button variant="secondary" size="sm" onClick={onAddPart} disabled={full}>
            {followUps.thread.length === 0 ? "Make it a thread: add a reply" : "Add a reply"}
          </Button>
          {full ? <p className="mt-1 text-xs text-slate-600">A thread holds at most {MAX_THREAD_REPLIES} replies after the post.</p> : null}
        </div>
      ) : null}
      {comment ? (
        <FirstCommentField id={id} platform={platform} label={commentLabel} text={followUps.firstComment} afterThread={thread} onChange={onFirstComment} />
      ) : null}
    </div>
  );
}

/**
 * The first comment (or first reply), folded behind a button until asked for: most posts have
 * none, and an empty field on every card would read as something to fill in.
 */
function FirstCommentField({ id, platform, label, text, afterThread, onChange }: { id: string; platform: PlatformId; label: string; text: string; afterThread: boolean; onChange: (text: string) => void }) {
  const [open, setOpen] = useState(text !== "");
  const rule = platformRule(platform);
  const fieldId = `${id}-first-comment`;
  if (!open && text === "") {
    return (
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Add a {label.toLowerCase()}
      </Button>
    );
  }
  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={fieldId} className="text-xs font-medium text-slate-700">
          {label} <span className="font-normal text-slate-500">(published right after the post{afterThread ? ", as a reply to it" : ""})</span>
        </label>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            onChange("");
            setOpen(false);
          }}
          aria-label={`Remove the ${rule.label} ${label.toLowerCase()}`}
        >
          Remove
        </Button>
      </div>
      <textarea
        id={fieldId}
        data-testid="compose-first-comment"
        value={text}
        rows={2}
        aria-describedby={`${fieldId}-counter`}
        placeholder={rule.followUps.firstComment === "reply" ? "A reply to the post, e.g. the link…" : "e.g. the link or the hashtags…"}
        onChange={(e) => onChange(e.target.value)}
        className={cx(fieldClass, "mt-1")}
      />
      <CharCounter platform={platform} text={text} id={`${fieldId}-counter`} className="mt-1" limit={firstCommentLimit(rule)} />
    </div>
  );
}
