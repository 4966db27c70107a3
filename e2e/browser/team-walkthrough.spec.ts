import type { Browser, BrowserContext, Page } from "@playwright/test";
import { E2E_PASSWORD, uniqueEmail } from "../support/api";
import { signInBrowser } from "../support/browser";
import { expect, test } from "../support/fixtures";
import { linksIn, waitForMail } from "../support/inbox";
import { DESKTOP, MOBILE, saveScreenshot, saveScreenshotsAtBothWidths } from "../support/screenshots";

// Issue 20's "Done when", end to end in Chromium against the production build (docs/teams.md):
// an owner makes a workspace from the switcher and invites an editor and a contributor; each
// invitation e-mail arrives at the run's SMTP server (e2e/support/smtp-inbox.ts) and its link is
// followed, signed out, through sign-up; the contributor writes a draft in the composer (/create)
// and submits it with the post page's button; the editor sees the bell, asks for a change, the
// contributor is told and edits it in the post page's editor, which puts it before a person again;
// the editor approves it and schedules it with the post page's schedule form, and it publishes
// (sandbox); an approved, scheduled post unscheduled and edited in the dashboard waits again; a
// client approves a third post through its review link; an agent's key with `requires_approval`
// schedules a post that waits; the owner's audit trail lists the steps. Only what has no dashboard
// path goes through the API: the brand, the review link and the agent's key. Screenshots at 1280
// and 390 of each step.

type Post = { id: string; status: string; content: string; scheduled_at: string | null; approval: { state: string; content_hash: string } | null };

/** A JSON call with the page's session (same origin, as the dashboard makes it). */
async function call(page: Page, method: "GET" | "POST" | "PATCH" | "DELETE", path: string, data?: unknown) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(path, { method, headers: { origin }, ...(data === undefined ? {} : { data }) });
  const body = await response.json();
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${JSON.stringify(body)}`);
  return body.data;
}

const getPost = async (page: Page, id: string): Promise<Post> => (await call(page, "GET", `/api/v1/posts/${id}`)).post;

/**
 * The composer at 1280 (the whole page) and at 390 as a phone shows it: the text being written
 * above the actions' bar stuck to the bottom of the screen (a full-page capture would draw that
 * bar mid-page, over the platforms, and leave its place at the end empty).
 */
async function saveComposerScreenshots(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await saveScreenshot(page, `${name}-1280`);
  await page.setViewportSize(MOBILE);
  await page.getByLabel("Default text").scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -120));
  await saveScreenshot(page, `${name}-390`, { fullPage: false });
  await page.setViewportSize(DESKTOP);
}

/**
 * A post written by hand in the composer at /create for the workspace's only brand, on Bluesky,
 * saved as a draft; its id (the page it lands on). A contributor's composer only saves drafts.
 */
async function draftInComposer(page: Page, brandId: string, text: string, as: "contributor" | "editor", screenshot?: string): Promise<string> {
  await page.goto("/create");
  await expect(page.getByRole("heading", { level: 1, name: "Create" })).toBeVisible();
  await page.getByRole("button", { name: "Write by hand" }).click();
  await expect(page.getByRole("button", { name: "Write by hand" })).toHaveAttribute("aria-pressed", "true");
  // The workspace's only brand is chosen for the writer; the platforms preselected for generating are swapped for Bluesky.
  await expect(page.getByRole("combobox", { name: /^Brand/ })).toHaveValue(brandId);
  await page.getByRole("checkbox", { name: /^X/ }).uncheck();
  await page.getByRole("checkbox", { name: /LinkedIn/ }).uncheck();
  await page.getByRole("checkbox", { name: /Bluesky/ }).check();
  await expect(page.getByTestId("compose-platform")).toHaveCount(1);
  await page.getByLabel("Default text").fill(text);
  await expect(page.getByTestId("compose-platform").getByText(text)).toBeVisible();
  if (as === "contributor") {
    await expect(page.getByTestId("compose-drafts-only")).toHaveText("As a contributor, you save drafts. Submit one for approval from its page; an owner, admin or editor schedules it.");
    await expect(page.getByRole("button", { name: "Add to queue" })).toHaveCount(0);
    await expect(page.getByLabel("Schedule for")).toHaveCount(0);
  } else await expect(page.getByLabel("Schedule for")).toBeVisible();
  if (screenshot) await saveComposerScreenshots(page, screenshot);
  await page.getByRole("button", { name: "Save draft" }).click();
  await page.waitForURL(/\/posts\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("post-content")).toHaveText(text);
  return page.url().split("/").pop()!;
}

/** The post page's editor (Content → Edit): the default text replaced, changes saved. */
async function editOnPostPage(page: Page, text: string, screenshot?: string) {
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Edit post" })).toBeVisible();
  await page.getByLabel("Default text").fill(text);
  if (screenshot) await saveComposerScreenshots(page, screenshot);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("post-content")).toHaveText(text);
}

/** "YYYY-MM-DDTHH:MM" (or with seconds) for a datetime-local input, `ms` from now in the page's time zone, and the instant it names. */
async function localInputValue(page: Page, ms: number): Promise<{ value: string; iso: string }> {
  return page.evaluate((ahead) => {
    const d = new Date(Date.now() + ahead);
    d.setMilliseconds(0);
    const pad = (n: number) => String(n).padStart(2, "0");
    return { value: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`, iso: d.toISOString() };
  }, ms);
}

