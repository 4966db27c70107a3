import { randomUUID } from "node:crypto";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { beforeAll, describe, expect, it } from "vitest";
import * as mcpRoute from "@/app/api/mcp/route";
import * as approvalsRoute from "@/app/api/v1/approvals/route";
import * as bulkRoute from "@/app/api/v1/posts/bulk/route";
import * as approvalRoute from "@/app/api/v1/posts/[id]/approval/route";
import * as decisionRoute from "@/app/api/v1/posts/[id]/approval/decision/route";
import * as duplicateRoute from "@/app/api/v1/posts/[id]/duplicate/route";
import * as queuePostRoute from "@/app/api/v1/posts/[id]/queue/route";
import * as postRoute from "@/app/api/v1/posts/[id]/route";
import * as unscheduleRoute from "@/app/api/v1/posts/[id]/schedule/route";
import * as postsRoute from "@/app/api/v1/posts/route";
import * as scheduleRoute from "@/app/api/v1/posts/schedule/route";
import * as brandRoute from "@/app/api/v1/brands/[id]/route";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { decideApproval } from "@/lib/approvals/decide-approval";
import { runClaimedJobs } from "@/lib/local-runtime/run-due-jobs";
import { schedulePost } from "@/lib/posts/schedule-post";
import { AWAITING_APPROVAL, CHANGED_AFTER_APPROVAL } from "@/lib/publishing/approval-check";
import { claimJob } from "@/lib/publishing/claim-jobs";
import { createTestUser, describeDb, sessionHeaders } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { createTestApiKey } from "@/lib/testing/test-api-key";
import { personalWorkspaceId, testCaller } from "@/lib/testing/test-caller";
import { ApiError } from "@/lib/errors";

// Approvals (docs/teams.md, "Approvals"): who waits for a person, every path that schedules,
// an approval bound to exactly what was approved, and the publisher's own check at send time,
// through the real routes and the local runner's pipeline (sandbox publishing).

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

