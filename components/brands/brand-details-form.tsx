"use client";

import type { FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { checkBrandChanges } from "@/components/brands/brand-checks";
import { BrandFields } from "@/components/brands/brand-fields";
import { useBrandForm } from "@/components/brands/use-brand-form";
import { updateBrand } from "@/lib/client/brands";
import type { Brand } from "@/lib/client/types";

const IDS = { name: "brand-name", website: "brand-website" };

/** Name and website of a brand; PATCH sends only what changed. */
export function BrandDetailsForm({ brand }: { brand: Brand }) {
  const saved = { name: brand.name, website: brand.website };
  const form = useBrandForm(saved, IDS);
  const dirty = checkBrandChanges(saved, form.values) !== null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const failed = await form.submit(checkBrandChanges(saved, form.values), async (changes) => {
      const next = await updateBrand(brand.id, changes);
      form.reset({ name: next.name, website: next.website });
      toast.success("Brand details saved");
    });
    if (failed) toast.error("The brand was not saved", failed);
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Brand details" className="space-y-4 px-5 py-5 sm:px-6">
      {form.formError ? (
        <Alert tone="error" title="The brand was not saved">
          {form.formError}
        </Alert>
      ) : null}
      <BrandFields ids={IDS} values={form.values} errors={form.errors} onChange={form.change} websiteHint="Used when you extract a voice from the website." />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={!dirty || form.pending} onClick={() => form.reset(saved)}>
          Reset
        </Button>
        <Button type="submit" pending={form.pending} pendingLabel="Saving…" disabled={!dirty}>
          Save details
        </Button>
      </div>
    </form>
  );
}
