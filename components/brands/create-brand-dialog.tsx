"use client";

import { useState, type FormEvent } from "react";
import { ApiRequestError, apiRequest, fieldErrorFrom } from "@/components/api/request";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { NAME_MAX, sentence, validateBrandName, validateWebsite } from "./brand-validation";
import type { Brand } from "./types";

type Errors = { name?: string; website?: string };

function CreateBrandForm({ onCreated, onCancel }: { onCreated: (brand: Brand) => void; onCancel: () => void }) {
  const [name, setName] = useState("");
  const [website, setWebsite] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

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
      document.getElementById(found.name ? "new-brand-name" : "new-brand-website")?.focus();
      return;
    }
    setPending(true);
    try {
      const data = await apiRequest<{ brand: Brand }>("/api/v1/brands", { method: "POST", body: { name: name.trim(), website: website.trim() } });
      onCreated(data.brand);
    } catch (error) {
      const message = error instanceof Error ? error.message : "The brand could not be created. Please try again.";
      const onField = error instanceof ApiRequestError && error.status === 400 ? fieldErrorFrom(message, ["name", "website"]) : null;
      if (onField) {
        setErrors({ [onField.field]: sentence(onField.message) });
        document.getElementById(onField.field === "name" ? "new-brand-name" : "new-brand-website")?.focus();
      } else setFormError(message);
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="New brand" className="space-y-4">
      {formError ? (
        <Alert tone="error" title="The brand was not created">
          {formError}
        </Alert>
      ) : null}
      <Field
        id="new-brand-name"
        label="Name"
        value={name}
        maxLength={NAME_MAX + 20}
        autoComplete="organization"
        placeholder="e.g. Northwind Coffee"
        autoFocus
        onChange={(event) => {
          setName(event.target.value);
          if (errors.name) setErrors((prev) => ({ ...prev, name: undefined }));
        }}
        error={errors.name}
      />
      <Field
        id="new-brand-website"
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
        hint="The full address, starting with https://"
        error={errors.website}
      />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" pending={pending} pendingLabel="Creating…">
          Create brand
        </Button>
      </div>
    </form>
  );
}

/** "New brand": a dialog with name and website; POST /api/v1/brands. */
export function CreateBrandDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (brand: Brand) => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="New brand" description="Give the brand a name and its website. You can add its voice next.">
      <CreateBrandForm onCreated={onCreated} onCancel={onClose} />
    </Dialog>
  );
}
