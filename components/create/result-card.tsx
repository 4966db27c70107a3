"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { CharCounter, countFor, hashtagsIn } from "@/components/posts/char-counter";
import { formatDateTime } from "@/components/posts/datetime";
import { PlatformIcon } from "@/components/posts/platform-icon";
import { ScheduleForm } from "@/components/posts/schedule-form";
import { StatusBadge } from "@/components/posts/status-badge";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { inputClass } from "@/components/ui/field";
import { Meter } from "@/components/ui/meter";
import { toast } from "@/components/ui/toast";
import { platformRule } from "@/lib/platforms/registry";
import { PlatformPreview } from "@/components/create/platform-preview";
import { messageOf } from "@/lib/client/api-error";
import { useSavedDraft } from "@/components/create/use-saved-draft";
import type { GeneratedItem } from "@/lib/client/types";
import { httpUrlSchema } from "@/lib/schemas/common";
import { announceScheduleWarnings } from "@/components/posts/schedule-warnings";

/** One generated text in its platform's frame: edit it (the counter follows), save it, schedule it. */
export function ResultCard({ item, brandId, brandName, variations }: { item: GeneratedItem; brandId: string; brandName: string; variations: number }) {
  const id = useId();
  const rule = platformRule(item.platform);
  const [text, setText] = useState(item.text);
  const [imageUrl, setImageUrl] = useState("");
  const { saved, persist, schedule: scheduleDraft } = useSavedDraft(item.platform, brandId);
  const [saving, setSaving] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const { over } = countFor(item.platform, text);
  const empty = text.trim().length === 0;
  const imageProblem = rule.requiresMedia && !httpUrlSchema.safeParse(imageUrl.trim()).success ? `${rule.label} cannot publish text alone: add an image URL.` : null;
  const blocked = over ? `Shorten the text to ${rule.limit.toLocaleString()} ${rule.countUnit} to save it for ${rule.label}.` : empty ? "Write some text first." : imageProblem;
  const tags = hashtagsIn(text);
  const dirty = saved !== null && (saved.text !== text || saved.imageUrl !== imageUrl.trim());
  const locked = saved?.status === "scheduled" || saved?.status === "published";

  async function saveDraft() {
    setSaving(true);
    setError(null);
    try {
      const wasSaved = saved !== null;
      await persist(text, imageUrl);
      toast.success(wasSaved ? "Draft updated" : "Saved as draft", `${rule.label} post${variations > 1 ? `, variation ${item.variation}` : ""}.`);
    } catch (caught) {
      setError(messageOf(caught));
      toast.error("The draft was not saved", messageOf(caught));
    } finally {
      setSaving(false);
    }
  }

  async function schedule(at: Date) {
    const result = await scheduleDraft(text, imageUrl, at);
    setScheduling(false);
    toast.success("Post scheduled", `${rule.label}, ${formatDateTime(result.scheduled_at)}.`);
    announceScheduleWarnings(result);
  }

  const counterId = `${id}-counter`;
  const blockedId = `${id}-blocked`;

  return (
    <article
      data-testid="result-card"
      data-platform={item.platform}
      aria-labelledby={`${id}-title`}
      className="flex min-w-0 flex-col rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <header className="flex items-center gap-2 border-b border-slate-100 px-4 py-3">
        <PlatformIcon id={item.platform} className="size-6" />
        <h3 id={`${id}-title`} className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900">
          {rule.label}
          {variations > 1 ? <span className="font-normal text-slate-500"> · Variation {item.variation}</span> : null}
        </h3>
        {saved ? <StatusBadge status={saved.status} /> : null}
      </header>

      <div className="space-y-3 p-4">
        <PlatformPreview platform={item.platform} brandName={brandName} imageUrl={imageUrl.trim() || null}>
          <textarea
            aria-label={`${rule.label} post text${variations > 1 ? `, variation ${item.variation}` : ""}`}
            aria-describedby={`${counterId}${blocked ? ` ${blockedId}` : ""}`}
            aria-invalid={over || undefined}
            value={text}
            readOnly={locked}
            onChange={(e) => setText(e.target.value)}
            rows={3}
            className={cx(
              "field-sizing-content block min-h-20 w-full resize-none rounded-md border-0 bg-transparent p-0 text-inherit [font-size:inherit] [line-height:inherit] focus:outline-2 focus:outline-offset-4 focus:outline-brand-500",
              item.platform === "tiktok" ? "focus:bg-white/5" : "focus:bg-amber-50/40",
            )}
          />
        </PlatformPreview>

        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <CharCounter platform={item.platform} text={text} id={counterId} />
          <div className="flex items-center gap-2">
            <span className="text-xs text-slate-500">Brand consistency</span>
            <Meter size="sm" className="w-28" value={item.brandConsistency} label="Brand consistency" valueText={`${Math.round(item.brandConsistency * 100)}%`} />
          </div>
        </div>

        <div className="flex min-h-6 flex-wrap items-center gap-1.5" aria-label="Hashtags in the text">
          {tags.length === 0 ? (
            <span className="text-xs text-slate-500">{rule.maxHashtags === 0 ? `No hashtags: ${rule.label} posts go without.` : "No hashtags"}</span>
          ) : (
            tags.map((tag) => (
              <span key={tag} data-testid="hashtag-chip" className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                #{tag}
              </span>
            ))
          )}
          {rule.maxHashtags > 0 && tags.length > 0 ? (
            <span className={cx("text-xs", tags.length > rule.maxHashtags ? "font-medium text-amber-700" : "text-slate-500")}>
              {tags.length} of {rule.maxHashtags} suggested
            </span>
          ) : null}
        </div>

        {rule.requiresMedia ? (
          <div>
            <label htmlFor={`${id}-image`} className="block text-sm font-medium text-slate-800">
              Image URL <span className="font-normal text-slate-500">(required for {rule.label})</span>
            </label>
            <input
              id={`${id}-image`}
              type="url"
              inputMode="url"
              placeholder="https://…/photo.jpg"
              className={cx(inputClass, "mt-1.5")}
              value={imageUrl}
              readOnly={locked}
              onChange={(e) => setImageUrl(e.target.value)}
            />
          </div>
        ) : null}
      </div>

      <footer className="mt-auto space-y-3 border-t border-slate-100 px-4 py-3">
        <p id={blockedId} className={cx("min-h-4 text-xs", over ? "font-medium text-red-600" : blocked ? "text-amber-700" : "text-slate-500")}>
          {blocked ??
            (saved?.status === "scheduled" && saved.scheduledAt ? (
              <>
                Scheduled for {formatDateTime(saved.scheduledAt)} ·{" "}
                <Link href={`/posts/${saved.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                  View post
                </Link>
              </>
            ) : saved ? (
              <>
                {dirty ? "Unsaved changes" : "Saved as draft"} ·{" "}
                <Link href={`/posts/${saved.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                  View post
                </Link>
              </>
            ) : text !== item.text ? (
              "Edited"
            ) : (
              "\u00a0"
            ))}
        </p>
        {error ? <p className="text-xs text-red-600" role="alert">{error}</p> : null}
        {locked ? null : scheduling ? (
          <ScheduleForm submitLabel="Schedule" pendingLabel="Scheduling…" onSubmit={schedule} onCancel={() => setScheduling(false)} disabled={Boolean(blocked)} disabledReason={blocked ?? undefined} />
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={saveDraft} pending={saving} pendingLabel="Saving…" disabled={Boolean(blocked) || (saved !== null && !dirty)}>
              {saved ? "Save changes" : "Save as draft"}
            </Button>
            <Button size="sm" onClick={() => setScheduling(true)} disabled={Boolean(blocked)}>
              Schedule…
            </Button>
            {text !== item.text && !saved ? (
              <Button variant="ghost" size="sm" onClick={() => setText(item.text)}>
                Revert
              </Button>
            ) : null}
          </div>
        )}
      </footer>
    </article>
  );
}
