"use client";

import type { FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { checkNewBrand } from "@/components/brands/brand-checks";
import { BrandFields } from "@/components/brands/brand-fields";
import { useBrandForm } from "@/components/brands/use-brand-form";
import { createBrand } from "@/lib/client/brands";
import type { Brand } from "@/lib/client/types";

const IDS = { name: "new-brand-name", website: "new-brand-website" };

function CreateBrandForm({ onCreated, onCancel }: { onCreated: (brand: Brand) => void; onCancel: () => void }) {
  const form = useBrandForm({ name: "", website: "" }, IDS);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.submit(checkNewBrand(form.values), async (body) => onCreated(await createBrand(body)));
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="New brand" className="space-y-4">
      {form.formError ? (
        <Alert tone="error" title="The brand was not created">
          {form.formError}
        </Alert>
      ) : null}
      <BrandFields
        ids={IDS}
        values={form.values}
        errors={form.errors}
        onChange={form.change}
        namePlaceholder="e.g. Northwind Coffee"
        autoFocus
        websiteHint="The full address, starting with https://"
      />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={form.pending}>
          Cancel
        </Button>
        <Button type="submit" pending={form.pending} pendingLabel="Creating…">
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
