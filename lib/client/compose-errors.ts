import { ApiRequestError, messageOf } from "@/lib/client/api-error";
import { PLATFORM_IDS, type PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";

/** `queue`: why "Add to queue" did not place the post (no slot, no queue). */
export type ComposeField = "content" | "platforms" | "brand_id" | "image_url" | "scheduled_at" | "queue";

/**
 * Where a refusal belongs: next to a field, on one platform's preview (its text, or its own
 * image choice), or (neither) above the buttons.
 */
export type ComposeErrors = {
  general: string | null;
  fields: Partial<Record<ComposeField, string>>;
  platforms: Partial<Record<PlatformId, string>>;
  platformImages: Partial<Record<PlatformId, string>>;
};

export const noErrors = (): ComposeErrors => ({ general: null, fields: {}, platforms: {}, platformImages: {} });

const FIELDS: readonly ComposeField[] = ["content", "platforms", "brand_id", "image_url", "scheduled_at"];

const isPlatform = (value: string | undefined): value is PlatformId => PLATFORM_IDS.includes(value as PlatformId);

/** "versions.x_twitter.content: x_twitter (X): 300 characters, limit 280." → the part after the field. */
function withoutField(message: string): string {
  const rest = message.replace(/^[a-z_]+(\[\d+\])?(\.[a-z_]+(\[\d+\])?)*: /, "");
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/**
 * One version image's part of a message that may name several fields
 * ("image_url: instagram: …; versions.x_twitter.image_url: x_twitter: the file is 6 MB, more than 5 MB.").
 */
function imageProblemOf(message: string, field: string): string {
  const start = message.indexOf(`${field}: `);
  if (start < 0) return withoutField(message);
  const rest = message.slice(start + field.length + 2);
  const next = rest.search(/; (image_url|media\[\d+\]\.url|versions\.[a-z_]+\.(?:image_url|media\[\d+\]\.url)): /);
  const part = (next < 0 ? rest : rest.slice(0, next)).replace(/^[a-z_]+: /, "").replace(/\.$/, "");
  return `${part.charAt(0).toUpperCase()}${part.slice(1)}.`;
}

/**
 * The API's refusal placed where the marketer is looking (error.details: field, platform, limit,
 * actual): a platform's over-limit text on its preview, an image problem by the image, the rest
 * above the buttons. The API's own message is kept as a whole where no detail places it.
 */
export function composeErrorsOf(error: unknown): ComposeErrors {
  const out = noErrors();
  const details = error instanceof ApiRequestError ? error.details : [];
  const message = messageOf(error);
  for (const detail of details) {
    // The post's image list is edited where its first image is: by the image field.
    const head = detail.field.split(/[.[]/)[0];
    const field = head === "media" ? "image_url" : head;
    const versionImage = /^versions\.([a-z_]+)\.(?:image_url$|media\b)/.exec(detail.field)?.[1];
    if (isPlatform(versionImage)) {
      out.platformImages[versionImage] = imageProblemOf(message, detail.field);
    } else if (isPlatform(detail.platform) && (field === "content" || field === "versions")) {
      const rule = platformRule(detail.platform);
      out.platforms[detail.platform] =
        detail.limit !== undefined && detail.actual !== undefined
          ? `${detail.actual.toLocaleString()} ${rule.countUnit}, over ${rule.label}'s limit of ${detail.limit.toLocaleString()}.`
          : withoutField(message);
    } else if (FIELDS.includes(field as ComposeField)) {
      out.fields[field as ComposeField] = withoutField(message);
    }
  }
  const placed = Object.keys(out.fields).length + Object.keys(out.platforms).length + Object.keys(out.platformImages).length > 0;
  if (!placed) out.general = message;
  return out;
}