describeDb("approvals", () => {
  let owner: string;
  let workspaceId: string;
  let agent: Awaited<ReturnType<typeof createTestApiKey>>;
  let session: Record<string, string>;

  beforeAll(async () => {
    owner = (await createTestUser({ plan: "business", name: "Olga Owner" })).id;
    workspaceId = await personalWorkspaceId(owner);
    agent = await createTestApiKey(owner, { scopes: ["admin"], rpm: 10_000, rpd: 100_000 });
    session = await sessionHeaders(owner);
  });

  const newBrand = async (policy: string, userId = owner, inWorkspace = workspaceId) => {
    const brand = await db().brand.create({ data: { userId, workspaceId: inWorkspace, name: `B ${policy}`, website: "https://b.example" } });
    await dbPool().query("UPDATE brands SET approval_policy = $2 WHERE id = $1", [brand.id, policy]);
    return brand.id;
  };
  const createPost = async (headers: Record<string, string>, body: Record<string, unknown>) => {
    const res = await callRoute(postsRoute.POST, "POST", "/api/v1/posts", { headers, body });
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    return res.body.data.post.id as string;
  };
  const schedule = (headers: Record<string, string>, postId: string, at = inHours(2)) =>
    callRoute(scheduleRoute.POST, "POST", "/api/v1/posts/schedule", { headers, body: { post_id: postId, scheduled_at: at } });
  const getPost = async (postId: string, headers = session) => {
    const res = await callRoute(postRoute.GET, "GET", `/api/v1/posts/${postId}`, { headers, params: { id: postId } });
    expect(res.status).toBe(200);
    return res.body.data.post;
  };
  const requestApproval = (postId: string, headers: Record<string, string>) =>
    callRoute(approvalRoute.POST, "POST", `/api/v1/posts/${postId}/approval`, { headers, params: { id: postId } });
  const decide = (postId: string, body: Record<string, unknown>, headers = session) =>
    callRoute(decisionRoute.POST, "POST", `/api/v1/posts/${postId}/approval/decision`, { headers, params: { id: postId }, body });
  const approve = async (postId: string) => {
    const { approval } = await getPost(postId);
    const res = await decide(postId, { decision: "approve", content_hash: approval.content_hash });
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    expect(res.body.data.approval.state).toBe("approved");
    return res.body.data.approval;
  };
  /** Its time has come: the post's pending job is claimed and run by the local runner, as the scheduler would. */
  const runItsJob = async (postId: string) => {
    const job = await db().publishJob.findFirstOrThrow({ where: { postId, status: "pending" } });
    const claimed = await claimJob(job.id, "approvals-test");
    expect(claimed).not.toBeNull();
    await runClaimedJobs([claimed!]);
    return db().post.findUniqueOrThrow({ where: { id: postId }, include: { deliveries: { where: { jobId: job.id } } } });
  };
  const keyCaller = (overrides: Partial<Caller> = {}) => testCaller(owner, { authMethod: "api_key", keyId: agent.id, ...overrides });

  describe("who waits: each policy × each kind of caller", () => {
    it.each([
      ["off", "session", null],
      ["off", "api_key", null],
      ["everyone", "session", "pending"],
      ["everyone", "api_key", "pending"],
      ["agents", "session", null],
      ["agents", "api_key", "pending"],
      ["contributors", "session", null],
      ["contributors", "api_key", null],
    ] as const)("policy %s, scheduled by a %s: approval %s", async (policy, kind, expected) => {
      const brandId = await newBrand(policy);
      const post = await db().post.create({ data: { userId: owner, workspaceId, brandId, content: "Hello", platforms: ["x_twitter"], source: "api" } });
      const caller = kind === "session" ? await testCaller(owner) : await keyCaller();
      const scheduled = await schedulePost(caller, { post_id: post.id, scheduled_at: inHours(3) });
      expect(scheduled.approval?.state ?? null).toBe(expected);
      expect((await db().post.findUniqueOrThrow({ where: { id: post.id } })).status).toBe("scheduled");
    });

    it("contributors: a post written by a contributor waits, even when an owner schedules it; the owner's own does not", async () => {
      const contributor = (await createTestUser()).id;
      const shared = (await dbPool().query<{ id: string }>("INSERT INTO workspaces (name) VALUES ('Agency') RETURNING id")).rows[0].id;
      await dbPool().query("INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'owner'), ($1, $3, 'contributor')", [shared, owner, contributor]);
      const brandId = await newBrand("contributors", owner, shared);
      const theirs = await db().post.create({ data: { userId: contributor, workspaceId: shared, brandId, content: "By C", platforms: ["x_twitter"], source: "api" } });
      const mine = await db().post.create({ data: { userId: owner, workspaceId: shared, brandId, content: "By O", platforms: ["x_twitter"], source: "api" } });
      const ownerThere = await testCaller(owner, { workspaceId: shared });
      expect((await schedulePost(ownerThere, { post_id: theirs.id, scheduled_at: inHours(3) })).approval?.state).toBe("pending");
      expect((await schedulePost(ownerThere, { post_id: mine.id, scheduled_at: inHours(3) })).approval).toBeNull();
    });

    it("a key with requires_approval waits under policy off", async () => {
      const brandId = await newBrand("off");
      const strict = await createTestApiKey(owner, { scopes: ["admin"], rpm: 10_000 });
      await dbPool().query("UPDATE api_keys SET requires_approval = true WHERE id = $1", [strict.id]);
      const postId = await createPost(strict.bearer, { content: "Strict", platforms: ["x_twitter"], brand_id: brandId });
      const res = await schedule(strict.bearer, postId);
      expect(res.status).toBe(200);
      expect(res.body.data.approval).toMatchObject({ state: "pending", requested_by: { user_id: owner, key_id: strict.id } });
      expect(res.body.data.approval.comment).toContain("requires_approval");
    });

    it("a key's daily budget per brand: the posts past it wait, other brands and days do not", async () => {
      const brandId = await newBrand("off");
      const otherBrand = await newBrand("off");
      const budgeted = await createTestApiKey(owner, { scopes: ["admin"], rpm: 10_000 });
      await dbPool().query("UPDATE api_keys SET daily_post_budget = 2 WHERE id = $1", [budgeted.id]);
      const day = new Date(Date.now() + 3 * 86_400_000);
      day.setUTCHours(10, 0, 0, 0);
      const at = (hour: number, plusDays = 0) => new Date(day.getTime() + plusDays * 86_400_000 + hour * 60_000).toISOString();
      const states = [];
      for (const [brand, when] of [[brandId, at(1)], [brandId, at(2)], [brandId, at(3)], [otherBrand, at(4)], [brandId, at(5, 1)]] as const) {
        const postId = await createPost(budgeted.bearer, { content: "Budget", platforms: ["x_twitter"], brand_id: brand });
        const res = await schedule(budgeted.bearer, postId, when);
        expect(res.status).toBe(200);
        states.push(res.body.data.approval?.state ?? null);
      }
      expect(states).toEqual([null, null, "pending", null, null]);
    });
  });

  describe("every path that schedules is gated (policy agents, an agent's key)", () => {
    let brandId: string;
    beforeAll(async () => {
      brandId = await newBrand("agents");
    });

    it("POST /posts/schedule: 200, the post scheduled, its approval pending with the reason; GET shows it", async () => {
      const postId = await createPost(agent.bearer, { content: "Agent wrote this", platforms: ["x_twitter"], brand_id: brandId });
      const res = await schedule(agent.bearer, postId);
      expect(res.status).toBe(200);
      expect(res.body.data.approval).toMatchObject({ state: "pending", decided_by: null, decided_at: null });
      expect(res.body.data.approval.comment).toContain("approval policy: agents");
      const post = await getPost(postId, agent.bearer);
      expect(post.status).toBe("scheduled");
      expect(post.approval).toEqual(res.body.data.approval);
    });

    it("the webhooks of that schedule: post.scheduled carries the pending approval, post.approval_requested the scheduled post", async () => {
      const endpoint = await db().webhookEndpoint.create({
        data: { userId: owner, workspaceId, url: "https://hooks.example/approvals", events: ["post.scheduled", "post.approval_requested"], secret: "whsec_c2FtcGxl" },
      });
      const postId = await createPost(agent.bearer, { content: "Watched by a webhook", platforms: ["x_twitter"], brand_id: brandId });
      const at = inHours(7);
      expect((await schedule(agent.bearer, postId, at)).status).toBe(200);
      const { rows } = await dbPool().query<{ type: string; payload: { data: { post: { id: string; status: string; scheduled_at: string; approval: { state: string } | null } } } }>(
        "SELECT type, payload FROM webhook_events WHERE user_id = $1 AND payload -> 'data' -> 'post' ->> 'id' = $2",
        [owner, postId],
      );
      await db().webhookEndpoint.delete({ where: { id: endpoint.id } });
      const byType = new Map(rows.map((row) => [row.type, row.payload.data.post]));
      expect(byType.get("post.scheduled")?.approval?.state).toBe("pending");
      expect(byType.get("post.approval_requested")).toMatchObject({ status: "scheduled", scheduled_at: new Date(at).toISOString(), approval: { state: "pending" } });
    });

    it("bulk schedule: each result says pending", async () => {
      const ids = [await createPost(agent.bearer, { content: "Bulk 1", platforms: ["x_twitter"], brand_id: brandId }), await createPost(agent.bearer, { content: "Bulk 2", platforms: ["x_twitter"], brand_id: brandId })];
      const res = await callRoute(bulkRoute.POST, "POST", "/api/v1/posts/bulk", { headers: agent.bearer, body: { action: "schedule", post_ids: ids, scheduled_at: inHours(4) } });
      expect(res.status).toBe(200);
      expect(res.body.data.results.map((result: { approval_state: string }) => result.approval_state)).toEqual(["pending", "pending"]);
      for (const id of ids) expect((await getPost(id)).approval.state).toBe("pending");
    });

    it("the queue: the post takes its slot and waits", async () => {
      const slots = Array.from({ length: 7 }, (_, weekday) => ({ weekday, time: "09:30" }));
      await db().brandQueue.upsert({ where: { brandId }, create: { brandId, timezone: "UTC", slots }, update: { slots } });
      const postId = await createPost(agent.bearer, { content: "Queued", platforms: ["x_twitter"], brand_id: brandId });
      const res = await callRoute(queuePostRoute.POST, "POST", `/api/v1/posts/${postId}/queue`, { headers: agent.bearer, params: { id: postId } });
      expect(res.status).toBe(200);
      expect(res.body.data.post.status).toBe("scheduled");
      expect(res.body.data.post.approval.state).toBe("pending");
    });

    it("duplicate: the copy carries no approval, and scheduling it waits again", async () => {
      const postId = await createPost(agent.bearer, { content: "Original", platforms: ["x_twitter"], brand_id: brandId });
      await schedule(agent.bearer, postId);
      await approve(postId);
      const copy = await callRoute(duplicateRoute.POST, "POST", `/api/v1/posts/${postId}/duplicate`, { headers: agent.bearer, params: { id: postId } });
      expect(copy.status).toBe(201);
      const copyId = copy.body.data.post.id;
      expect((await getPost(copyId)).approval).toBeNull();
      expect((await schedule(agent.bearer, copyId)).body.data.approval.state).toBe("pending");
    });

    it("moving the time (the calendar's drag is a reschedule): an approved post is pending again when an agent moves it", async () => {
      const postId = await createPost(agent.bearer, { content: "Move me", platforms: ["x_twitter"], brand_id: brandId });
      await schedule(agent.bearer, postId, inHours(2));
      const approved = await approve(postId);
      const moved = await schedule(agent.bearer, postId, inHours(5));
      expect(moved.body.data.approval.state).toBe("pending");
      expect(moved.body.data.approval.content_hash).not.toBe(approved.content_hash);
      // The old approval does not carry over: at its time, nothing is published.
      const back = await runItsJob(postId);
      expect(back.status).toBe("failed");
      expect(back.deliveries.map((d) => [d.status, d.error])).toEqual([["failed", AWAITING_APPROVAL]]);
    });

    it("an approver who moves an approved post re-approves it by that act (recorded), so it still publishes", async () => {
      const postId = await createPost(agent.bearer, { content: "Drag me", platforms: ["x_twitter"], brand_id: brandId });
      await schedule(agent.bearer, postId, inHours(2));
      await approve(postId);
      const moved = await schedule(session, postId, inHours(6));
      expect(moved.body.data.approval).toMatchObject({ state: "approved", decided_by: { user_id: owner, name: "Olga Owner" } });
      const history = await dbPool().query("SELECT action FROM post_approval_history WHERE post_id = $1 ORDER BY created_at", [postId]);
      expect(history.rows.map((row) => row.action)).toEqual(["requested", "approved", "approved"]);
      expect((await runItsJob(postId)).status).toBe("published");
    });

    it("MCP: schedule_post waits for a person too, request_approval and list_approvals work, and their descriptions say so", async () => {
      const { MCP_TOOLS } = await import("@/app/api/mcp/tools");
      const byName = new Map(MCP_TOOLS.map((tool) => [tool.name, tool]));
      expect(byName.get("schedule_post")?.description).toContain("wait for a person");
      expect(byName.get("queue_post")?.description).toContain("wait for a person");
      const client = new Client({ name: "approvals-agent", version: "1.0.0" });
      await client.connect(
        new StreamableHTTPClientTransport(new URL("http://localhost:3000/api/mcp"), {
          requestInit: { headers: agent.bearer },
          fetch: (url, init) => mcpRoute.POST(new Request(url, init)),
        }),
      );
      type ToolResult = { isError?: boolean; structuredContent?: { approval?: { state: string }; approvals?: Array<{ post: { id: string } }> } };
      const postId = await createPost(agent.bearer, { content: "Through MCP", platforms: ["x_twitter"], brand_id: brandId });
      const scheduled = (await client.callTool({ name: "schedule_post", arguments: { post_id: postId, scheduled_at: inHours(8) } })) as ToolResult;
      expect(scheduled.isError).toBeFalsy();
      expect(scheduled.structuredContent?.approval?.state).toBe("pending");
      const draftId = await createPost(agent.bearer, { content: "Draft through MCP", platforms: ["x_twitter"], brand_id: brandId });
      const requested = (await client.callTool({ name: "request_approval", arguments: { id: draftId } })) as ToolResult;
      expect(requested.structuredContent?.approval?.state).toBe("pending");
      const listed = (await client.callTool({ name: "list_approvals", arguments: { limit: 100 } })) as ToolResult;
      expect(listed.structuredContent?.approvals?.map((item) => item.post.id)).toEqual(expect.arrayContaining([postId, draftId]));
      await client.close();
    });
  });

  describe("the publisher: nothing unapproved, nothing changed after approval", () => {
    let brandId: string;
    beforeAll(async () => {
      brandId = await newBrand("agents");
    });

    it("still pending at its time: nothing is published; failed with the reason on each platform", async () => {
      const postId = await createPost(agent.bearer, { content: "Unapproved", platforms: ["x_twitter", "linkedin"], brand_id: brandId });
      await schedule(agent.bearer, postId);
      const after = await runItsJob(postId);
      expect(after.status).toBe("failed");
      expect(after.publishedAt).toBeNull();
      expect(after.deliveries.map((d) => [d.platform, d.status, d.attempts, d.error]).sort()).toEqual([
        ["linkedin", "failed", 0, AWAITING_APPROVAL],
        ["x_twitter", "failed", 0, AWAITING_APPROVAL],
      ]);
      expect((await getPost(postId)).deliveries.every((d: { error: string }) => d.error === AWAITING_APPROVAL)).toBe(true);
    });

    it("approved: published at its time", async () => {
      const postId = await createPost(agent.bearer, { content: "Approved", platforms: ["x_twitter"], brand_id: brandId });
      await schedule(agent.bearer, postId);
      await approve(postId);
      const after = await runItsJob(postId);
      expect(after.status).toBe("published");
      expect(after.deliveries.map((d) => d.status)).toEqual(["succeeded"]);
    });

    it("the text changed in the database behind the API after approval: refused at send time with the reason", async () => {
      const postId = await createPost(agent.bearer, { content: "What was approved", platforms: ["x_twitter"], brand_id: brandId });
      await schedule(agent.bearer, postId);
      await approve(postId);
      await dbPool().query("UPDATE posts SET content = 'Something else entirely' WHERE id = $1", [postId]);
      const after = await runItsJob(postId);
      expect(after.status).toBe("failed");
      expect(after.deliveries.map((d) => [d.status, d.error])).toEqual([["failed", CHANGED_AFTER_APPROVAL]]);
    });

    it("the account changed after approval (another account connected): refused at send time", async () => {
      const postId = await createPost(agent.bearer, { content: "To the right account", platforms: ["x_twitter"], brand_id: brandId });
      await db().platformConnection.deleteMany({ where: { brandId, platform: "x_twitter" } });
      await db().platformConnection.create({ data: { userId: owner, workspaceId, brandId, platform: "x_twitter", sealedCredentials: "x", keyId: "k", accountHandle: "@brand" } });
      await schedule(agent.bearer, postId);
      await approve(postId);
      await dbPool().query("UPDATE platform_connections SET account_handle = '@someone_else' WHERE brand_id = $1 AND platform = 'x_twitter'", [brandId]);
      const after = await runItsJob(postId);
      expect(after.status).toBe("failed");
      expect(after.deliveries[0].error).toBe(CHANGED_AFTER_APPROVAL);
      await db().platformConnection.deleteMany({ where: { brandId, platform: "x_twitter" } });
    });

    it("an upload's bytes are what is approved: the same URL with other content is refused", async () => {
      const mediaId = randomUUID();
      const media = await db().media.create({ data: { id: mediaId, userId: owner, workspaceId, storageKey: `${owner}/${mediaId}.png`, mimeType: "image/png", bytes: 10, width: 1, height: 1, contentSha256: "a".repeat(64) } });
      const { mediaStore } = await import("@/lib/media/media-store-for-env");
      const url = mediaStore().publicUrl(media.storageKey);
      const post = await db().post.create({ data: { userId: owner, workspaceId, brandId, content: "With image", platforms: ["x_twitter"], imageUrl: url, source: "api" } });
      await schedule(agent.bearer, post.id);
      await approve(post.id);
      await dbPool().query("UPDATE media SET content_sha256 = $2 WHERE id = $1", [media.id, "b".repeat(64)]);
      const after = await runItsJob(post.id);
      expect(after.status).toBe("failed");
      expect(after.deliveries[0].error).toBe(CHANGED_AFTER_APPROVAL);
    });
  });

  describe("any change after approval puts it back to pending; the old approval never publishes the new content", () => {
    let brandId: string;
    beforeAll(async () => {
      brandId = await newBrand("agents");
    });

    const approvedDraft = async (body: Record<string, unknown>) => {
      const postId = await createPost(agent.bearer, { platforms: ["x_twitter", "linkedin"], brand_id: brandId, ...body });
      expect((await requestApproval(postId, agent.bearer)).status).toBe(200);
      return { postId, approved: await approve(postId) };
    };
    const patch = (postId: string, body: Record<string, unknown>) => callRoute(postRoute.PATCH, "PATCH", `/api/v1/posts/${postId}`, { headers: agent.bearer, params: { id: postId }, body });

    it.each([
      ["the text", { content: "Edited text" }],
      ["a platform's own text", { versions: { linkedin: { content: "LinkedIn only" } } }],
      ["the images re-ordered between platforms", { versions: { x_twitter: { image_url: "https://cdn.example.com/b.jpg" }, linkedin: { image_url: "https://cdn.example.com/a.jpg" } } }],
      ["the platforms", { platforms: ["x_twitter"], versions: { x_twitter: { image_url: "https://cdn.example.com/a.jpg" } } }],
      ["a thread added (docs/api-decisions.md, \"Threads and a first comment\")", { versions: { x_twitter: { image_url: "https://cdn.example.com/a.jpg", thread: ["Part two"] }, linkedin: { image_url: "https://cdn.example.com/b.jpg" } } }],
      ["a first comment added", { first_comment: "The link is in this comment" }],
    ])("%s", async (_what, change) => {
      const { postId, approved } = await approvedDraft({
        content: "Original text",
        versions: { x_twitter: { image_url: "https://cdn.example.com/a.jpg" }, linkedin: { image_url: "https://cdn.example.com/b.jpg" } },
      });
      const res = await patch(postId, change);
      expect(res.status, JSON.stringify(res.body.error)).toBe(200);
      expect(res.body.data.post.approval.state).toBe("pending");
      expect(res.body.data.post.approval.content_hash).not.toBe(approved.content_hash);
      // Scheduled by the agent now, it still waits, and at its time nothing is published.
      expect((await schedule(agent.bearer, postId)).body.data.approval.state).toBe("pending");
      const after = await runItsJob(postId);
      expect(after.status).toBe("failed");
      expect(after.deliveries.every((d) => d.status === "failed" && d.error === AWAITING_APPROVAL)).toBe(true);
    });

    it("an approved draft scheduled by the agent waits again (the time is part of what is approved)", async () => {
      const { postId } = await approvedDraft({ content: "Approved as a draft" });
      expect((await schedule(agent.bearer, postId)).body.data.approval.state).toBe("pending");
    });

    it("an approved draft scheduled by an approver is approved again by that act, and publishes", async () => {
      const { postId } = await approvedDraft({ content: "Approved, then scheduled by a person" });
      expect((await schedule(session, postId)).body.data.approval.state).toBe("approved");
      expect((await runItsJob(postId)).status).toBe("published");
    });

    it("unscheduled, edited and scheduled again: pending, then approved anew, then published", async () => {
      const postId = await createPost(agent.bearer, { content: "Round trip", platforms: ["x_twitter"], brand_id: brandId });
      await schedule(agent.bearer, postId);
      await approve(postId);
      expect((await callRoute(unscheduleRoute.DELETE, "DELETE", `/api/v1/posts/${postId}/schedule`, { headers: agent.bearer, params: { id: postId } })).status).toBe(200);
      expect((await patch(postId, { content: "Round trip, edited" })).body.data.post.approval.state).toBe("pending");
      expect((await schedule(agent.bearer, postId)).body.data.approval.state).toBe("pending");
      await approve(postId);
      expect((await runItsJob(postId)).status).toBe("published");
    });
  });

  describe("decisions", () => {
    let brandId: string;
    beforeAll(async () => {
      brandId = await newBrand("agents");
    });
    const pendingPost = async () => {
      const postId = await createPost(agent.bearer, { content: "Decide me", platforms: ["x_twitter"], brand_id: brandId });
      await schedule(agent.bearer, postId);
      return { postId, hash: (await getPost(postId)).approval.content_hash as string };
    };

    it("an API key never decides, whatever its scopes: 403", async () => {
      const { postId, hash } = await pendingPost();
      const res = await decide(postId, { decision: "approve", content_hash: hash }, agent.bearer);
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe("session_required");
      expect((await getPost(postId)).approval.state).toBe("pending");
    });

    it("a contributor or viewer cannot decide; an editor can", async () => {
      const { postId, hash } = await pendingPost();
      for (const role of ["contributor", "viewer"] as const) {
        await expect(decideApproval(await testCaller(owner, { role }), postId, { decision: "approve", content_hash: hash })).rejects.toMatchObject({ code: "insufficient_scope" });
      }
      expect((await decideApproval(await testCaller(owner, { role: "editor" }), postId, { decision: "approve", content_hash: hash })).state).toBe("approved");
    });

    it("the hash the approver saw must be the post's: a change while reviewing is 409 and nothing is recorded", async () => {
      const { postId, hash } = await pendingPost();
      await dbPool().query("UPDATE posts SET content = 'Changed while you looked' WHERE id = $1", [postId]);
      const res = await decide(postId, { decision: "approve", content_hash: hash });
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe("approval_conflict");
      expect((await getPost(postId)).approval.state).toBe("pending");
    });

    it("request changes needs a comment, which is kept; the author resubmits, and the approval is decided again", async () => {
      const { postId, hash } = await pendingPost();
      expect((await decide(postId, { decision: "request_changes", content_hash: hash })).status).toBe(400);
      const res = await decide(postId, { decision: "request_changes", content_hash: hash, comment: "Add the price." });
      expect(res.status).toBe(200);
      expect(res.body.data.approval).toMatchObject({ state: "changes_requested", comment: "Add the price.", decided_by: { user_id: owner, name: "Olga Owner" } });
      expect((await decide(postId, { decision: "approve", content_hash: hash })).status).toBe(409);
      expect((await requestApproval(postId, agent.bearer)).body.data.approval.state).toBe("pending");
      await approve(postId);
    });

    it("two approvers deciding at once: exactly one decision stands, the other is 409", async () => {
      const { postId, hash } = await pendingPost();
      const results = await Promise.allSettled([
        decideApproval(await testCaller(owner, { role: "editor" }), postId, { decision: "approve", content_hash: hash }),
        decideApproval(await testCaller(owner, { role: "admin" }), postId, { decision: "request_changes", content_hash: hash, comment: "No." }),
      ]);
      const fulfilled = results.filter((result) => result.status === "fulfilled");
      const rejected = results.filter((result): result is PromiseRejectedResult => result.status === "rejected");
      expect(fulfilled).toHaveLength(1);
      expect(rejected).toHaveLength(1);
      expect(rejected[0].reason).toBeInstanceOf(ApiError);
      expect(rejected[0].reason.code).toBe("approval_conflict");
      const history = await dbPool().query("SELECT action FROM post_approval_history WHERE post_id = $1 AND action <> 'requested'", [postId]);
      expect(history.rows).toHaveLength(1);
    });
  });

  describe("contributors, lists and other workspaces", () => {
    it("a contributor's key submits a draft for approval but cannot schedule it", async () => {
      const contributor = (await createTestUser({ plan: "business" })).id;
      const shared = (await dbPool().query<{ id: string }>("INSERT INTO workspaces (name) VALUES ('Team C') RETURNING id")).rows[0].id;
      await dbPool().query("INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'owner'), ($1, $3, 'contributor')", [shared, owner, contributor]);
      const brandId = await newBrand("off", owner, shared);
      const key = await createTestApiKey(contributor, { scopes: ["admin"], rpm: 10_000 });
      await dbPool().query("UPDATE api_keys SET workspace_id = $1 WHERE id = $2", [shared, key.id]);
      const postId = await createPost(key.bearer, { content: "From a contributor", platforms: ["x_twitter"], brand_id: brandId });
      const submitted = await requestApproval(postId, key.bearer);
      expect(submitted.status).toBe(200);
      expect(submitted.body.data.approval).toMatchObject({ state: "pending", requested_by: { user_id: contributor, key_id: key.id } });
      const scheduled = await schedule(key.bearer, postId);
      expect(scheduled.status).toBe(403);
      expect(scheduled.body.error.code).toBe("insufficient_scope");
      expect((await db().post.findUniqueOrThrow({ where: { id: postId } })).status).toBe("draft");
    });

    it("GET /approvals lists the workspace's pending posts oldest first, page by page", async () => {
      const brandId = await newBrand("everyone");
      const ids: string[] = [];
      for (const text of ["First", "Second", "Third"]) {
        const postId = await createPost(agent.bearer, { content: text, platforms: ["x_twitter"], brand_id: brandId });
        await requestApproval(postId, agent.bearer);
        ids.push(postId);
      }
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const query: Record<string, string> = { limit: "2", ...(cursor ? { cursor } : {}) };
        const res = await callRoute(approvalsRoute.GET, "GET", `/api/v1/approvals?${new URLSearchParams(query)}`, { headers: agent.bearer });
        expect(res.status).toBe(200);
        seen.push(...res.body.data.approvals.map((item: { post: { id: string } }) => item.post.id));
        cursor = res.body.data.next_cursor;
      } while (cursor);
      expect(seen.filter((id) => ids.includes(id))).toEqual(ids);
      const bad = await callRoute(approvalsRoute.GET, "GET", "/api/v1/approvals?cursor=nonsense", { headers: agent.bearer });
      expect(bad.status).toBe(400);
    });

    it("another workspace's post: 404 to request and to decide, absent from the list", async () => {
      const stranger = (await createTestUser({ plan: "business" })).id;
      const strangerKey = await createTestApiKey(stranger, { scopes: ["admin"], rpm: 10_000 });
      const brandId = await newBrand("everyone");
      const postId = await createPost(agent.bearer, { content: "Not yours", platforms: ["x_twitter"], brand_id: brandId });
      const { body } = await requestApproval(postId, agent.bearer);
      expect((await requestApproval(postId, strangerKey.bearer)).status).toBe(404);
      const res = await decide(postId, { decision: "approve", content_hash: body.data.approval.content_hash }, await sessionHeaders(stranger));
      expect(res.status).toBe(404);
      const list = await callRoute(approvalsRoute.GET, "GET", "/api/v1/approvals", { headers: strangerKey.bearer });
      expect(list.body.data.approvals).toEqual([]);
      expect((await getPost(postId)).approval.state).toBe("pending");
    });

    it("a brand's policy is a person's choice: a key cannot change it, an owner's session can", async () => {
      const brandId = await newBrand("agents");
      const byKey = await callRoute(brandRoute.PATCH, "PATCH", `/api/v1/brands/${brandId}`, { headers: agent.bearer, params: { id: brandId }, body: { approval_policy: "off" } });
      expect(byKey.status).toBe(403);
      const bySession = await callRoute(brandRoute.PATCH, "PATCH", `/api/v1/brands/${brandId}`, { headers: session, params: { id: brandId }, body: { approval_policy: "everyone" } });
      expect(bySession.status).toBe(200);
      expect(bySession.body.data.brand.approval_policy).toBe("everyone");
    });
  });
});
