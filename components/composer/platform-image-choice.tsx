"use client";

import { ImagePicker } from "@/components/media/image-picker";
import { cx } from "@/components/ui/cx";
import type { ImageChoice } from "@/lib/client/compose-draft";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";

const CHOICES: { value: ImageChoice; label: string }[] = [
  { value: "same", label: "Same as the post" },
  { value: "none", label: "No image" },
  { value: "own", label: "Its own image" },
];

type Props = {
  id: string;
  platform: PlatformId;
  choice: ImageChoice;
  /** This platform's own image URL ("" while none is chosen); used when `choice` is "own". */
  ownImageUrl: string;
  /** The API's word about this platform's own image. */
  error?: string;
  onChoice: (choice: ImageChoice) => void;
  onOwnImage: (imageUrl: string) => void;
};

/**
 * Which image this platform publishes: the post's, none, or its own (the same picker as the
 * post's image: upload with alt text, or an image hosted elsewhere). Saved with the post as
 * the platform's version (`versions.<platform>.image_url`).
 */
export function PlatformImageChoice({ id, platform, choice, ownImageUrl, error, onChoice, onOwnImage }: Props) {
  const label = platformRule(platform).label;
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
        // Its rule problems show once, on the card (PlatformImageProblem), for every choice alike.
        <ImagePicker id={`${id}-image`} imageUrl={ownImageUrl} onChange={onOwnImage} platforms={[]} error={error} label={<span className="text-xs text-slate-600">{label}&apos;s own image</span>} />
      ) : error ? (
        <p className="text-xs font-medium text-red-600">{error}</p>
      ) : null}
    </div>
  );
}
