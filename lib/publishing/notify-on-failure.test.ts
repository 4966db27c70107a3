import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { markReconnectRequired } from "@/lib/connections/mark-reconnect-required";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { forgetServerEnv } from "@/lib/env/server-env";
import { dispatchDueMail } from "@/lib/notifications/mail/dispatch-mail";
import { attemptDelivery } from "@/lib/publishing/attempt-delivery";
import { claimJob } from "@/lib/publishing/claim-jobs";
import { finishLiveJob } from "@/lib/publishing/finish-live-job";
import { giveUpDelivery, stillFailedReason } from "@/lib/publishing/give-up-delivery";
import { takeScheduledPosts } from "@/lib/publishing/take-scheduled-posts";
import { describeDb } from "@/lib/testing";
import { type Loopback, type Script, startLoopback } from "@/lib/testing/loopback-server";
import { duePosts, goLiveWithX, leaveLive, publishingBrand } from "@/lib/testing/publishing-fixtures";
import { startSmtpTestServer, type SmtpTestServer } from "@/lib/testing/smtp-test-server";
import { createTestTeam } from "@/lib/testing/test-team";

// The two events that exist today tell people (docs/teams.md, "Notifications"): a post that fails
// for good tells its creator; a connection that must be signed in again tells the owners and
// admins who reach its brand. Through the publishing pipeline, live against a loopback X API,
// with e-mail on and a real SMTP server.

const notificationsOf = async (userId: string) =>
  (await dbPool().query<{ kind: string; title: string; body: string; link: string | null; post_id: string | null }>(
    "SELECT kind, title, body, link, post_id FROM notifications WHERE user_id = $1 ORDER BY created_at, kind",
    [userId],
  )).rows;

describeDb("notifications of failed posts and connections to reconnect", () => {
  let smtp: SmtpTestServer;
  let x: Loopback | undefined;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  beforeEach(() => {
    vi.stubEnv("SMTP_URL", smtp.url);
    vi.stubEnv("MAIL_FROM", "Brandcast <notify@brandcast.test>");
    forgetServerEnv();
  });
  afterEach(async () => {
    await dispatchDueMail(); // nothing of this suite is left waiting in the outbox
    await x?.close();
    x = undefined;
    leaveLive();
    vi.unstubAllEnvs();
    forgetServerEnv();
  });
  afterAll(async () => {
    await smtp.close();
  });

  async function failedXPost(script: Script) {
    const owner = await publishingBrand("Crunch");
    x = await startLoopback(script);
    await goLiveWithX(owner, x.baseUrl);
    const [{ jobId, postId }] = await duePosts(owner, 1, { platforms: ["x_twitter"] });
    const [post] = await takeScheduledPosts([(await claimJob(jobId, "notify-test"))!]);
    return { owner, post, postId };
  }

  it("a delivery given up for good fails the post and tells its creator once, by e-mail too", async () => {
    const { owner, post, postId } = await failedXPost({ "POST /2/tweets": { status: 503, json: { title: "Service Unavailable", detail: "Service Unavailable" } } });
    const outcome = await attemptDelivery(post, "x_twitter");
    if (outcome.status !== "retryable") throw new Error(`expected retryable, got ${outcome.status}`);
    await giveUpDelivery(outcome, stillFailedReason(outcome, 3));
    expect(await finishLiveJob(post)).toBe(false);
    // Finishing again (a retried step) changes no post, so tells nobody again.
    await finishLiveJob(post);

    const told = await notificationsOf(owner.userId);
    expect(told).toEqual([
      { kind: "post_failed", title: "Your post for Crunch failed to publish", body: expect.stringContaining("X still failed after 3 attempts"), link: `/posts/${postId}`, post_id: postId },
    ]);
    expect(told[0].body).toMatch(/^“Due post 0” X: X still failed/);

    const email = (await db().user.findUniqueOrThrow({ where: { id: owner.userId } })).email;
    await dispatchDueMail();
    const mail = smtp.received.filter((message) => message.envelopeTo[0] === email);
    expect(mail.map((message) => message.parsed.subject)).toEqual(["Your post for Crunch failed to publish"]);
    expect(new URL(/https?:\/\/\S+/.exec(mail[0].parsed.text!)![0]).pathname).toBe(`/posts/${postId}`);
  });

  it("a token the platform refuses marks the connection and tells the owner once, however often it is found so", async () => {
    const { owner, post } = await failedXPost({ "POST /2/tweets": { status: 401, json: { title: "Unauthorized", detail: "Unauthorized" } } });
    expect(await attemptDelivery(post, "x_twitter")).toMatchObject({ status: "failed" });
    const connection = await db().platformConnection.findFirstOrThrow({ where: { brandId: owner.brandId, platform: "x_twitter" } });
    expect(connection.status).toBe("reconnect_required");
    expect(await markReconnectRequired(connection.id, "Still refused.")).toBe(true);

    const kinds = (await notificationsOf(owner.userId)).map((n) => n.kind);
    expect(kinds.filter((kind) => kind === "connection_reconnect_required")).toHaveLength(1);
    const reconnect = (await notificationsOf(owner.userId)).find((n) => n.kind === "connection_reconnect_required")!;
    expect(reconnect).toMatchObject({ title: "X needs signing in again for Crunch", link: `/settings?brand=${owner.brandId}`, post_id: null });
    expect(reconnect.body).toMatch(/Reconnect the X account in Settings\.$/);
  });

  it("in a team: the owners and admins who reach the brand are told, not editors nor an admin limited to other brands", async () => {
    const team = await createTestTeam({ owner: "owner", admin: "admin", narrow: { role: "admin", brandIds: ["00000000-0000-4000-8000-000000000001"] }, editor: "editor" });
    const brand = await db().brand.create({ data: { userId: team.members.owner.userId, workspaceId: team.workspaceId, name: "Team brand", website: "https://t.example" } });
    const connection = await db().platformConnection.create({
      data: { userId: team.members.owner.userId, workspaceId: team.workspaceId, brandId: brand.id, platform: "bluesky", sealedCredentials: "x", keyId: "k" },
    });
    expect(await markReconnectRequired(connection.id, "The app password was revoked. Reconnect the Bluesky account in Settings.")).toBe(true);
    const told = (await dbPool().query<{ user_id: string }>("SELECT user_id FROM notifications WHERE workspace_id = $1 ORDER BY user_id", [team.workspaceId])).rows;
    expect(told.map((row) => row.user_id)).toEqual([team.members.owner.userId, team.members.admin.userId].sort());
    // A reconnect that saved new credentials in between (another version): nothing changes, nobody is told.
    await dbPool().query("UPDATE platform_connections SET status = 'active' WHERE id = $1", [connection.id]);
    expect(await markReconnectRequired(connection.id, "Late.", 999)).toBe(false);
    expect((await dbPool().query("SELECT 1 FROM notifications WHERE workspace_id = $1", [team.workspaceId])).rowCount).toBe(2);
  });
});
