import type { Page } from "@playwright/test";
import { uniqueEmail } from "../support/api";
import { signInBrowser } from "../support/browser";
import { expect, test } from "../support/fixtures";
import { DESKTOP, MOBILE, saveScreenshotsAtBothWidths, saveSectionScreenshotsAtBothWidths } from "../support/screenshots";

// The post page's "Client review links" card (docs/teams.md, "Approvals"): an owner makes a link,
// sees its address once, a client without an account opens it in a fresh browser and approves
// under a typed name, and the post page shows that decision; another link is revoked after a
// confirmation and its page answers "not found". A viewer, who may not make links, sees no card.
// Screenshots at 1280 and 390.

/** A JSON call with the page's session (same origin, as the dashboard makes it). */
async function call(page: Page, method: "GET" | "POST", path: string, data?: unknown) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(path, { method, headers: { origin }, ...(data === undefined ? {} : { data }) });
  const body = await response.json();
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${JSON.stringify(body)}`);
  return body.data;
}

test.describe("browser: client review links on the post page", () => {
  test.setTimeout(180_000);

  test("make a link, a client approves through it signed out, the post page shows it; revoke another: its page is not found", async ({ page, browser, baseURL }) => {
    await page.setViewportSize(DESKTOP);
    await signInBrowser(page, baseURL!, { user: { name: "Owen Owner" } });
    await page.goto("/dashboard");
    const { post } = await call(page, "POST", "/api/v1/posts", { content: "Spring menu: three new soups, all week", platforms: ["bluesky"] });

    await page.goto(`/posts/${post.id}`);
    const card = page.locator("section").filter({ has: page.getByRole("heading", { name: "Client review links" }) });
    await expect(card.getByText("No review links for this post yet.")).toBeVisible();
    await card.getByLabel("Works for").selectOption("3");
    await card.getByRole("button", { name: "Create review link" }).click();

    // The address is shown once, with Copy; the link is listed as active; the post now waits.
    const shown = card.getByTestId("review-link-url");
    await expect(shown).toHaveText(/\/review\/rv_[\w-]+$/);
    const firstUrl = new URL((await shown.textContent())!);
    expect(firstUrl.origin).toBe(new URL(baseURL!).origin);
    await expect(card.getByRole("button", { name: "Copy link" })).toBeVisible();
    const rows = card.getByTestId("review-link-row");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute("data-state", "active");
    const expires = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString("en-US", { day: "numeric", month: "short", year: "numeric" });
    await expect(rows.first()).toContainText(`Works until ${expires}`);
    await expect(page.getByText(/Waiting for an owner, admin or editor since/)).toBeVisible();
    await saveSectionScreenshotsAtBothWidths(card, "review-links-created");
    await card.getByRole("button", { name: "Done" }).click();
    await expect(shown).toHaveCount(0);

    // A client, in a fresh browser with no session, approves under a typed name.
    const clientContext = await browser.newContext({ viewport: MOBILE });
    try {
      const client = await clientContext.newPage();
      await client.goto(firstUrl.pathname);
      await expect(client.getByText("Spring menu: three new soups, all week").first()).toBeVisible();
      await client.getByLabel("Your name").fill("Rita Reviewer");
      await client.getByRole("button", { name: "Approve", exact: true }).click();
      await expect(client.getByText("Thank you: you approved this post.")).toBeVisible();
    } finally {
      await clientContext.close();
    }

    // The post page shows the decision; the approved card draws nothing below its description.
    await page.reload();
    await expect(page.getByText(/Approved by Rita Reviewer \(review link\)/)).toBeVisible();
    await expect(page.getByTestId("approval-card-body")).toBeHidden();
    await saveScreenshotsAtBothWidths(page, "review-links-approved");

    // Another link, revoked after a confirmation: listed as revoked, and its page is not found.
    await card.getByLabel("Works for").selectOption("1");
    await card.getByRole("button", { name: "Create review link" }).click();
    const secondUrl = new URL((await shown.textContent())!);
    expect(secondUrl.pathname).not.toBe(firstUrl.pathname);
    await card.getByRole("button", { name: "Done" }).click();
    await expect(rows).toHaveCount(2);
    // Newest first: the second link heads the list.
    await rows.first().getByRole("button", { name: /^Revoke/ }).click();
    const dialog = page.getByRole("dialog", { name: "Revoke this review link?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Revoke link" }).click();
    await expect(dialog).toBeHidden();
    await expect(rows.first()).toHaveAttribute("data-state", "revoked");
    await expect(rows.first()).toContainText("Revoked");
    await expect(rows.nth(1)).toHaveAttribute("data-state", "active");
    await saveSectionScreenshotsAtBothWidths(card, "review-links-revoked");

    const strangerContext = await browser.newContext({ viewport: DESKTOP });
    try {
      const stranger = await strangerContext.newPage();
      const answer = await stranger.goto(secondUrl.pathname);
      expect(answer?.status()).toBe(404);
      await expect(stranger.getByText("This page could not be found.")).toBeVisible();
      await expect(stranger.getByText("Spring menu: three new soups, all week")).toHaveCount(0);
    } finally {
      await strangerContext.close();
    }
  });

  test("a viewer of the workspace sees the approval card but no review links card", async ({ page, browser, baseURL }) => {
    await page.setViewportSize(DESKTOP);
    await signInBrowser(page, baseURL!, { user: { name: "Owen Owner" } });
    await page.goto("/dashboard");
    const { workspace } = await call(page, "POST", "/api/v1/workspaces", { name: "Soup Studio" });
    await call(page, "POST", "/api/v1/session/workspace", { workspace_id: workspace.id });
    const viewerEmail = uniqueEmail("viewer");
    const invitation = await call(page, "POST", `/api/v1/workspaces/${workspace.id}/invitations`, { email: viewerEmail, role: "viewer" });
    const { post } = await call(page, "POST", "/api/v1/posts", { content: "Soup of the day: pumpkin", platforms: ["bluesky"] });

    const viewerContext = await browser.newContext({ viewport: DESKTOP });
    try {
      const viewer = await viewerContext.newPage();
      await signInBrowser(viewer, baseURL!, { user: { name: "Vera Viewer", email: viewerEmail } });
      await viewer.goto("/dashboard");
      await call(viewer, "POST", "/api/v1/invitations/accept", { token: new URL(invitation.accept_url).pathname.split("/").pop() });
      await viewer.goto(`/posts/${post.id}`);
      // The switcher reads the same workspaces (with the role) the card decides by.
      await expect(viewer.getByTestId("workspace-switcher")).toHaveText(/Soup Studio/);
      await expect(viewer.getByRole("heading", { name: "Approval" })).toBeVisible();
      await expect(viewer.getByRole("heading", { name: "Client review links" })).toHaveCount(0);
    } finally {
      await viewerContext.close();
    }
    // The owner, in the same workspace, has the card.
    await page.goto(`/posts/${post.id}`);
    await expect(page.getByRole("heading", { name: "Client review links" })).toBeVisible();
  });
});
