import { beforeAll, expect, it } from "vitest";
import * as postRoute from "@/app/api/v1/posts/[id]/route";
import * as postsRoute from "@/app/api/v1/posts/route";
import { firstCommentLimit } from "@/lib/platforms/comment-limit";
import { platformRule } from "@/lib/platforms/registry";
import { describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { publishingBrand } from "@/lib/testing/publishing-fixtures";
import { createTestApiKey } from "@/lib/testing/test-api-key";

// A first comment that goes out through a comments API is checked on save against that API's
// own limit (lib/platforms/comment-limit.ts; the figures and their sources: docs/platforms.md,
// "Threads and a first comment"), not the post's; a reply is a post and keeps the post's limit.

const POSTS = "/api/v1/posts";
const IMAGE = "https://cdn.example.com/comment-limits.jpg";

describeDb("a first comment's own limit", () => {
  let key: Awaited<ReturnType<typeof createTestApiKey>>;
  const create = (body: Record<string, unknown>) => callRoute(postsRoute.POST, "POST", POSTS, { headers: key.bearer, body: { image_url: IMAGE, ...body } });
  const patch = (id: string, body: unknown) => callRoute(postRoute.PATCH, "PATCH", `${POSTS}/${id}`, { headers: key.bearer, body, params: { id } });

  beforeAll(async () => {
    const owner = await publishingBrand("Comment limits");
    key = await createTestApiKey(owner.userId, { scopes: ["post", "read"], rpm: 600 });
  });

  it("each comments API's figure comes from the platform's own file; replies keep the post's limit", () => {
    expect(firstCommentLimit(platformRule("instagram"))).toBe(2200);
    expect(firstCommentLimit(platformRule("facebook"))).toBe(8000);
    expect(firstCommentLimit(platformRule("linkedin"))).toBe(1250);
    for (const reply of ["x_twitter", "bluesky", "threads"] as const) expect(firstCommentLimit(platformRule(reply))).toBe(platformRule(reply).limit);
  });

  it.each([
    ["instagram", 2200, 2200],
    ["facebook", 8000, 63206],
    ["linkedin", 1250, 3000],
  ] as const)("%s: a comment of %i characters is saved, one more is a 400 naming the field, the platform and the comment's rule", async (platform, limit, postLimit) => {
    const fits = await create({ content: "One", platforms: [platform], first_comment: "c".repeat(limit) });
    expect(fits.status, JSON.stringify(fits.body)).toBe(200);
    const over = await create({ content: "One", platforms: [platform], first_comment: "c".repeat(limit + 1) });
    expect(over.status).toBe(400);
    expect(over.body.error.details).toEqual([{ field: "first_comment", platform, limit, actual: limit + 1 }]);
    const label = platformRule(platform).label;
    const rule = limit === postLimit ? `the limit is ${limit}` : `a ${label} comment holds at most ${limit} characters (its comments API's limit, not a post's ${postLimit})`;
    expect(over.body.error.message).toBe(`first_comment: the first comment is ${limit + 1} characters on ${platform} (${label}); ${rule}.`);
    // Code points, as the platform counts: an emoji outside the BMP is one.
    expect((await create({ content: "One", platforms: [platform], first_comment: "🌱".repeat(limit) })).status).toBe(200);
  });

  it("LinkedIn: a post of 3,000 characters is fine while its 1,251-character comment is not; a version's own comment is named by its field", async () => {
    const post = await create({ content: "p".repeat(3000), platforms: ["linkedin", "x_twitter"], versions: { x_twitter: { content: "Short" } }, first_comment: "c".repeat(1251) });
    expect(post.status).toBe(400);
    expect(post.body.error.details).toEqual([{ field: "first_comment", platform: "linkedin", limit: 1250, actual: 1251 }]);
    const own = await create({ content: "One", platforms: ["linkedin", "facebook"], first_comment: "Short", versions: { linkedin: { first_comment: "c".repeat(1251) } } });
    expect(own.status).toBe(400);
    expect(own.body.error.details).toEqual([{ field: "versions.linkedin.first_comment", platform: "linkedin", limit: 1250, actual: 1251 }]);
    // The same 1,251 characters are a fine comment on Facebook.
    expect((await create({ content: "One", platforms: ["facebook"], first_comment: "c".repeat(1251) })).status).toBe(200);
  });

  it("a comment far beyond any limit is refused before counting; PATCH checks the same rule", async () => {
    const huge = await create({ content: "One", platforms: ["linkedin"], first_comment: "c".repeat(2501) });
    expect(huge.status).toBe(400);
    expect(huge.body.error.details).toEqual([{ field: "first_comment", platform: "linkedin", limit: 1250 }]);
    expect(huge.body.error.message).toContain("more than it can hold on linkedin (LinkedIn)");

    const created = await create({ content: "One", platforms: ["instagram"], first_comment: "Fine" });
    expect(created.status).toBe(200);
    const id = created.body.data.post.id as string;
    const over = await patch(id, { first_comment: "c".repeat(2201) });
    expect(over.status).toBe(400);
    expect(over.body.error.details).toEqual([{ field: "first_comment", platform: "instagram", limit: 2200, actual: 2201 }]);
    // Adding LinkedIn to a post whose comment fits Instagram but not LinkedIn is refused too.
    expect((await patch(id, { first_comment: "c".repeat(1300) })).status).toBe(200);
    const widened = await patch(id, { platforms: ["instagram", "linkedin"] });
    expect(widened.status).toBe(400);
    expect(widened.body.error.details).toEqual([{ field: "first_comment", platform: "linkedin", limit: 1250, actual: 1300 }]);
  });
});
