import { Field } from "@/components/ui/field";
import type { BrandErrors, BrandField, BrandValues } from "@/components/brands/brand-checks";
import { createBrandSchema } from "@/lib/schemas/brand";

const NAME_MAX = createBrandSchema.shape.name.maxLength ?? 100;

type Props = {
  ids: Record<BrandField, string>;
  values: BrandValues;
  errors: BrandErrors;
  onChange: (field: BrandField, value: string) => void;
  websiteHint: string;
  namePlaceholder?: string;
  autoFocus?: boolean;
};

/** A brand's name and website, as both the "New brand" dialog and the brand's details form ask for them. */
export function BrandFields({ ids, values, errors, onChange, websiteHint, namePlaceholder, autoFocus }: Props) {
  return (
    <>
      <Field
        id={ids.name}
        label="Name"
        value={values.name}
        // A little room past the limit, so that a pasted name is cut by the check (with a message), not silently.
        maxLength={NAME_MAX + 20}
        autoComplete="organization"
        placeholder={namePlaceholder}
        autoFocus={autoFocus}
        onChange={(event) => onChange("name", event.target.value)}
        error={errors.name}
      />
      <Field
        id={ids.website}
        label="Website"
        type="url"
        inputMode="url"
        value={values.website}
        autoComplete="url"
        placeholder="https://example.com"
        onChange={(event) => onChange("website", event.target.value)}
        hint={websiteHint}
        error={errors.website}
      />
    </>
  );
}
