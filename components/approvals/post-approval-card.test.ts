import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PostApprovalCard, type ApprovalViewer } from "@/components/approvals/post-approval-card";
import type { Approval, PostWithDeliveries } from "@/lib/client/types";

// What the post page's Approval card offers in each state (docs/teams.md, "Approvals").

const post = (status: PostWithDeliveries["status"], approval: Approval | null): PostWithDeliveries => ({
  id: "3f6c1b7e-2a4d-4e8f-9b1c-5d7a2e9f0c41",
  content: "Hello",
  versions: {},
  platforms: ["x_twitter"],
  brand_id: null,
  image_url: null,
  status,
  source: "api",
  scheduled_at: null,
  published_at: null,
  created_at: "2026-12-01T09:00:00.000Z",
  deliveries: [],
  approval,
});
const approval = (state: Approval["state"], extra: Partial<Approval> = {}): Approval => ({
  state,
  requested_by: { user_id: null, key_id: null },
  requested_at: "2026-12-01T09:00:00.000Z",
  decided_by: state === "pending" ? null : { user_id: null, name: "Erin Editor" },
  decided_at: state === "pending" ? null : "2026-12-01T10:00:00.000Z",
  comment: null,
  content_hash: "a".repeat(64),
  version: 1,
  ...extra,
});
const render = (value: PostWithDeliveries, viewer: ApprovalViewer | null = null) => renderToStaticMarkup(createElement(PostApprovalCard, { post: value, viewer }));
const ASKER = "6a1d0c2e-4b3f-4e5a-8c7d-9e0f1a2b3c4d";

describe("the post page's Approval card", () => {
  it("a draft without approval offers Submit for approval, nothing to decide", () => {
    const html = render(post("draft", null));
    expect(html).toContain("Submit for approval");
    expect(html).not.toContain(">Approve<");
  });

  it("a pending post offers Approve and Request changes with a comment, and says it is not published until approved", () => {
    const html = render(post("scheduled", approval("pending", { comment: "This brand's posts scheduled with an API key wait for a person's approval (approval policy: agents)." })));
    expect(html).toContain("Awaiting approval");
    expect(html).toContain(">Approve<");
    expect(html).toContain("Request changes");
    expect(html).toContain("approval policy: agents");
    expect(html).toContain("nothing goes out");
    expect(html).not.toContain("Submit for approval");
  });

  it("changes requested: who asked, their comment, and Submit for approval again", () => {
    const html = render(post("draft", approval("changes_requested", { comment: "Add the price." })));
    expect(html).toContain("Erin Editor asked for changes");
    expect(html).toContain("Add the price.");
    // The edit itself submits it again: the card says so rather than asking for a second step.
    expect(html).toContain("saving the edit sends it back for approval");
    expect(html).toContain("Submit for approval");
  });

  it("approved: who approved it, and no buttons; a published post without approval shows no card", () => {
    const html = render(post("scheduled", approval("approved")));
    expect(html).toContain("Approved by Erin Editor");
    expect(html).not.toContain("<button");
    expect(render(post("published", null))).toBe("");
  });

  it("approved without a comment: the card ends with its header, its empty body not drawn", () => {
    const body = (html: string) => /<div class="([^"]*)" data-testid="approval-card-body">/.exec(html)?.[1];
    expect(body(render(post("scheduled", approval("approved"))))).toBe("hidden");
    expect(body(render(post("published", approval("approved"))))).toBe("hidden");
    const commented = render(post("scheduled", approval("approved", { comment: "Lovely." })));
    expect(body(commented)).not.toBe("hidden");
    expect(commented).toContain("Lovely.");
    expect(body(render(post("draft", null)))).not.toBe("hidden");
    expect(body(render(post("scheduled", approval("pending"))))).not.toBe("hidden");
  });

  it("Withdraw request: shown to whoever asked and to owners, admins and editors; not to another contributor or a viewer", () => {
    const pending = post("draft", approval("pending", { requested_by: { user_id: ASKER, key_id: null } }));
    expect(render(pending, { userId: ASKER, role: "contributor" })).toContain("Withdraw request");
    for (const role of ["owner", "admin", "editor"] as const) expect(render(pending, { userId: "someone-else", role })).toContain("Withdraw request");
    for (const role of ["contributor", "viewer"] as const) expect(render(pending, { userId: "someone-else", role })).not.toContain("Withdraw request");
    expect(render(pending)).not.toContain("Withdraw request");
    expect(render(post("draft", approval("approved")), { userId: ASKER, role: "owner" })).not.toContain("Withdraw request");
  });

  it("withdrawn: who withdrew it, a draft again, and Submit for approval", () => {
    const html = render(post("draft", approval("withdrawn", { decided_by: { user_id: ASKER, name: "Cora Contributor" } })));
    expect(html).toContain("Request withdrawn");
    expect(html).toContain("withdrawn by Cora Contributor");
    expect(html).toContain("Submit for approval");
  });
});
