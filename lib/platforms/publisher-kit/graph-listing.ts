import type { PlatformId } from "@/lib/platforms/ids";
import { listingGet, readTime, type ListedPage } from "@/lib/platforms/publisher-kit/find-published";
import { readId, readPath, readText } from "@/lib/platforms/publisher-kit/read-json";

/**
 * One page of a Meta Graph API list edge (a Page's published_posts, an Instagram account's
 * media, a Threads account's threads): `data` with the asked `fields`, and `paging.cursors.after`
 * while `paging.next` says there is more. The token goes as the documented `access_token` query
 * parameter (GETs carry no body).
 */
export async function readGraphPage(
  platform: PlatformId,
  edgeUrl: string,
  params: {
    fields: string;
    textField: string;
    timeField: string;
    permalinkField: string;
    /** A reply's field naming what it replies to, as `{ "id": … }` (Threads' `replied_to`). */
    replyToField?: string;
    extra?: Record<string, string>;
  },
  accessToken: string,
  cursor: string | null,
  timeoutMs: number,
): Promise<ListedPage> {
  const query = new URLSearchParams({ fields: params.fields, limit: "100", ...params.extra, access_token: accessToken });
  if (cursor) query.set("after", cursor);
  const page = await listingGet(platform, `${edgeUrl}?${query}`, {}, timeoutMs);
  const data = readPath(page.json, "data");
  return {
    posts: (Array.isArray(data) ? data : []).flatMap((item) => {
      const id = readId(item, "id");
      if (!id) return [];
      const replyTo = params.replyToField ? (readId(item, params.replyToField, "id") ?? null) : undefined;
      return [
        {
          id,
          text: readText(item, params.textField) ?? "",
          createdAt: readTime(readPath(item, params.timeField)),
          permalink: readText(item, params.permalinkField) ?? null,
          ...(replyTo === undefined ? {} : { replyTo }),
        },
      ];
    }),
    next: readText(page.json, "paging", "next") ? (readText(page.json, "paging", "cursors", "after") ?? null) : null,
  };
}
