/**
 * Facebook Pages on loopback (Graph API, docs/platforms.md): `POST /{page-id}/feed`
 * {message, link?} and `POST /{page-id}/photos` {url, message}, which fetches the image from
 * `url` as Facebook does and answers the photo id and the feed post's `post_id`; and
 * `GET /{page-id}/published_posts` (`fields`, `since` in Unix seconds, `limit`, cursor `after`)
 * listing the posts it received for the page, newest first (graph-listing.ts).
 */
import { fetchImage, isImageOf, type FetchedImage } from "@/lib/testing/platform-servers/fetch-image";
import { graphError, graphParam, graphPath, refuseBadToken } from "@/lib/testing/platform-servers/graph-kit";
import { answerGraphList } from "@/lib/testing/platform-servers/graph-listing";
import { idCounter, type PlatformAnswer, type PlatformApi, type PlatformRequest, type TokenCheck } from "@/lib/testing/platform-servers/platform-server";

export type FacebookPost = { id: string; pageId: string; message: string; link: string | null; photo: FetchedImage | null; token: string; permalink: string; createdAt: number };
export type FacebookApi = PlatformApi & { posts: FacebookPost[] };

const PHOTO_TYPES = ["image/jpeg", "image/png", "image/gif", "image/bmp", "image/tiff"];

export function createFacebookApi(options: { tokens: TokenCheck }): FacebookApi {
  const posts: FacebookPost[] = [];
  const nextId = idCounter(122100000000000000n);

  async function answer(request: PlatformRequest): Promise<PlatformAnswer | null> {
    const parts = graphPath(request.path);
    const isList = request.method === "GET" && parts?.[1] === "published_posts";
    if (!parts || (!isList && (request.method !== "POST" || !["feed", "photos"].includes(parts[1])))) return null;
    const [pageId, edge] = parts;
    const checked = await refuseBadToken(request, options.tokens);
    if ("refused" in checked) return checked.refused;
    if (isList) {
      const listed = posts.filter((post) => post.pageId === pageId).map((post) => ({ id: post.id, createdAt: post.createdAt, fields: { message: post.message || undefined, permalink_url: post.permalink } }));
      return answerGraphList(request, listed, "created_time");
    }
    const message = graphParam(request, edge === "photos" ? "message" : "message") ?? "";
    const postId = `${pageId}_${nextId()}`;

    if (edge === "feed") {
      if (message === "" && !graphParam(request, "link")) return graphError(400, 100, "(#100) Missing message or attachment");
      posts.push({ id: postId, pageId, message, link: graphParam(request, "link"), photo: null, token: checked.token, permalink: `https://www.facebook.com/${postId}`, createdAt: Date.now() });
      return { status: 200, json: { id: postId } };
    }
    const url = graphParam(request, "url");
    if (!url) return graphError(400, 324, "(#324) Requires upload file");
    const photo = await fetchImage(url);
    if (!isImageOf(photo, PHOTO_TYPES)) return graphError(400, 324, `(#324) Missing or invalid image file (fetching ${url} answered ${photo.status} ${photo.contentType})`);
    const photoId = nextId();
    posts.push({ id: postId, pageId, message, link: null, photo, token: checked.token, permalink: `https://www.facebook.com/${postId}`, createdAt: Date.now() });
    return { status: 200, json: { id: photoId, post_id: postId } };
  }

  return { name: "facebook", answer, posts };
}
