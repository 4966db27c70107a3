import { checkWith, issuesFromApiMessage, toFieldErrors, type FieldMapping } from "@/lib/client/form-errors";
import { generateContentSchema } from "@/lib/schemas/content";
import type { PlatformId } from "@/lib/platforms/ids";

export type FormValues = { brandId: string; platforms: PlatformId[]; goal: string; contentType: string; context: string; variations: number };
export type FormField = "brandId" | "platforms" | "goal" | "context";
export type FormErrors = Partial<Record<FormField, string>>;

export const GOAL_MAX = generateContentSchema.shape.goal.maxLength ?? 2000;
export const CONTEXT_MAX = generateContentSchema.shape.additional_context.unwrap().maxLength ?? 5000;

const FIELD_OF: Record<string, FormField> = { brand_id: "brandId", platforms: "platforms", goal: "goal", additional_context: "context" };

const MAPPING: FieldMapping<FormField> = {
  fieldOf: (path) => FIELD_OF[path.replace(/\[\d+\].*$/, "")] ?? null,
  explain: (field, issue) => {
    if (field === "brandId") return "Choose a brand.";
    if (field === "platforms") return "Choose at least one platform.";
    if (issue.code === "too_big") return `Use at most ${issue.limit} characters.`;
    if (field === "goal") return "Say what the posts should achieve.";
    return undefined;
  },
};

/** The body of POST /content/generate, checked by the server's schema. */
export function checkGenerate(values: FormValues) {
  const body = {
    brand_id: values.brandId,
    platforms: values.platforms,
    goal: values.goal.trim(),
    content_type: values.contentType,
    variations: values.variations,
    ...(values.context.trim() ? { additional_context: values.context.trim() } : {}),
  };
  return checkWith(generateContentSchema, body, MAPPING);
}

/** Field errors out of the API's 400 message. */
export function generateErrorsFromApi(message: string): FormErrors {
  return toFieldErrors(issuesFromApiMessage(message), { fieldOf: MAPPING.fieldOf });
}
