"use client";

import { useState, type FormEvent } from "react";
import { ApiRequestError, apiRequest, fieldErrorFrom } from "@/components/api/request";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { focusField } from "@/components/ui/focus-field";
import { Field } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { NAME_MAX, sentence, validateBrandName, validateWebsite } from "./brand-validation";
import type { Brand } from "./types";

type Errors = { name?: string; website?: string };

/** Name and website of a brand; PATCH sends only what changed. */
export function BrandDetailsForm({ brand, onSaved }: { brand: Brand; onSaved: (brand: Brand) => void }) {
  const [name, setName] = useState(brand.name);
  const [website, setWebsite] = useState(brand.website);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const changes: { name?: string; website?: string } = {};
  if (name.trim() !== brand.name) changes.name = name.trim();
  if (website.trim() !== brand.website) changes.website = website.trim();
  const dirty = Object.keys(changes).length > 0;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const found: Errors = {};
    const nameError = validateBrandName(name);
    const websiteError = validateWebsite(website);
    if (nameError) found.name = nameError;
    if (websiteError) found.website = websiteError;
    setErrors(found);
    if (found.name || found.website) {
      focusField(found.name ? "brand-name" : "brand-website");
      return;
    }
    if (!dirty) return;
    setPending(true);
    try {
      const data = await apiRequest<{ brand: Brand }>(`/api/v1/brands/${brand.id}`, { method: "PATCH", body: changes });
      setName(data.brand.name);
      setWebsite(data.brand.website);
      onSaved(data.brand);
      toast.success("Brand details saved");
    } catch (error) {
      const message = error instanceof Error ? error.message : "The brand could not be saved. Please try again.";
      const onField = error instanceof ApiRequestError && error.status === 400 ? fieldErrorFrom(message, ["name", "website"]) : null;
      if (onField) {
        setErrors({ [onField.field]: sentence(onField.message) });
        focusField(onField.field === "name" ? "brand-name" : "brand-website");
      } else setFormError(message);
      toast.error("The brand was not saved", message);
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Brand details" className="space-y-4 px-5 py-5 sm:px-6">
      {formError ? (
        <Alert tone="error" title="The brand was not saved">
          {formError}
        </Alert>
      ) : null}
      <Field
        id="brand-name"
        label="Name"
        value={name}
        maxLength={NAME_MAX + 20}
        autoComplete="organization"
        onChange={(event) => {
          setName(event.target.value);
          if (errors.name) setErrors((prev) => ({ ...prev, name: undefined }));
        }}
        error={errors.name}
      />
      <Field
        id="brand-website"
        label="Website"
        type="url"
        inputMode="url"
        value={website}
        autoComplete="url"
        placeholder="https://example.com"
        onChange={(event) => {
          setWebsite(event.target.value);
          if (errors.website) setErrors((prev) => ({ ...prev, website: undefined }));
        }}
        hint="Used when you extract a voice from the website."
        error={errors.website}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          disabled={!dirty || pending}
          onClick={() => {
            setName(brand.name);
            setWebsite(brand.website);
            setErrors({});
            setFormError(null);
          }}
        >
          Reset
        </Button>
        <Button type="submit" pending={pending} pendingLabel="Saving…" disabled={!dirty}>
          Save details
        </Button>
      </div>
    </form>
  );
}
