import { createHash } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import * as reviewRoute from "@/app/api/review/[token]/route";
import * as revokeRoute from "@/app/api/v1/posts/[id]/review-links/[link_id]/route";
import * as linksRoute from "@/app/api/v1/posts/[id]/review-links/route";
import * as postRoute from "@/app/api/v1/posts/[id]/route";
import { REVIEW_LINK_PER_MINUTE } from "@/lib/approvals/review-links";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { createTestUser, describeDb, sessionHeaders } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { createTestApiKey } from "@/lib/testing/test-api-key";

// A client's review link (docs/teams.md, "Approvals"): token shown once and stored hashed, a
// decision under a typed name bound to what the page showed, 404 once expired or revoked, and
// a limit on its uses per minute.

describeDb("review links", () => {
  let owner: string;
  let session: Record<string, string>;
  let brandId: string;

  beforeAll(async () => {
    owner = (await createTestUser({ plan: "business" })).id;
    session = await sessionHeaders(owner);
    brandId = (await db().brand.create({ data: { userId: owner, name: "Client brand", website: "https://client.example" } })).id;
  });

  const newPost = async () => (await db().post.create({ data: { userId: owner, brandId, content: "For the client", platforms: ["x_twitter", "linkedin"], source: "dashboard" } })).id;
  const share = async (postId: string, headers = session) =>
    callRoute(linksRoute.POST, "POST", `/api/v1/posts/${postId}/review-links`, { headers, params: { id: postId }, body: { expires_in_days: 3 } });
  const review = (token: string, body: Record<string, unknown>) => callRoute(reviewRoute.POST, "POST", `/api/review/${token}`, { params: { token }, body });
  const approvalOf = async (postId: string) => (await callRoute(postRoute.GET, "GET", `/api/v1/posts/${postId}`, { headers: session, params: { id: postId } })).body.data.post.approval;

  it("an approver shares a post: the token is shown once and stored only as its hash; the post waits; the client approves under a typed name", async () => {
    const postId = await newPost();
    const res = await share(postId);
    expect(res.status).toBe(201);
    const { token, review_link: link } = res.body.data;
    expect(link).toMatchObject({ post_id: postId, revoked_at: null });
    const stored = await dbPool().query("SELECT token_hash FROM review_links WHERE id = $1", [link.id]);
    expect(stored.rows[0].token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(stored.rows[0])).not.toContain(token);
    const approval = await approvalOf(postId);
    expect(approval.state).toBe("pending");

    const decided = await review(token, { decision: "approve", name: "Clara Client", content_hash: approval.content_hash });
    expect(decided.status, JSON.stringify(decided.body.error)).toBe(200);
    expect(decided.body.data.approval).toMatchObject({ state: "approved", decided_by: { user_id: null, name: "Clara Client (review link)" } });
    const history = await dbPool().query("SELECT action, actor_name FROM post_approval_history WHERE post_id = $1 ORDER BY created_at", [postId]);
    expect(history.rows).toEqual([
      { action: "requested", actor_name: expect.any(String) },
      { action: "approved", actor_name: "Clara Client (review link)" },
    ]);
  });

  it("a name is required, a change request needs a comment, and a post changed since the page was shown is 409", async () => {
    const postId = await newPost();
    const { token } = (await share(postId)).body.data;
    const { content_hash: hash } = await approvalOf(postId);
    expect((await review(token, { decision: "approve", name: "  ", content_hash: hash })).status).toBe(400);
    expect((await review(token, { decision: "request_changes", name: "Clara", content_hash: hash })).status).toBe(400);
    await dbPool().query("UPDATE posts SET content = 'Changed behind the page' WHERE id = $1", [postId]);
    const stale = await review(token, { decision: "approve", name: "Clara", content_hash: hash });
    expect(stale.status).toBe(409);
    expect((await approvalOf(postId)).state).toBe("pending");
  });

  it("revoked or expired: 404, and nothing is decided", async () => {
    const postId = await newPost();
    const revoked = (await share(postId)).body.data;
    const expired = (await share(postId)).body.data;
    const { content_hash: hash } = await approvalOf(postId);
    const res = await callRoute(revokeRoute.DELETE, "DELETE", `/api/v1/posts/${postId}/review-links/${revoked.review_link.id}`, {
      headers: session,
      params: { id: postId, link_id: revoked.review_link.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.review_link.revoked_at).not.toBeNull();
    await dbPool().query("UPDATE review_links SET expires_at = now() - interval '1 second' WHERE id = $1", [expired.review_link.id]);
    for (const token of [revoked.token, expired.token, "rv_never_issued"]) {
      const answer = await review(token, { decision: "approve", name: "Clara", content_hash: hash });
      expect(answer.status, token).toBe(404);
    }
    expect((await approvalOf(postId)).state).toBe("pending");
  });

  it("the post's links are listed newest first with their state, never a token; a viewer may not list them; another workspace's post is 404", async () => {
    const postId = await newPost();
    const first = (await share(postId)).body.data;
    const second = (await share(postId)).body.data;
    await callRoute(revokeRoute.DELETE, "DELETE", `/api/v1/posts/${postId}/review-links/${first.review_link.id}`, { headers: session, params: { id: postId, link_id: first.review_link.id } });
    const list = (headers: Record<string, string>) => callRoute(linksRoute.GET, "GET", `/api/v1/posts/${postId}/review-links`, { headers, params: { id: postId } });
    const res = await list(session);
    expect(res.status).toBe(200);
    expect(res.body.data.review_links.map((link: { id: string }) => link.id)).toEqual([second.review_link.id, first.review_link.id]);
    expect(res.body.data.review_links[0].revoked_at).toBeNull();
    expect(res.body.data.review_links[1].revoked_at).not.toBeNull();
    expect(JSON.stringify(res.body)).not.toContain(first.token);
    expect(JSON.stringify(res.body)).not.toContain(second.token);

    const viewer = (await createTestUser()).id;
    const workspaceId = (await dbPool().query("SELECT workspace_id FROM posts WHERE id = $1", [postId])).rows[0].workspace_id;
    await dbPool().query("INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'viewer')", [workspaceId, viewer]);
    const viewerSession = await sessionHeaders(viewer);
    await dbPool().query("UPDATE user_sessions SET workspace_id = $1 WHERE user_id = $2", [workspaceId, viewer]);
    const refused = await list(viewerSession);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toContain("(viewer)");
    expect((await list(await sessionHeaders((await createTestUser()).id))).status).toBe(404);
  });

  it("rate-limited per link: past its uses per minute, 429 with Retry-After", async () => {
    const postId = await newPost();
    const { token, review_link: link } = (await share(postId)).body.data;
    const { content_hash: hash } = await approvalOf(postId);
    await dbPool().query("UPDATE review_links SET window_count = $2, window_start = now() WHERE id = $1", [link.id, REVIEW_LINK_PER_MINUTE]);
    const res = await review(token, { decision: "approve", name: "Clara", content_hash: hash });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await approvalOf(postId)).state).toBe("pending");
  });

  it("another workspace's post: 404; an API key cannot make a link", async () => {
    const stranger = (await createTestUser({ plan: "business" })).id;
    const postId = await newPost();
    expect((await share(postId, await sessionHeaders(stranger))).status).toBe(404);
    const key = await createTestApiKey(owner, { scopes: ["admin"] });
    const byKey = await share(postId, key.bearer);
    expect(byKey.status).toBe(403);
    expect(byKey.body.error.code).toBe("session_required");
  });
});
