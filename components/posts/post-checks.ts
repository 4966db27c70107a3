import { countFor } from "@/components/posts/char-counter";
import { checkWith, issuesFromApiMessage, toFieldErrors, type Checked, type FieldErrors, type FieldMapping } from "@/lib/client/form-errors";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";
import { createPostSchema, type CreatePostInput } from "@/lib/schemas/post";

export type EditorValues = { content: string; platforms: PlatformId[]; brandId: string; imageUrl: string };
export type PostField = "content" | "platforms" | "image_url" | "brand_id";
export type PostErrors = FieldErrors<PostField>;

export const POST_FIELD_ORDER: readonly PostField[] = ["content", "platforms", "image_url", "brand_id"];

const labels = (platforms: PlatformId[]) => platforms.map((p) => platformRule(p).label).join(" and ");

const MAPPING: FieldMapping<PostField> = {
  fieldOf: (path) => POST_FIELD_ORDER.find((field) => path === field || path.startsWith(`${field}[`)) ?? null,
  explain: (field) => {
    if (field === "content") return "Write the post's text.";
    if (field === "platforms") return "Choose at least one platform.";
    if (field === "image_url") return "Enter a full http(s) URL.";
    return undefined;
  },
};

/**
 * The platforms whose rules (the registry the server counts with) the text breaks. A missing image
 * (Instagram, TikTok) does not stop a draft; scheduling it does (lib/posts/media-requirement.ts).
 */
export function platformProblems(values: EditorValues) {
  return { overLimit: values.platforms.filter((p) => countFor(p, values.content).over) };
}

/** The body of POST /posts (or PATCH), checked by the server's schema and each platform's limits. */
export function checkPost(values: EditorValues): Checked<CreatePostInput, PostField> {
  const body = { content: values.content, platforms: values.platforms, brand_id: values.brandId || null, image_url: values.imageUrl.trim() || null };
  const checked = checkWith(createPostSchema, body, MAPPING);
  const errors: PostErrors = checked.ok ? {} : { ...checked.errors };
  const { overLimit } = platformProblems(values);
  if (!errors.content && overLimit.length > 0) errors.content = `Too long for ${labels(overLimit)}: shorten it or unselect ${overLimit.length > 1 ? "them" : "it"}.`;
  if (checked.ok && Object.keys(errors).length === 0) return checked;
  return { ok: false, errors, other: checked.ok ? null : checked.other };
}

/** Field errors out of the API's 400 message (the API's words, as a sentence). */
export function postErrorsFromApi(message: string): PostErrors {
  return toFieldErrors(issuesFromApiMessage(message), { fieldOf: MAPPING.fieldOf });
}
