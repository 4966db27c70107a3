import { checkWith, issuesFromApiMessage, toFieldErrors, type FieldErrors, type FieldIssue, type FieldMapping } from "@/lib/client/form-errors";
import { createBrandSchema, updateBrandSchema } from "@/lib/schemas/brand";

export type BrandField = "name" | "website";
export type BrandValues = Record<BrandField, string>;
export type BrandErrors = FieldErrors<BrandField>;

const FIELDS: readonly BrandField[] = ["name", "website"];

/** Why the schema refused the website, in words that say what to type. */
function explainWebsite(website: string, issue: FieldIssue): string {
  if (!website) return "Enter the brand's website, e.g. https://example.com.";
  if (issue.code === "too_big") return `Use at most ${issue.limit} characters.`;
  let url: URL | null = null;
  try {
    url = new URL(website);
  } catch {
    url = null;
  }
  if (!url) return "Enter a full web address starting with https:// or http://, e.g. https://example.com.";
  if (url.protocol !== "https:" && url.protocol !== "http:") return "The address must start with https:// or http://.";
  return "Enter a full web address, e.g. https://example.com.";
}

function mapping(values: BrandValues): FieldMapping<BrandField> {
  return {
    fieldOf: (path) => FIELDS.find((field) => path === field) ?? null,
    explain: (field, issue) => {
      if (field === "website") return explainWebsite(values.website.trim(), issue);
      if (issue.code === "too_small") return "Give the brand a name.";
      if (issue.code === "too_big") return `Use at most ${issue.limit} characters.`;
      return undefined;
    },
  };
}

/** The body of POST /brands, checked by the server's schema. */
export function checkNewBrand(values: BrandValues) {
  return checkWith(createBrandSchema, { name: values.name, website: values.website.trim() }, mapping(values));
}

/** The body of PATCH /brands/{id}: only what changed, checked by the server's schema (null: nothing changed). */
export function checkBrandChanges(saved: BrandValues, values: BrandValues) {
  const changes: Partial<BrandValues> = {};
  if (values.name.trim() !== saved.name) changes.name = values.name;
  if (values.website.trim() !== saved.website) changes.website = values.website.trim();
  if (Object.keys(changes).length === 0) return null;
  return checkWith(updateBrandSchema, changes, mapping(values));
}

/** Field errors out of the API's 400 message, should the server refuse what the browser accepted. */
export function brandErrorsFromApi(message: string, values: BrandValues): BrandErrors {
  return toFieldErrors(issuesFromApiMessage(message), mapping(values));
}

export const BRAND_FIELD_ORDER = FIELDS;
