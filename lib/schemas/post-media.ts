import { z } from "@/lib/zod";
import { httpUrlSchema } from "@/lib/schemas/common";
import { MAX_ALT_TEXT_LENGTH } from "@/lib/schemas/media";
import { text } from "@/lib/schemas/text";

/**
 * The most images one post or version may list: the largest count any platform takes in one
 * post (a TikTok photo post's 35). Each platform's own count, often smaller, is checked against the
 * images it will publish (lib/posts/post-media-rules.ts).
 */
export const MAX_POST_IMAGES = 35;

/** One image of a post, in order (docs/api-decisions.md, "Several images per post"). */
export const postMediaItemSchema = z
  .strictObject({
    url: httpUrlSchema.meta({ description: "The image: an upload's URL (POST /media) or an external one, checked as `image_url` is." }),
    alt_text: text({ max: MAX_ALT_TEXT_LENGTH, trim: true })
      .nullish()
      .meta({ description: "What the image shows, sent where the platform takes alt text. Left out or null: an upload's own alt text (none for an external image)." }),
  });

/** The ordered images; `image_url` is the first one's URL. `[]`: no image. */
export const postMediaSchema = z
  .array(postMediaItemSchema)
  .max(MAX_POST_IMAGES, `at most ${MAX_POST_IMAGES} images; each platform takes its own count (docs/platforms.md, "Several images")`)
  .meta({
    description:
      `The post's images in order (at most ${MAX_POST_IMAGES}; each platform's own count is checked, docs/platforms.md): \`[{ "url": "https://…", "alt_text": "…" }]\`. ` +
      "`image_url` is the first one's URL: give either, or both with `image_url` equal to the first `url`. `[]` or null: no image.",
  });

/** As the API shows them: every image with its alt text given (null: an upload's own, or none). */
export const postMediaOutputSchema = z.array(z.object({ url: z.string(), alt_text: z.string().nullable() }));

export type PostMediaItem = { url: string; alt_text: string | null };
export type PostMediaInput = z.infer<typeof postMediaSchema>;