/** The post page's Publishing card: "Schedule…", a time `ms` ahead, "Schedule"; the page says it is scheduled. */
async function scheduleOnPostPage(page: Page, ms: number, screenshot?: string): Promise<string> {
  await page.getByRole("button", { name: "Schedule…" }).click();
  const form = page.getByRole("form", { name: "Schedule" });
  await expect(form.getByLabel("Date and time")).toBeVisible();
  if (screenshot) await saveScreenshotsAtBothWidths(page, screenshot);
  const when = await localInputValue(page, ms);
  await form.getByLabel("Date and time").fill(when.value);
  await form.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(page.getByRole("button", { name: "Unschedule" }).or(page.getByText(/^Published /))).toBeVisible();
  return when.iso;
}

/** The invited person, in a browser of their own: follows the e-mailed link, signs up, joins. */
async function acceptByMail(browser: Browser, invite: { name: string; email: string; role: string; shownLink: string }): Promise<{ context: BrowserContext; page: Page }> {
  const mail = await waitForMail(invite.email, /invited you to Acme Agency/);
  expect(mail.text).toContain(`as ${invite.role === "editor" ? "an editor" : "a contributor"}`);
  const link = linksIn(mail.text).find((url) => url.pathname.startsWith("/invitations/"));
  expect(link?.toString(), "the e-mail carries the link the owner was shown").toBe(invite.shownLink);

  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(link!.pathname);
  await expect(page.getByRole("heading", { name: "You are invited" })).toBeVisible();
  await expect(page.getByText(new RegExp(`to join Acme Agency as ${invite.role}`))).toBeVisible();
  await page.getByRole("link", { name: "Create an account to join" }).click();
  await page.waitForURL("**/sign-up?invitation=*");
  await expect(page.getByLabel("Work email")).toHaveValue(invite.email);
  await page.getByLabel("Name").fill(invite.name);
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL("**/invitations/**");
  await page.getByRole("button", { name: "Join Acme Agency" }).click();
  await page.waitForURL("**/dashboard");
  await expect(page.getByTestId("workspace-switcher")).toHaveText(/Acme Agency/);
  return { context, page };
}

