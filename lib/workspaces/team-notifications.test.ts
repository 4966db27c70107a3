import { expect, it } from "vitest";
import { decideApproval } from "@/lib/approvals/decide-approval";
import { requestApproval } from "@/lib/approvals/request-approval";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { dispatchDueMail } from "@/lib/notifications/mail/dispatch-mail";
import { createInvitationSchema } from "@/lib/schemas/workspace";
import { createTestUser, describeDb, uniqueEmail } from "@/lib/testing";
import { createSharedWorkspace } from "@/lib/testing/shared-workspace";
import { useSmtpTestServer } from "@/lib/testing/smtp-test-server";
import { testCaller } from "@/lib/testing/test-caller";
import { acceptInvitation } from "@/lib/workspaces/accept-invitation";
import { createInvitation } from "@/lib/workspaces/create-invitation";

// The people of a team are told, in the transaction of what happened (docs/teams.md,
// "Notifications"): an invitation's e-mail with its link, its acceptance to the owners and
// admins, an approval request to the approvers, a decision to whoever asked.

const bell = async (userId: string, workspaceId: string) =>
  (await dbPool().query<{ kind: string; post_id: string | null; actor_name: string | null; body: string }>(
    "SELECT kind, post_id, actor_name, body FROM notifications WHERE user_id = $1 AND workspace_id = $2 ORDER BY created_at, id",
    [userId, workspaceId],
  )).rows;

describeDb("a team's notifications", () => {
  const server = useSmtpTestServer("Brandcast <team@brandcast.test>");

  it("an invitation is e-mailed with its link; following it joins, and the owners and admins are told", async () => {
    const owner = await createTestUser({ name: "Olive Owner" });
    const { workspaceId, callers: [ownerCaller] } = await createSharedWorkspace([{ userId: owner.id, role: "owner" }], "Crunch Agency");
    const address = uniqueEmail("invitee");
    const invitation = await createInvitation(ownerCaller, workspaceId, createInvitationSchema.parse({ email: address, role: "editor" }));
    expect(invitation.emailed).toBe(true);

    // Other suites' mail may be due too: send until this one has arrived.
    const smtp = server();
    for (let round = 0; round < 5 && !smtp.received.some((m) => m.envelopeTo.includes(address)); round++) await dispatchDueMail();
    const mail = smtp.received.find((m) => m.envelopeTo.includes(address))!;
    expect(mail.parsed.subject).toBe("Olive Owner invited you to Crunch Agency on Brandcast");
    const link = [...(mail.parsed.text ?? "").matchAll(/https?:\/\/[^\s"<>]+/g)].map((m) => new URL(m[0])).find((url) => url.pathname.startsWith("/invitations/"))!;
    expect(link.href).toBe(invitation.accept_url);

    const invitee = await createTestUser({ email: address, name: "Ivy Invitee" });
    const token = decodeURIComponent(link.pathname.split("/").pop()!);
    expect(await acceptInvitation(await testCaller(invitee.id), token)).toEqual({ workspaceId });
    expect(await bell(owner.id, workspaceId)).toEqual([expect.objectContaining({ kind: "invitation_accepted", actor_name: "Ivy Invitee" })]);
    expect(await bell(invitee.id, workspaceId)).toEqual([]);
  });

  it("a contributor's request reaches the approvers (not the contributor or a viewer); the decision reaches the contributor with its comment", async () => {
    const [owner, editor, contributor, viewer] = await Promise.all(["Owner", "Eddie Editor", "Cora Contributor", "Vic Viewer"].map((name) => createTestUser({ name })));
    const { workspaceId, callers: [, editorCaller, contributorCaller] } = await createSharedWorkspace([
      { userId: owner.id, role: "owner" },
      { userId: editor.id, role: "editor" },
      { userId: contributor.id, role: "contributor" },
      { userId: viewer.id, role: "viewer" },
    ]);
    const brand = await db().brand.create({ data: { userId: owner.id, workspaceId, name: "Crunch Co", website: "https://crunch.example" } });
    const post = await db().post.create({ data: { userId: contributor.id, workspaceId, brandId: brand.id, content: "New flavour Friday", platforms: ["bluesky"], source: "api" } });

    const pending = await requestApproval(contributorCaller, post.id, null);
    for (const approver of [owner, editor]) {
      expect(await bell(approver.id, workspaceId)).toEqual([expect.objectContaining({ kind: "approval_requested", post_id: post.id, actor_name: "Cora Contributor" })]);
    }
    expect(await bell(contributor.id, workspaceId)).toEqual([]);
    expect(await bell(viewer.id, workspaceId)).toEqual([]);

    await decideApproval(editorCaller, post.id, { decision: "request_changes", content_hash: pending.content_hash, comment: "Say which flavour" });
    const told = await bell(contributor.id, workspaceId);
    expect(told).toEqual([expect.objectContaining({ kind: "changes_requested", post_id: post.id, actor_name: "Eddie Editor" })]);
    expect(told[0].body).toContain("Say which flavour");
  });
});
