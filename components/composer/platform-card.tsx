"use client";

import { useId } from "react";
import { CharCounter, countFor } from "@/components/posts/char-counter";
import { PlatformIcon } from "@/components/posts/platform-icon";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { FollowUpsEditor, type FollowUpHandlers } from "@/components/composer/follow-ups-editor";
import { PlatformImageChoice } from "@/components/composer/platform-image-choice";
import { PlatformImageProblem } from "@/components/composer/platform-image-problem";
import { PlatformPreview } from "@/components/composer/platform-preview";
import type { ImageChoice } from "@/lib/client/compose-draft";
import type { DraftFollowUps } from "@/lib/client/compose-follow-ups";
import type { GeneratedItem } from "@/lib/client/types";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";

type Props = {
  platform: PlatformId;
  text: string;
  /** Whether the platform publishes a text of its own rather than the default. */
  own: boolean;
  brandName: string;
  /** The images this platform publishes, in order (none: text alone): its own list, else the post's. */
  imageUrls: string[];
  imageChoice: ImageChoice;
  /** Its own images when `imageChoice` is "own" (empty while none is chosen). */
  ownImageUrls: string[];
  /** The API's word about this platform's own image. */
  imageError?: string;
  /** The generated variations for this platform, if any; `picked` is the one shown (null: written by hand). */
  variations: GeneratedItem[];
  picked: number | null;
  /** The API's word about this platform's text. */
  error?: string;
  onText: (text: string) => void;
  onPick: (variation: number | null) => void;
  onUseDefault: () => void;
  onImageChoice: (choice: ImageChoice) => void;
  onOwnImages: (imageUrls: string[]) => void;
  /** Its thread's replies and first comment, where the platform publishes them. */
  followUps: DraftFollowUps;
  followUpHandlers: FollowUpHandlers;
};

/**
 * One platform's preview with its text editable in place, its own counter, its variations to
 * pick from, its thread and first comment where it has them, and its image choice (the post's,
 * none, or its own) with that image's problems.
 */
export function PlatformCard(props: Props) {
  const { platform, text, own, brandName, imageUrls, imageChoice, ownImageUrls, imageError, variations, picked, error, onText, onPick, onUseDefault, onImageChoice, onOwnImages, followUps, followUpHandlers } = props;
  const id = useId();
  const rule = platformRule(platform);
  const { over, count, limit } = countFor(platform, text);
  const empty = text.trim() === "";
  const problem = error ?? (over ? `${(count - limit).toLocaleString()} over ${rule.label}'s limit of ${limit.toLocaleString()} ${rule.countUnit}: shorten it to save.` : empty ? `Write a text for ${rule.label}.` : null);
  const textareaId = `${id}-text`;

  return (
    <article
      data-testid="compose-platform"
      data-platform={platform}
      data-over={over || undefined}
      aria-labelledby={`${id}-title`}
      className={cx("flex min-w-0 flex-col rounded-xl bg-white shadow-sm ring-1", over || error ? "ring-2 ring-red-300" : "ring-slate-200")}
    >
      <header className="flex flex-wrap items-center gap-2 border-b border-slate-100 px-4 py-3">
        <PlatformIcon id={platform} className="size-6" />
        <h3 id={`${id}-title`} className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900">
          {rule.label}
        </h3>
        <span data-testid="compose-text-source" className={cx("rounded-full px-2 py-0.5 text-xs font-medium", own ? "bg-brand-50 text-brand-800" : "bg-slate-100 text-slate-600")}>
          {own ? "Own text" : "Default text"}
        </span>
        {imageChoice === "same" ? null : (
          <span data-testid="compose-image-source" className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
            {imageChoice === "none" ? "No image" : "Own image"}
          </span>
        )}
      </header>

      {variations.length > 0 ? (
        <fieldset className="border-b border-slate-100 px-4 py-2.5">
          <legend className="sr-only">{rule.label}: which text</legend>
          <div className="flex flex-wrap gap-1.5">
            {variations.map((item) => (
              <PickChip key={item.variation} name={`${id}-pick`} checked={picked === item.variation} onSelect={() => onPick(item.variation)}>
                Variation {item.variation}
              </PickChip>
            ))}
            <PickChip name={`${id}-pick`} checked={picked === null} onSelect={() => onPick(null)}>
              Write by hand
            </PickChip>
          </div>
        </fieldset>
      ) : null}

      <div className="space-y-3 p-4">
        <label htmlFor={textareaId} className="sr-only">
          {rule.label} text
        </label>
        <PlatformPreview platform={platform} brandName={brandName} imageUrl={imageUrls[0] ?? null} imageCount={imageUrls.length} followUps={followUps}>
          <textarea
            id={textareaId}
            aria-describedby={`${id}-counter${problem ? ` ${id}-problem` : ""}`}
            aria-invalid={over || Boolean(error) || undefined}
            value={text}
            placeholder={`Write the ${rule.label} text…`}
            onChange={(e) => onText(e.target.value)}
            rows={3}
            className={cx(
              "field-sizing-content block min-h-20 w-full resize-none rounded-md border-0 bg-transparent p-0 text-inherit [font-size:inherit] [line-height:inherit] focus:outline-2 focus:outline-offset-4 focus:outline-brand-500",
              rule.display.darkFrame ? "focus:bg-white/5" : "focus:bg-amber-50/40",
            )}
          />
        </PlatformPreview>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CharCounter platform={platform} text={text} id={`${id}-counter`} />
          {own ? (
            <Button variant="ghost" size="sm" onClick={onUseDefault}>
              Use default text
            </Button>
          ) : null}
        </div>
        <FollowUpsEditor id={id} platform={platform} brandName={brandName} followUps={followUps} {...followUpHandlers} />
        <div className="space-y-2 border-t border-slate-100 pt-3">
          <PlatformImageChoice id={id} platform={platform} choice={imageChoice} ownImageUrls={ownImageUrls} error={imageError} onChoice={onImageChoice} onOwnImages={onOwnImages} />
          {/* Its own list is judged image by image here; the post's list is judged by the post's picker, its first image here too. */}
          <PlatformImageProblem id={`${id}-image-problem`} platform={platform} imageUrls={imageChoice === "own" ? imageUrls : imageUrls.slice(0, 1)} />
        </div>
        {problem ? (
          <p id={`${id}-problem`} data-testid="compose-platform-problem" className={cx("text-xs", over || error ? "font-medium text-red-600" : "text-amber-700")}>
            {problem}
          </p>
        ) : null}
      </div>
    </article>
  );
}

function PickChip({ name, checked, onSelect, children }: { name: string; checked: boolean; onSelect: () => void; children: React.ReactNode }) {
  return (
    <label
      className={cx(
        "cursor-pointer rounded-full px-2.5 py-1 text-xs font-medium ring-1 ring-inset has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
        checked ? "bg-brand-600 text-white ring-brand-600" : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50",
      )}
    >
      <input type="radio" name={name} checked={checked} onChange={onSelect} className="sr-only" />
      {children}
    </label>
  );
}
