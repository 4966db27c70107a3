import type { Post } from "@/lib/db/generated/client";

// A post is read as one row type whoever reads it: Prisma returns the model (a superset of it),
// and the list's hand-written SQL selects these columns under these names, so a row from either
// goes through the same mapping to the API (lib/posts/post-output.ts). A column the API shows
// is added here, once, and the compiler then asks for it in the mapping.

/** The fields of a post the API shows, each with its column in `posts`. */
const POST_ROW_COLUMNS = {
  id: "id",
  content: "content",
  versions: "versions",
  platforms: "platforms",
  brandId: "brand_id",
  imageUrl: "image_url",
  media: "media",
  thread: "thread",
  firstComment: "first_comment",
  status: "status",
  source: "source",
  scheduledAt: "scheduled_at",
  publishedAt: "published_at",
  createdAt: "created_at",
} as const satisfies Partial<Record<keyof Post, string>>;

export type PostRow = Pick<Post, keyof typeof POST_ROW_COLUMNS>;

/** The select list of a post row in SQL: `p.brand_id AS "brandId", …` for the table alias given. */
export function postRowColumns(table: string): string {
  return Object.entries(POST_ROW_COLUMNS)
    .map(([field, column]) => (field === column ? `${table}.${column}` : `${table}.${column} AS "${field}"`))
    .join(", ");
}
