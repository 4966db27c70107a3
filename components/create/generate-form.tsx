"use client";

import Link from "next/link";
import type { FormEvent } from "react";
import { PlatformPicker } from "@/components/posts/platform-picker";
import { CONTEXT_MAX, GOAL_MAX, type FormErrors, type FormValues } from "@/components/create/generate-checks";
import type { Brand } from "@/lib/client/types";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { inputClass } from "@/components/ui/field";
import { TextareaField } from "@/components/ui/textarea-field";

export const CONTENT_TYPES = [
  { value: "social_post", label: "Social post" },
  { value: "announcement", label: "Announcement" },
  { value: "promotion", label: "Promotion or offer" },
  { value: "event", label: "Event" },
  { value: "tip", label: "Tip or how-to" },
  { value: "behind_the_scenes", label: "Behind the scenes" },
] as const;


type Props = {
  brands: Brand[];
  values: FormValues;
  errors: FormErrors;
  pending: boolean;
  onChange: (patch: Partial<FormValues>) => void;
  onSubmit: () => void;
};

export function GenerateForm({ brands, values, errors, pending, onChange, onSubmit }: Props) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Generate posts" className="space-y-6 px-5 py-5 sm:px-6">
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <label htmlFor="create-brand" className="block text-sm font-medium text-slate-800">
            Brand
          </label>
          <select
            id="create-brand"
            className={cx(inputClass, "mt-1.5")}
            value={values.brandId}
            onChange={(e) => onChange({ brandId: e.target.value })}
            aria-invalid={errors.brandId ? true : undefined}
            aria-describedby={errors.brandId ? "create-brand-error" : "create-brand-hint"}
          >
            <option value="">Choose a brand…</option>
            {brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name}
              </option>
            ))}
          </select>
          {errors.brandId ? (
            <p id="create-brand-error" className="mt-1.5 text-sm text-red-600">{errors.brandId}</p>
          ) : (
            <p id="create-brand-hint" className="mt-1.5 text-xs text-slate-500">
              Posts are written in this brand&apos;s voice. <Link href="/brands" className="text-brand-700 hover:underline">Manage brands</Link>
            </p>
          )}
        </div>
        <div className="grid grid-cols-[1fr_auto] gap-4">
          <div>
            <label htmlFor="create-type" className="block text-sm font-medium text-slate-800">
              Content type
            </label>
            <select id="create-type" className={cx(inputClass, "mt-1.5")} value={values.contentType} onChange={(e) => onChange({ contentType: e.target.value })}>
              {CONTENT_TYPES.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="create-variations" className="block text-sm font-medium text-slate-800">
              Variations
            </label>
            <select id="create-variations" className={cx(inputClass, "mt-1.5 w-20")} value={values.variations} onChange={(e) => onChange({ variations: Number(e.target.value) })}>
              {[1, 2, 3, 4, 5].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>

      <PlatformPicker
        name="platforms"
        selected={values.platforms}
        onChange={(platforms) => onChange({ platforms })}
        error={errors.platforms}
        errorId="create-platforms-error"
        details
        gridClassName="sm:grid-cols-4"
      />

      <TextareaField
        id="create-goal"
        label="Goal"
        rows={3}
        maxLength={GOAL_MAX}
        placeholder="e.g. Announce our new autumn single-origin roast and invite people to the tasting on Saturday"
        value={values.goal}
        onChange={(e) => onChange({ goal: e.target.value })}
        error={errors.goal}
        trailing={<span className="text-xs tabular-nums text-slate-500">{values.goal.length} / {GOAL_MAX}</span>}
        hint="What the posts should achieve. One or two sentences is plenty."
      />

      <TextareaField
        id="create-context"
        label={<>Additional context <span className="font-normal text-slate-500">(optional)</span></>}
        rows={2}
        maxLength={CONTEXT_MAX}
        placeholder="Facts to include: dates, prices, links, names…"
        value={values.context}
        onChange={(e) => onChange({ context: e.target.value })}
        error={errors.context}
        trailing={<span className="text-xs tabular-nums text-slate-500">{values.context.length} / {CONTEXT_MAX}</span>}
      />

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-500">
          {values.platforms.length > 0
            ? `${values.platforms.length * values.variations} ${values.platforms.length * values.variations === 1 ? "text" : "texts"} will be written.`
            : "Choose at least one platform."}
        </p>
        <Button type="submit" pending={pending} pendingLabel="Generating…">
          Generate posts
        </Button>
      </div>
    </form>
  );
}

export function NoBrands() {
  return (
    <Alert tone="info" title="Add a brand first">
      Posts are generated in a brand&apos;s voice.{" "}
      <Link href="/brands" className="font-medium underline underline-offset-2">
        Create a brand
      </Link>{" "}
      and give it a voice profile, then come back here.
    </Alert>
  );
}
