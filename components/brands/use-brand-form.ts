"use client";

import { useState } from "react";
import { focusField } from "@/components/ui/focus-field";
import { brandErrorsFromApi, BRAND_FIELD_ORDER, type BrandErrors, type BrandField, type BrandValues } from "@/components/brands/brand-checks";
import { hasStatus, messageOf } from "@/lib/client/api-error";
import { firstError, type Checked } from "@/lib/client/form-errors";

type Ids = Record<BrandField, string>;

/**
 * The state of a brand's name-and-website form (new brand, brand details): values, the
 * errors next to each field, an error above the form, and the submit that checks with the
 * server's schema, sends, and shows whatever the API refused next to its field.
 */
export function useBrandForm(initial: BrandValues, ids: Ids) {
  const [values, setValues] = useState<BrandValues>(initial);
  const [errors, setErrors] = useState<BrandErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function change(field: BrandField, value: string) {
    setValues((prev) => ({ ...prev, [field]: value }));
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
  }

  function reset(to: BrandValues) {
    setValues(to);
    setErrors({});
    setFormError(null);
  }

  function show(found: BrandErrors) {
    setErrors(found);
    const first = firstError(found, BRAND_FIELD_ORDER);
    if (first) focusField(ids[first]);
  }

  /** Resolves with the API's message when the request failed (for a toast), else null. */
  async function submit<T>(checked: Checked<T, BrandField> | null, send: (body: T) => Promise<void>): Promise<string | null> {
    setFormError(null);
    if (!checked) return null;
    if (!checked.ok) {
      show(checked.errors);
      if (checked.other) setFormError(checked.other);
      return null;
    }
    setErrors({});
    setPending(true);
    try {
      await send(checked.data);
      return null;
    } catch (error) {
      const message = messageOf(error);
      const onFields = hasStatus(error, 400) ? brandErrorsFromApi(message, values) : {};
      if (Object.keys(onFields).length > 0) show(onFields);
      else setFormError(message);
      return message;
    } finally {
      setPending(false);
    }
  }

  return { values, errors, formError, pending, change, reset, submit };
}
