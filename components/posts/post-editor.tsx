"use client";

import { useId, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { inputClass } from "@/components/ui/field";
import { TextareaField } from "@/components/ui/textarea-field";
import { ImagePicker } from "@/components/media/image-picker";
import { platformRule } from "@/lib/platforms/registry";
import { PlatformPicker } from "@/components/posts/platform-picker";
import { PlatformLengths } from "@/components/posts/platform-lengths";
import { checkPost, platformProblems, postErrorsFromApi, POST_FIELD_ORDER, type EditorValues, type PostErrors } from "@/components/posts/post-checks";
import { hasStatus, messageOf } from "@/lib/client/api-error";
import { firstError } from "@/lib/client/form-errors";
import type { Brand } from "@/lib/client/types";
import type { CreatePostInput } from "@/lib/schemas/post";

type Props = {
  initial: EditorValues;
  brands: Brand[];
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (input: CreatePostInput) => Promise<void>;
  onCancel?: () => void;
};

/** Write or edit a post by hand: text, platforms (a live counter for each), brand and image. */
export function PostEditor({ initial, brands, submitLabel, pendingLabel, onSubmit, onCancel }: Props) {
  const id = useId();
  const [values, setValues] = useState<EditorValues>(initial);
  const [errors, setErrors] = useState<PostErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const { needsImage } = platformProblems(values);

  function set(patch: Partial<EditorValues>) {
    setValues((prev) => ({ ...prev, ...patch }));
    setErrors({});
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const checked = checkPost(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      if (checked.other) setFormError(checked.other);
      const first = firstError(checked.errors, POST_FIELD_ORDER);
      const target =
        first === "platforms" ? document.querySelector<HTMLInputElement>(`input[name="${id}-platforms"]`) : first ? document.getElementById(`${id}-${first === "brand_id" ? "brand" : first}`) : null;
      target?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await onSubmit(checked.data);
    } catch (error) {
      const message = messageOf(error);
      if (hasStatus(error, 400)) setErrors(postErrorsFromApi(message));
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

      {values.platforms.length > 0 ? <PlatformLengths platforms={values.platforms} text={values.content} label="Length per platform" className="-mt-3" /> : null}

      <PlatformPicker
        name={`${id}-platforms`}
        selected={values.platforms}
        onChange={(platforms) => set({ platforms })}
        error={errors.platforms}
        errorId={`${id}-platforms-error`}
        className="@container"
        gridClassName="@xl:grid-cols-4"
      />

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
        <ImagePicker
          id={`${id}-image_url`}
          imageUrl={values.imageUrl}
          onChange={(imageUrl) => set({ imageUrl })}
          platforms={values.platforms}
          error={errors.image_url}
          label={
            <>
              Image{" "}
              <span className="font-normal text-slate-500">
                {needsImage.length > 0 ? `(required for ${needsImage.map((p) => platformRule(p).label).join(" and ")})` : "(optional)"}
              </span>
            </>
          }
        />
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