/** Opens the bell, checks it counts something unread, and follows the newest notification. */
async function openNewestNotification(page: Page, screenshot?: string) {
  await page.goto("/dashboard");
  const bell = page.getByRole("button", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  await expect(page.getByTestId("notification-count")).toHaveText(/^\d+$/);
  await bell.click();
  const panel = page.getByRole("region", { name: "Notifications" });
  await expect(panel.getByRole("listitem").first()).toBeVisible();
  if (screenshot) await saveScreenshotsAtBothWidths(page, screenshot);
  return panel;
}

test.describe("browser: team walkthrough", () => {
  test.setTimeout(600_000);

  test("walkthrough: invite by e-mail, submit, bell, changes, approve, publish, re-approval, review link, agent key, audit", async ({ page, browser, baseURL, keyContext }) => {
    const contexts: BrowserContext[] = [];
    try {
      // The owner signs up and makes a shared workspace from the switcher.
      await page.setViewportSize(DESKTOP);
      await signInBrowser(page, baseURL!, { user: { name: "Olivia Owner" } });
      await page.goto("/dashboard");
      await page.getByTestId("workspace-switcher").click();
      await page.getByRole("button", { name: "New workspace…" }).click();
      const dialog = page.getByRole("dialog", { name: "New workspace" });
      await dialog.getByLabel("Name").fill("Acme Agency");
      await dialog.getByRole("button", { name: "Create workspace" }).click();
      await page.waitForURL("**/settings/members");
      await expect(page.getByRole("heading", { name: "Members of Acme Agency" })).toBeVisible();
      const brandId = (await call(page, "POST", "/api/v1/brands", { name: "Crunch Co", website: "https://example.com" })).brand.id as string;

      // Settings → Members: an editor and a contributor are invited; with e-mail on, the page says the link was e-mailed.
      const editorInvite = { name: "Eddie Editor", email: uniqueEmail("editor"), role: "editor", shownLink: "" };
      const contributorInvite = { name: "Cora Contributor", email: uniqueEmail("contributor"), role: "contributor", shownLink: "" };
      for (const invite of [editorInvite, contributorInvite]) {
        await page.getByLabel("Email address").fill(invite.email);
        await page.getByLabel("Role", { exact: true }).selectOption(invite.role);
        await page.getByRole("button", { name: "Invite", exact: true }).click();
        await expect(page.getByText(`We e-mailed this link to ${invite.email}.`)).toBeVisible();
        invite.shownLink = (await page.getByTestId("invitation-link").textContent())!.trim();
        if (invite === contributorInvite) await saveScreenshotsAtBothWidths(page, "team-walkthrough-members-invited");
        await page.getByRole("button", { name: "Done" }).click();
        await expect(page.getByTestId("invitation-row").filter({ hasText: invite.email })).toBeVisible();
      }

      const editor = await acceptByMail(browser, editorInvite);
      contexts.push(editor.context);
      const contributor = await acceptByMail(browser, contributorInvite);
      contexts.push(contributor.context);
      await page.reload();
      await expect(page.getByTestId("member-row").filter({ hasText: editorInvite.email }).getByLabel(`Role of ${editorInvite.name}`)).toHaveValue("editor");
      await expect(page.getByTestId("member-row").filter({ hasText: contributorInvite.email }).getByLabel(`Role of ${contributorInvite.name}`)).toHaveValue("contributor");
      await saveScreenshotsAtBothWidths(page, "team-walkthrough-members-joined");

      // The contributor writes a draft in the composer and submits it from its page.
      const c = contributor.page;
      const firstId = await draftInComposer(c, brandId, "Crunch week: three new flavours, one loud launch", "contributor", "team-walkthrough-compose-draft");
      await expect(c.getByText("No one needs to approve this post yet.", { exact: false })).toBeVisible();
      // Their role cannot schedule or decide: the page says who does instead of offering buttons the API refuses.
      await expect(c.getByTestId("schedule-by-others")).toBeVisible();
      await expect(c.getByRole("button", { name: /^(Schedule…|Add to queue)$/ })).toHaveCount(0);
      await expect(c.getByText("Nothing delivered yet. An owner, admin or editor schedules it once it is ready.")).toBeVisible();
      await c.getByRole("button", { name: "Submit for approval" }).click();
      await expect(c.getByText(/Waiting for an owner, admin or editor since/)).toBeVisible();
      await expect(c.getByText("An owner, admin or editor approves it or asks for changes; you are told either way.")).toBeVisible();
      // Whoever asked may take the request back.
      await expect(c.getByRole("button", { name: "Withdraw request" })).toBeVisible();
      await expect(c.getByRole("button", { name: "Approve", exact: true })).toHaveCount(0);
      await saveScreenshotsAtBothWidths(c, "team-walkthrough-submitted");
      expect((await getPost(c, firstId)).approval?.state).toBe("pending");

      // The editor sees the bell's count, opens it and follows the request to the post; asks for a change.
      const e = editor.page;
      const editorPanel = await openNewestNotification(e, "team-walkthrough-bell-editor");
      await expect(editorPanel.getByRole("listitem").first()).toContainText("Cora Contributor asks you to approve a post for Crunch Co");
      await editorPanel.getByRole("link", { name: /asks you to approve a post/ }).first().click();
      await e.waitForURL(`**/posts/${firstId}`);
      await e.getByLabel("Comment", { exact: true }).fill("Say which three flavours, please.");
      await saveScreenshotsAtBothWidths(e, "team-walkthrough-approval-pending");
      await e.getByRole("button", { name: "Request changes" }).click();
      await expect(e.getByTestId("approval-comment")).toHaveText("Say which three flavours, please.");
      await expect(e.getByText(/asked for changes/)).toBeVisible();

      // The contributor is told in the bell, follows it to the post and edits it in the post page's
      // editor: the saved edit puts it before a person again, without another click.
      const contributorPanel = await openNewestNotification(c, "team-walkthrough-bell-contributor");
      await expect(contributorPanel.getByRole("listitem").first()).toContainText("Eddie Editor requested changes on your post for Crunch Co");
      await contributorPanel.getByRole("link", { name: /requested changes on your post/ }).first().click();
      await c.waitForURL(`**/posts/${firstId}`);
      await expect(c.getByTestId("approval-comment")).toHaveText("Say which three flavours, please.");
      const edited = "Crunch week: salt, smoke and chilli, one loud launch";
      await editOnPostPage(c, edited, "team-walkthrough-edit-after-changes");
      await expect(c.getByTestId("approval-comment")).toHaveText("The post was edited after it was submitted or approved; it waits for a person again.");
      await expect(c.getByText(/Waiting for an owner, admin or editor since/)).toBeVisible();
      await saveScreenshotsAtBothWidths(c, "team-walkthrough-resubmitted");
      expect((await getPost(c, firstId)).approval?.state).toBe("pending");

      // The editor approves it as shown, then schedules it a little ahead with the post page's
      // schedule form (an approver's schedule keeps the approval): it publishes (sandbox).
      await e.goto(`/posts/${firstId}`);
      await expect(e.getByTestId("post-content")).toHaveText(edited);
      await e.getByRole("button", { name: "Approve", exact: true }).click();
      await expect(e.getByText(/Approved by Eddie Editor/)).toBeVisible();
      await saveScreenshotsAtBothWidths(e, "team-walkthrough-approval-approved");
      const firstAt = await scheduleOnPostPage(e, 30_000, "team-walkthrough-schedule-form");
      expect(new Date((await getPost(e, firstId)).scheduled_at!).toISOString()).toBe(firstAt);
      await expect(e.getByText(/Approved by Eddie Editor/)).toBeVisible();
      await expect.poll(async () => (await getPost(e, firstId)).status, { timeout: 150_000, intervals: [3_000] }).toBe("published");
      await e.reload();
      await expect(e.getByTestId("status-badge").first()).toHaveText("Published");
      await saveScreenshotsAtBothWidths(e, "team-walkthrough-published");

      // A second post, written and submitted by the contributor, approved and scheduled by the
      // editor, then changed in the dashboard: it waits for approval again.
      const secondId = await draftInComposer(c, brandId, "Friday: free samples at the shop", "contributor");
      await c.getByRole("button", { name: "Submit for approval" }).click();
      await expect(c.getByText(/Waiting for an owner, admin or editor since/)).toBeVisible();
      await e.goto(`/posts/${secondId}`);
      await e.getByRole("button", { name: "Approve", exact: true }).click();
      await expect(e.getByText(/Approved by Eddie Editor/)).toBeVisible();
      await scheduleOnPostPage(e, 3 * 86_400_000);
      expect((await getPost(e, secondId)).approval?.state).toBe("approved");
      // A scheduled post is not edited in place: the editor takes it off the schedule, then edits it.
      await e.getByRole("button", { name: "Unschedule" }).click();
      await expect(e.getByRole("button", { name: "Schedule…" })).toBeVisible();
      await editOnPostPage(e, "Friday and Saturday: free samples at the shop");
      await expect(e.getByText(/Waiting for an owner, admin or editor since/)).toBeVisible();
      await expect(e.getByTestId("approval-comment")).toHaveText("The post was edited after it was submitted or approved; it waits for a person again.");
      await expect(e.getByRole("button", { name: "Approve", exact: true })).toBeVisible();
      expect((await getPost(e, secondId)).approval?.state).toBe("pending");
      await saveScreenshotsAtBothWidths(e, "team-walkthrough-approval-back-to-pending");

      // A client approves a third post through its review link, under a typed name.
      const thirdId = await draftInComposer(e, brandId, "Client preview: the launch poster text", "editor");
      const link = await call(e, "POST", `/api/v1/posts/${thirdId}/review-links`, { expires_in_days: 3 });
      expect((await getPost(e, thirdId)).approval?.state).toBe("pending");
      const clientContext = await browser.newContext({ viewport: DESKTOP });
      contexts.push(clientContext);
      const client = await clientContext.newPage();
      await client.goto(`/review/${link.token as string}`);
      await expect(client.getByText("Client preview: the launch poster text")).toBeVisible();
      await client.getByLabel("Your name").fill("Clara Client");
      await saveScreenshotsAtBothWidths(client, "team-walkthrough-review-link");
      await client.getByRole("button", { name: "Approve", exact: true }).click();
      await expect(client.getByText("Thank you: you approved this post.")).toBeVisible();
      const reviewed = await getPost(e, thirdId);
      expect(reviewed.approval).toMatchObject({ state: "approved", decided_by: { user_id: null, name: "Clara Client (review link)" } });

      // An agent's key that requires approval schedules a post: it waits for a person.
      const key = await call(page, "POST", "/api/v1/api-keys", { name: "Agent needing approval", scopes: ["read", "post", "schedule"], agent_type: "n8n", requires_approval: true });
      expect(key.api_key?.requires_approval ?? key.requires_approval).toBe(true);
      const agent = await keyContext(key.key as string);
      const agentPost = await (await agent.post("/api/v1/posts", { data: { content: "Agent draft: weekend opening hours", platforms: ["bluesky"], brand_id: brandId } })).json();
      expect(agentPost.data?.post?.id, JSON.stringify(agentPost)).toBeTruthy();
      const scheduledByAgent = await agent.post("/api/v1/posts/schedule", { data: { post_id: agentPost.data.post.id, scheduled_at: new Date(Date.now() + 2 * 86_400_000).toISOString() } });
      const scheduledBody = await scheduledByAgent.json();
      expect(scheduledByAgent.status(), JSON.stringify(scheduledBody)).toBe(200);
      expect(scheduledBody.data.approval?.state).toBe("pending");
      expect((await getPost(page, agentPost.data.post.id)).approval?.state).toBe("pending");

      // The owner's audit trail lists the steps in this workspace, the two acceptances among them
      // (recorded in the workspace joined).
      await page.goto("/settings/audit");
      const table = page.getByRole("table");
      for (const action of ["invitation.create", "invitation.accept", "brand.create", "post.create", "post.approval_request", "post.approval_decide", "post.update", "post.schedule", "post.unschedule", "review_link.create", "api_key.create"]) {
        await expect(table.getByText(action, { exact: true }).first(), action).toBeVisible();
      }
      await expect(table.getByRole("row").filter({ hasText: "invitation.create" })).toHaveCount(2);
      await expect(table.getByRole("row").filter({ hasText: "invitation.accept" })).toHaveCount(2);
      await expect(table.getByRole("row").filter({ hasText: "post.schedule" }).filter({ hasText: `Key "Agent needing approval" (n8n)` })).toHaveCount(1);
      await saveScreenshotsAtBothWidths(page, "team-walkthrough-audit");
      await saveScreenshot(page, "team-walkthrough-audit-top-1280", { fullPage: false });
    } finally {
      for (const context of contexts) await context.close();
    }
  });
});
