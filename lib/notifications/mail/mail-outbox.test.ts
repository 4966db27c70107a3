import { InngestTestEngine } from "@inngest/test";
import { expect, it, vi } from "vitest";
import { functions } from "@/inngest/functions";
import { dispatchMail, pruneMail } from "@/inngest/functions/dispatch-mail";
import { postEndpoints } from "@/lib/api/endpoints/posts";
import { db } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/in-transaction";
import { dbPool } from "@/lib/db/pool";
import { forgetServerEnv } from "@/lib/env/server-env";
import { claimDueMail } from "@/lib/notifications/mail/claim-mail";
import { dispatchDueMail } from "@/lib/notifications/mail/dispatch-mail";
import { MAIL_MAX_ATTEMPTS } from "@/lib/notifications/mail/mail-retry-schedule";
import { recordMailOutcome } from "@/lib/notifications/mail/record-mail-outcome";
import { notify } from "@/lib/notifications/notify";
import { sendInvitationMail } from "@/lib/notifications/send-invitation-mail";
import { describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { routeHandlerOf } from "@/lib/testing/route-module";
import { useSmtpTestServer, type ReceivedMail } from "@/lib/testing/smtp-test-server";
import { createTestApiKey } from "@/lib/testing/test-api-key";
import { createTestTeam } from "@/lib/testing/test-team";

// The mail outbox end to end in one process: notify() in a transaction, the dispatcher, a real
// SMTP server on loopback (smtp-server) that requires the login of SMTP_URL, every message
// parsed with mailparser.

const FROM = "Brandcast <notify@brandcast.test>";

const outboxRows = async (ids: string[]) =>
  (
    await dbPool().query<{ id: string; status: string; attempts: number; last_error: string | null; sent_at: Date | null; due_later: boolean }>(
      "SELECT id, status, attempts, last_error, sent_at, next_attempt_at > now() AS due_later FROM mail_outbox WHERE id = ANY($1::uuid[]) ORDER BY created_at",
      [ids],
    )
  ).rows;
const outboxIdsTo = async (address: string) =>
  (await dbPool().query<{ id: string }>("SELECT id FROM mail_outbox WHERE to_address = $1 ORDER BY created_at", [address])).rows.map((row) => row.id);
/** A message's outbox id, from its Message-ID `<id@domain>`. */
const outboxIdOf = (mail: ReceivedMail) => /^<([0-9a-f-]{36})@brandcast\.test>$/.exec(mail.parsed.messageId ?? "")?.[1];
/** Every http(s) link of a text. */
const linksIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((match) => new URL(match[0]));
/** As if its backoff had passed: due now (a second into the past; next_attempt_at keeps milliseconds). */
const fastForward = (ids: string[]) => dbPool().query("UPDATE mail_outbox SET next_attempt_at = now() - interval '1 second' WHERE id = ANY($1::uuid[])", [ids]);

/**
 * Sends whatever else is due (another suite's leftovers) before a test refuses the next
 * message, so that the refusal meets the test's own message: `ids` wait meanwhile.
 */
async function drainOthers(ids: string[]) {
  await dbPool().query("UPDATE mail_outbox SET next_attempt_at = now() + interval '1 hour' WHERE id = ANY($1::uuid[])", [ids]);
  await dispatchDueMail();
  await fastForward(ids);
}

describeDb("the mail outbox against a real SMTP server", () => {
  const smtp = useSmtpTestServer(FROM);

  it("notify() queues one message per recipient in the event's transaction; the dispatcher delivers it with its subject, addresses and a link that resolves", async () => {
    const { workspaceId, members } = await createTestTeam({ owner: "owner", editor: "editor", contributor: "contributor", viewer: "viewer" });
    const brand = await db().brand.create({ data: { userId: members.owner.userId, workspaceId, name: "Crunch Co", website: "https://crunch.example" } });
    const post = await db().post.create({
      data: { userId: members.contributor.userId, workspaceId, brandId: brand.id, content: "Loud crunch, new flavour, out Friday", platforms: ["bluesky"], source: "api" },
    });
    const result = await inTransaction((tx) =>
      notify(tx, {
        workspaceId,
        kind: "approval_requested",
        recipients: { roles: ["owner", "admin", "editor"] },
        actor: { userId: members.contributor.userId, name: members.contributor.name },
        postId: post.id,
        brandId: brand.id,
        postText: post.content,
        brandName: brand.name,
      }),
    );
    expect(result).toEqual({ notified: 2, mailed: 2 });

    const before = smtp().received.length;
    expect(await dispatchDueMail()).toBeGreaterThanOrEqual(2);
    const mine = smtp().received.slice(before).filter((mail) => [members.owner.email, members.editor.email].includes(mail.envelopeTo[0]));
    expect(mine.map((mail) => mail.envelopeTo[0]).sort()).toEqual([members.owner.email, members.editor.email].sort());
    const toOwner = mine.find((mail) => mail.envelopeTo[0] === members.owner.email)!;
    expect(toOwner.parsed.subject).toBe("The contributor asks you to approve a post for Crunch Co");
    expect(toOwner.parsed.from?.value).toEqual([{ address: "notify@brandcast.test", name: "Brandcast" }]);
    expect((toOwner.parsed.to as { value: { address: string }[] }).value.map((to) => to.address)).toEqual([members.owner.email]);
    expect(toOwner.parsed.headers.get("auto-submitted")).toBe("auto-generated");
    expect(toOwner.parsed.text).toContain("“Loud crunch, new flavour, out Friday”");

    // The Message-ID is the outbox row's id: the row is marked sent, once.
    const outboxId = outboxIdOf(toOwner)!;
    expect(await outboxRows([outboxId])).toEqual([expect.objectContaining({ id: outboxId, status: "sent", attempts: 1, last_error: null, sent_at: expect.any(Date) })]);

    // The link (in the text and the HTML) is the post's page on the app's public URL; the post
    // it names is the one the owner reads through the API.
    const [link, settingsLink] = linksIn(toOwner.parsed.text!);
    expect(link.origin).toBe(new URL(process.env.NEXTAUTH_URL!).origin);
    expect(link.pathname).toBe(`/posts/${post.id}`);
    expect(linksIn(String(toOwner.parsed.html)).map(String)).toContain(String(link));
    expect(settingsLink.pathname).toBe("/settings/notifications");
    const key = await createTestApiKey(members.owner.userId, { scopes: ["read"] });
    await dbPool().query("UPDATE api_keys SET workspace_id = $1 WHERE id = $2", [workspaceId, key.id]);
    const postId = link.pathname.split("/")[2];
    const res = await callRoute((await routeHandlerOf(postEndpoints.get))!, "GET", `/api/v1/posts/${postId}`, { headers: key.bearer, params: { id: postId } });
    expect(res.status).toBe(200);
    expect(res.body.data.post.content).toBe(post.content);
  });

  it("an invitation's e-mail goes to an address without an account, its link carries the token", async () => {
    const { workspaceId } = await createTestTeam({ owner: "owner" });
    const address = `invitee-${Date.now()}@elsewhere.test`;
    const queued = await inTransaction((tx) =>
      sendInvitationMail(tx, { workspaceId, toAddress: address, workspaceName: "Crunch team", inviterName: "Dana", role: "editor", acceptPath: "/invitations/tok_abc123", expiresAt: new Date(Date.now() + 7 * 86_400_000) }),
    );
    expect(queued).toBe(true);
    const before = smtp().received.length;
    await dispatchDueMail();
    const mail = smtp().received.slice(before).find((message) => message.envelopeTo[0] === address)!;
    expect(mail.parsed.subject).toBe("Dana invited you to Crunch team on Brandcast");
    expect(mail.parsed.text).toContain("as an editor");
    const link = linksIn(mail.parsed.text!)[0];
    expect([link.pathname, link.origin]).toEqual(["/invitations/tok_abc123", new URL(process.env.NEXTAUTH_URL!).origin]);
  });

  it("a message the server refuses with a 4xx is tried again after its backoff and delivered once", async () => {
    const { workspaceId, members } = await createTestTeam({ owner: "owner", editor: "editor" });
    await inTransaction((tx) => notify(tx, { workspaceId, kind: "changes_requested", recipients: { userIds: [members.owner.userId] }, actor: { userId: members.editor.userId, name: "Eddie" }, comment: "Shorter, please." }));
    const ids = await outboxIdsTo(members.owner.email);
    expect(ids).toHaveLength(1);

    await drainOthers(ids);
    smtp().refuseNext(1, 451);
    const refusedBefore = smtp().refused;
    await dispatchDueMail();
    expect(smtp().refused).toBe(refusedBefore + 1);
    expect(await outboxRows(ids)).toEqual([expect.objectContaining({ status: "pending", attempts: 1, sent_at: null, due_later: true, last_error: expect.stringContaining("451") })]);

    // Not due yet: another run sends nothing of it.
    await dispatchDueMail();
    expect(smtp().received.filter((mail) => mail.envelopeTo[0] === members.owner.email)).toHaveLength(0);

    await fastForward(ids);
    await dispatchDueMail();
    const delivered = smtp().received.filter((mail) => mail.envelopeTo[0] === members.owner.email);
    expect(delivered).toHaveLength(1);
    expect(delivered[0].parsed.subject).toBe("Eddie requested changes on your post");
    expect(delivered[0].parsed.text).toContain("Comment: Shorter, please.");
    expect(await outboxRows(ids)).toEqual([expect.objectContaining({ status: "sent", attempts: 2, last_error: null })]);

    // Sent is final: due or not, it is never claimed again.
    await fastForward(ids);
    await dispatchDueMail();
    expect(smtp().received.filter((mail) => mail.envelopeTo[0] === members.owner.email)).toHaveLength(1);
  });

  it("a permanent refusal (5xx) fails at once; a message refused on every attempt fails once they are spent", async () => {
    const { workspaceId, members } = await createTestTeam({ owner: "owner", admin: "admin" });
    await inTransaction((tx) => notify(tx, { workspaceId, kind: "post_failed", recipients: { userIds: [members.owner.userId] }, reason: "X refused it." }));
    const [permanent] = await outboxIdsTo(members.owner.email);
    await drainOthers([permanent]);
    smtp().refuseNext(1, 550);
    await dispatchDueMail();
    expect(await outboxRows([permanent])).toEqual([expect.objectContaining({ status: "failed", attempts: 1, last_error: expect.stringContaining("550") })]);

    await inTransaction((tx) => notify(tx, { workspaceId, kind: "post_failed", recipients: { userIds: [members.admin.userId] }, reason: "X refused it." }));
    const [spent] = await outboxIdsTo(members.admin.email);
    await drainOthers([spent]);
    smtp().refuseNext(MAIL_MAX_ATTEMPTS, 421);
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      await fastForward([spent]);
      await dispatchDueMail();
    }
    expect(await outboxRows([spent])).toEqual([expect.objectContaining({ status: "failed", attempts: MAIL_MAX_ATTEMPTS, sent_at: null })]);
    expect(smtp().received.filter((mail) => mail.envelopeTo[0] === members.admin.email)).toHaveLength(0);
    smtp().refuseNext(0);
  });

  it("two dispatchers at once over 50 messages: each is delivered exactly once, counted at the SMTP server", async () => {
    const { workspaceId } = await createTestTeam({ owner: "owner" });
    const stamp = Date.now();
    const addresses = Array.from({ length: 50 }, (_, i) => `many-${stamp}-${i}@elsewhere.test`);
    await inTransaction(async (tx) => {
      for (const address of addresses) {
        await sendInvitationMail(tx, { workspaceId, toAddress: address, workspaceName: "Many", inviterName: "Dana", role: "viewer", acceptPath: "/invitations/x", expiresAt: new Date() });
      }
    });
    const before = smtp().received.length;
    const [first, second] = await Promise.all([dispatchDueMail(), dispatchDueMail()]);
    expect(first + second).toBeGreaterThanOrEqual(50);
    const mine = smtp().received.slice(before).filter((mail) => addresses.includes(mail.envelopeTo[0]));
    expect(mine).toHaveLength(50);
    expect(new Set(mine.map((mail) => mail.envelopeTo[0])).size).toBe(50);
    expect(new Set(mine.map((mail) => mail.parsed.messageId)).size).toBe(50);
    const rows = (await dbPool().query<{ status: string; attempts: number }>("SELECT status, attempts FROM mail_outbox WHERE to_address = ANY($1)", [addresses])).rows;
    expect(rows).toEqual(Array.from({ length: 50 }, () => ({ status: "sent", attempts: 1 })));
  });

  it("a dispatcher whose claim ran out (it died mid-send) records nothing over the one that took the message after it", async () => {
    const { workspaceId } = await createTestTeam({ owner: "owner" });
    const address = `lease-${Date.now()}@elsewhere.test`;
    await inTransaction((tx) => sendInvitationMail(tx, { workspaceId, toAddress: address, workspaceName: "L", inviterName: "Dana", role: "viewer", acceptPath: "/invitations/y", expiresAt: new Date() }));
    const ids = await outboxIdsTo(address);
    // Claimed by a dispatcher that then died; whatever else its claim took (nothing, normally) is let go.
    const claimed = await claimDueMail(50);
    const dead = claimed.filter((mail) => mail.id === ids[0]);
    expect(dead).toHaveLength(1);
    const others = claimed.filter((mail) => mail.id !== ids[0]).map((mail) => mail.id);
    await dbPool().query("UPDATE mail_outbox SET next_attempt_at = now(), lease_token = NULL, attempts = attempts - 1 WHERE id = ANY($1::uuid[])", [others]);
    await dispatchDueMail();
    expect(smtp().received.filter((mail) => mail.envelopeTo[0] === address)).toHaveLength(0); // still leased

    await fastForward(ids); // the lease ran out
    await dispatchDueMail();
    expect(smtp().received.filter((mail) => mail.envelopeTo[0] === address)).toHaveLength(1);
    expect(await recordMailOutcome(dead[0], { ok: false, permanent: false, error: "late" })).toBe("lost_claim");
    expect(await outboxRows(ids)).toEqual([expect.objectContaining({ status: "sent", attempts: 2, last_error: null })]);
  });

  it("preferences decide who is mailed; everyone named is still told in the bell", async () => {
    const { workspaceId, members } = await createTestTeam({ owner: "owner", admin: "admin", editor: "editor" });
    // The owner turned approval requests off; the admin turned approvals on (off by default).
    await dbPool().query(`INSERT INTO notification_preferences (user_id, email) VALUES ($1, '{"approval_requested": false}'), ($2, '{"approved": true}')`, [
      members.owner.userId,
      members.admin.userId,
    ]);
    const everyone = { roles: ["owner", "admin", "editor"] as const };
    expect(await inTransaction((tx) => notify(tx, { workspaceId, kind: "approval_requested", recipients: everyone }))).toEqual({ notified: 3, mailed: 2 });
    expect(await inTransaction((tx) => notify(tx, { workspaceId, kind: "approved", recipients: everyone }))).toEqual({ notified: 3, mailed: 1 });
    const mailedTo = async (kind: string) =>
      (await dbPool().query<{ user_id: string }>("SELECT user_id FROM mail_outbox WHERE workspace_id = $1 AND kind = $2 ORDER BY user_id", [workspaceId, kind])).rows.map((row) => row.user_id);
    expect(await mailedTo("approval_requested")).toEqual([members.admin.userId, members.editor.userId].sort());
    expect(await mailedTo("approved")).toEqual([members.admin.userId]);
    const told = await dbPool().query("SELECT 1 FROM notifications WHERE workspace_id = $1", [workspaceId]);
    expect(told.rowCount).toBe(6);
  });

  it("recipients are the workspace's members now: someone else named, the actor, or a member restricted to other brands are not told", async () => {
    const brandId = (await db().brand.create({ data: { userId: (await createTestTeam({ x: "owner" })).members.x.userId, name: "B", website: "https://b.example" } })).id;
    const { workspaceId, members } = await createTestTeam({ owner: "owner", wide: "admin", narrow: { role: "admin", brandIds: ["00000000-0000-4000-8000-000000000001"] }, actor: "editor" });
    const outsider = (await createTestTeam({ o: "owner" })).members.o;
    const named = await inTransaction((tx) =>
      notify(tx, { workspaceId, kind: "approved", recipients: { userIds: [members.actor.userId, outsider.userId, members.wide.userId] }, actor: { userId: members.actor.userId, name: "A" } }),
    );
    expect(named.notified).toBe(1);
    const byRole = await inTransaction((tx) => notify(tx, { workspaceId, kind: "connection_reconnect_required", recipients: { roles: ["owner", "admin"] }, brandId }));
    expect(byRole.notified).toBe(2);
    const told = (await dbPool().query<{ user_id: string; kind: string }>("SELECT user_id, kind FROM notifications WHERE workspace_id = $1 ORDER BY kind, user_id", [workspaceId])).rows;
    expect(told).toEqual(
      [
        { user_id: members.wide.userId, kind: "approved" },
        ...[members.owner.userId, members.wide.userId].sort().map((id) => ({ user_id: id, kind: "connection_reconnect_required" })),
      ],
    );
  });

  it("notify() rolls back with the event: a transaction that fails leaves no notification and no mail", async () => {
    const { workspaceId, members } = await createTestTeam({ owner: "owner" });
    await expect(
      inTransaction(async (tx) => {
        await notify(tx, { workspaceId, kind: "post_failed", recipients: { userIds: [members.owner.userId] } });
        throw new Error("the event failed");
      }),
    ).rejects.toThrow("the event failed");
    expect((await dbPool().query("SELECT 1 FROM notifications WHERE user_id = $1", [members.owner.userId])).rowCount).toBe(0);
    expect((await dbPool().query("SELECT 1 FROM mail_outbox WHERE user_id = $1", [members.owner.userId])).rowCount).toBe(0);
  });

  it("through a Prisma interactive transaction as well", async () => {
    const { workspaceId, members } = await createTestTeam({ owner: "owner" });
    const result = await db().$transaction((tx) => notify(tx, { workspaceId, kind: "invitation_accepted", recipients: { roles: ["owner"] }, actor: { name: "Nina" }, role: "editor", workspaceName: "Crunch" }));
    expect(result).toEqual({ notified: 1, mailed: 0 }); // invitation_accepted is not e-mailed by default
    const row = (await dbPool().query("SELECT title, body, link FROM notifications WHERE user_id = $1", [members.owner.userId])).rows[0];
    expect(row).toEqual({ title: "Nina joined Crunch", body: "Nina accepted the invitation and is now an editor.", link: "/settings" });
  });

  it("the Inngest cron functions drain the outbox and prune what was finished 30 days ago", async () => {
    expect(dispatchMail.opts.triggers).toEqual([{ cron: "* * * * *" }]);
    expect(pruneMail.opts.triggers).toEqual([{ cron: "*/10 * * * *" }]);
    expect(functions).toEqual(expect.arrayContaining([dispatchMail, pruneMail]));
    const { workspaceId, members } = await createTestTeam({ owner: "owner" });
    await inTransaction((tx) => notify(tx, { workspaceId, kind: "post_failed", recipients: { userIds: [members.owner.userId] }, reason: "Gone." }));
    const { result } = await new InngestTestEngine({ function: dispatchMail }).execute();
    expect((result as { sent: number }).sent).toBeGreaterThanOrEqual(1);
    expect(smtp().received.filter((mail) => mail.envelopeTo[0] === members.owner.email).map((mail) => mail.parsed.subject)).toEqual(["Your post failed to publish"]);

    const insert = (status: string, age: string) =>
      dbPool().query(
        `INSERT INTO mail_outbox (workspace_id, kind, to_address, subject, text_body, html_body, status, created_at) VALUES ($1, 'invitation', $2, 's', 't', 'h', $2, now() - $3::interval)`,
        [workspaceId, status, age],
      );
    await insert("sent", "31 days");
    await insert("failed", "31 days");
    await insert("sent", "29 days");
    await insert("pending", "40 days"); // addressed to "pending", not due: it waits whatever its age
    await dbPool().query("UPDATE mail_outbox SET next_attempt_at = now() + interval '1 day' WHERE workspace_id = $1 AND to_address = 'pending'", [workspaceId]);
    const { result: pruned } = await new InngestTestEngine({ function: pruneMail }).execute();
    expect((pruned as { deleted: number }).deleted).toBeGreaterThanOrEqual(2);
    const left = await dbPool().query<{ to_address: string }>("SELECT to_address FROM mail_outbox WHERE workspace_id = $1 AND to_address IN ('sent', 'failed', 'pending') ORDER BY to_address", [workspaceId]);
    expect(left.rows.map((row) => row.to_address)).toEqual(["pending", "sent"]);
    await dbPool().query("DELETE FROM mail_outbox WHERE workspace_id = $1 AND to_address = 'pending'", [workspaceId]);
  });

  it("with SMTP_URL unset, e-mail is off: notifications are written, nothing is queued, nothing is sent", async () => {
    vi.unstubAllEnvs();
    forgetServerEnv();
    const { workspaceId, members } = await createTestTeam({ owner: "owner" });
    expect(await inTransaction((tx) => notify(tx, { workspaceId, kind: "post_failed", recipients: { userIds: [members.owner.userId] } }))).toEqual({ notified: 1, mailed: 0 });
    expect(await inTransaction((tx) => sendInvitationMail(tx, { workspaceId, toAddress: "off@elsewhere.test", workspaceName: "W", inviterName: "D", role: "viewer", acceptPath: "/i", expiresAt: new Date() }))).toBe(false);
    expect((await dbPool().query("SELECT 1 FROM mail_outbox WHERE workspace_id = $1", [workspaceId])).rowCount).toBe(0);
    // A message queued while it was on waits: the dispatcher sends nothing while it is off.
    await dbPool().query("INSERT INTO mail_outbox (workspace_id, kind, to_address, subject, text_body, html_body) VALUES ($1, 'invitation', 'waiting@elsewhere.test', 's', 't', 'h')", [workspaceId]);
    const before = smtp().received.length;
    expect(await dispatchDueMail()).toBe(0);
    expect(smtp().received.length).toBe(before);
    expect((await dbPool().query("SELECT status, attempts FROM mail_outbox WHERE workspace_id = $1", [workspaceId])).rows).toEqual([{ status: "pending", attempts: 0 }]);
    await dbPool().query("DELETE FROM mail_outbox WHERE workspace_id = $1", [workspaceId]);
  });
});
