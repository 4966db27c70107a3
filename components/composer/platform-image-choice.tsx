"use client";

import { MediaListPicker } from "@/components/media/media-list-picker";
import { cx } from "@/components/ui/cx";
import type { ImageChoice } from "@/lib/client/compose-draft";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";
import { imageRulesSummary } from "@/lib/platforms/image-rules-summary";

const CHOICES: { value: ImageChoice; label: string }[] = [
  { value: "same", label: "Same as the post" },
  { value: "none", label: "No image" },
  { value: "own", label: "Its own image" },
];

type Props = {
  id: string;
  platform: PlatformId;
  choice: ImageChoice;
  /** This platform's own images in order (empty while none is chosen); used when `choice` is "own". */
  ownImageUrls: string[];
  /** The API's word about this platform's own image. */
  error?: string;
  onChoice: (choice: ImageChoice) => void;
  onOwnImages: (imageUrls: string[]) => void;
};

/**
 * Which images this platform publishes: the post's, none, or its own list (the same picker as
 * the post's images: several uploads with alt text each, reordered by dragging or the Move
 * buttons, or an image hosted elsewhere), with this platform's count and image rules shown.
 * Saved with the post as the platform's version (`versions.<platform>.image_url`, or `.media`
 * once it lists several).
 */
export function PlatformImageChoice({ id, platform, choice, ownImageUrls, error, onChoice, onOwnImages }: Props) {
  const rule = platformRule(platform);
  const label = rule.label;
  return (
    <div data-testid="compose-image-choice" className="space-y-2">
      <fieldset>
        <legend className="text-xs font-medium text-slate-600">Image on {label}</legend>
        <div className="mt-1.5 flex flex-wrap gap-1.5">
          {CHOICES.map(({ value, label: text }) => (
            <label
              key={value}
              className={cx(
                "cursor-pointer rounded-full px-2.5 py-1 text-xs font-medium ring-1 ring-inset has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
                choice === value ? "bg-slate-800 text-white ring-slate-800" : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50",
              )}
            >
              <input type="radio" name={`${id}-image-choice`} value={value} checked={choice === value} onChange={() => onChoice(value)} className="sr-only" />
              {text}
            </label>
          ))}
        </div>
      </fieldset>
      {choice === "own" ? (
        <div data-testid="compose-own-images">
          <p data-testid="compose-own-image-rules" className="mb-1.5 text-xs text-slate-500">
            <span className="font-medium text-slate-600">{label}:</span> {imageRulesSummary(rule.images)}
          </p>
          {/* Each image's rule problems show once, on the card (PlatformImageProblem), for every choice alike; the count shows here. */}
          <MediaListPicker
            id={`${id}-image`}
            urls={ownImageUrls}
            onChange={onOwnImages}
            platforms={[platform]}
            imageProblems={false}
            listLabel={`${label}'s own images, in order`}
            owner="this version"
            overCountHint={() => "Remove some."}
            error={error}
            label={<span className="text-xs text-slate-600">{label}&apos;s own images</span>}
          />
        </div>
      ) : error ? (
        <p className="text-xs font-medium text-red-600">{error}</p>
      ) : null}
    </div>
  );
}
