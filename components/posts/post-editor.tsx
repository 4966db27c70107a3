"use client";

import { useId, useState, type FormEvent } from "react";
import { ApiRequestError, fieldErrorFrom } from "@/components/api/request";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { inputClass } from "@/components/ui/field";
import { TextareaField } from "@/components/ui/textarea-field";
import { PLATFORM_IDS, type PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";
import { messageOf, type PostInput } from "./api";
import { CharCounter, countFor } from "./char-counter";
import { PlatformIcon } from "./platform-icon";
import type { Brand } from "./types";

export type EditorValues = { content: string; platforms: PlatformId[]; brandId: string; imageUrl: string };
type Errors = Partial<Record<"content" | "platforms" | "image_url" | "brand_id", string>>;

type Props = {
  initial: EditorValues;
  brands: Brand[];
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (input: PostInput) => Promise<void>;
  onCancel?: () => void;
};

/** Write or edit a post by hand: text, platforms (a live counter for each), brand and image. */
export function PostEditor({ initial, brands, submitLabel, pendingLabel, onSubmit, onCancel }: Props) {
  const id = useId();
  const [values, setValues] = useState<EditorValues>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const overLimit = values.platforms.filter((p) => countFor(p, values.content).over);
  const needsImage = values.platforms.filter((p) => platformRule(p).requiresMedia);

  function set(patch: Partial<EditorValues>) {
    setValues((prev) => ({ ...prev, ...patch }));
    setErrors({});
  }

  function validate(): Errors {
    const found: Errors = {};
    if (!values.content.trim()) found.content = "Write the post's text.";
    else if (overLimit.length > 0) found.content = `Too long for ${overLimit.map((p) => platformRule(p).label).join(" and ")}: shorten it or unselect ${overLimit.length > 1 ? "them" : "it"}.`;
    if (values.platforms.length === 0) found.platforms = "Choose at least one platform.";
    const image = values.imageUrl.trim();
    if (image && !/^https?:\/\/\S+$/.test(image)) found.image_url = "Enter a full http(s) URL.";
    else if (!image && needsImage.length > 0) found.image_url = `${needsImage.map((p) => platformRule(p).label).join(" and ")} cannot publish text alone: add an image URL.`;
    return found;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const found = validate();
    setErrors(found);
    const first = (["content", "platforms", "image_url"] as const).find((f) => found[f]);
    if (first) {
      const target = first === "platforms" ? document.querySelector<HTMLInputElement>(`input[name="${id}-platforms"]`) : document.getElementById(`${id}-${first}`);
      target?.focus();
      return;
    }
    setPending(true);
    try {
      await onSubmit({ content: values.content, platforms: values.platforms, brand_id: values.brandId || null, image_url: values.imageUrl.trim() || null });
    } catch (error) {
      const message = messageOf(error);
      const onField = error instanceof ApiRequestError && error.status === 400 ? fieldErrorFrom(message, ["content", "platforms", "image_url", "brand_id"]) : null;
      if (onField) setErrors({ [onField.field]: onField.message });
      setFormError(message);
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel} className="space-y-6">
      {formError ? <Alert tone="error" title="The post was not saved">{formError}</Alert> : null}

      <TextareaField
        id={`${id}-content`}
        label="Text"
        rows={6}
        className="[&_textarea]:field-sizing-content [&_textarea]:min-h-36"
        value={values.content}
        onChange={(e) => set({ content: e.target.value })}
        error={errors.content}
        hint="Hashtags and links go in the text, exactly as they will be published."
      />

      {values.platforms.length > 0 ? (
        <ul aria-label="Length per platform" className="-mt-3 grid gap-2 sm:grid-cols-2">
          {values.platforms.map((platform) => (
            <li key={platform} className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-inset ring-slate-200">
              <span className="flex min-w-0 items-center gap-2 text-sm text-slate-700">
                <PlatformIcon id={platform} />
                <span className="truncate">{platformRule(platform).label}</span>
              </span>
              <CharCounter platform={platform} text={values.content} />
            </li>
          ))}
        </ul>
      ) : null}

      <fieldset aria-describedby={errors.platforms ? `${id}-platforms-error` : undefined} className="@container">
        <legend className="text-sm font-medium text-slate-800">Platforms</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 @xl:grid-cols-4">
          {PLATFORM_IDS.map((platform) => {
            const checked = values.platforms.includes(platform);
            return (
              <label
                key={platform}
                className={cx(
                  "flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 ring-1 ring-inset transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
                  checked ? "bg-brand-50/60 ring-brand-200" : "bg-white ring-slate-200 hover:bg-slate-50",
                )}
              >
                <input
                  type="checkbox"
                  name={`${id}-platforms`}
                  checked={checked}
                  onChange={(e) =>
                    set({ platforms: e.target.checked ? PLATFORM_IDS.filter((p) => p === platform || values.platforms.includes(p)) : values.platforms.filter((p) => p !== platform) })
                  }
                  className="size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
                />
                <PlatformIcon id={platform} />
                <span className="text-sm font-medium leading-tight text-slate-900">{platformRule(platform).label}</span>
              </label>
            );
          })}
        </div>
        {errors.platforms ? <p id={`${id}-platforms-error`} className="mt-1.5 text-sm text-red-600">{errors.platforms}</p> : null}
      </fieldset>

      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <label htmlFor={`${id}-brand`} className="block text-sm font-medium text-slate-800">
            Brand <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <select id={`${id}-brand`} className={cx(inputClass, "mt-1.5")} value={values.brandId} onChange={(e) => set({ brandId: e.target.value })}>
            <option value="">No brand</option>
            {brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name}
              </option>
            ))}
          </select>
          {errors.brand_id ? <p className="mt-1.5 text-sm text-red-600">{errors.brand_id}</p> : null}
        </div>
        <div>
          <label htmlFor={`${id}-image_url`} className="block text-sm font-medium text-slate-800">
            Image URL{" "}
            <span className="font-normal text-slate-500">
              {needsImage.length > 0 ? `(required for ${needsImage.map((p) => platformRule(p).label).join(" and ")})` : "(optional)"}
            </span>
          </label>
          <input
            id={`${id}-image_url`}
            type="url"
            inputMode="url"
            placeholder="https://…/photo.jpg"
            className={cx(inputClass, "mt-1.5")}
            value={values.imageUrl}
            onChange={(e) => set({ imageUrl: e.target.value })}
            aria-invalid={errors.image_url ? true : undefined}
            aria-describedby={errors.image_url ? `${id}-image-error` : undefined}
          />
          {errors.image_url ? <p id={`${id}-image-error`} className="mt-1.5 text-sm text-red-600">{errors.image_url}</p> : null}
        </div>
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" pending={pending} pendingLabel={pendingLabel}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
