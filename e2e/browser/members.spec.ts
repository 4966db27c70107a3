import { E2E_PASSWORD, uniqueEmail } from "../support/api";
import { signInBrowser } from "../support/browser";
import { expect, test } from "../support/fixtures";
import { DESKTOP, MOBILE, saveScreenshot, saveScreenshotsAtBothWidths } from "../support/screenshots";

// A team's first steps in the browser (docs/teams.md): an owner makes a shared workspace from the
// switcher, invites a colleague on the members page and sees the link once; the colleague, in
// another browser, follows the link signed out, signs up with the invited address, joins, and
// switches between their workspaces. Screenshots at 1280 and 390 pixels wide.

test.describe("browser: members and invitations", () => {
  test.setTimeout(180_000);

  test("create a workspace, invite, accept in a second browser through sign-up, switch", async ({ page, browser, baseURL }) => {
    await page.setViewportSize(DESKTOP);
    await signInBrowser(page, baseURL!, { user: { name: "Olivia Owner" } });

    // The switcher shows the personal workspace; a new one is made from it.
    await page.goto("/dashboard");
    const switcher = page.getByTestId("workspace-switcher");
    await expect(switcher).toHaveText(/Olivia Owner/);
    await switcher.click();
    await expect(page.getByRole("button", { name: /Olivia Owner.*Personal · Owner/ })).toBeVisible();
    await saveScreenshot(page, "workspace-switcher-1280", { fullPage: false });
    await page.getByRole("button", { name: "New workspace…" }).click();
    const dialog = page.getByRole("dialog", { name: "New workspace" });
    await dialog.getByLabel("Name").fill("Acme Agency");
    await saveScreenshot(page, "workspace-new-1280", { fullPage: false });
    await dialog.getByRole("button", { name: "Create workspace" }).click();
    await page.waitForURL("**/settings/members");
    await expect(page.getByRole("heading", { name: "Members of Acme Agency" })).toBeVisible();
    await expect(page.getByTestId("workspace-switcher")).toHaveText(/Acme Agency/);

    // Invite a colleague as editor: the link is shown once, the invitation is pending.
    const colleague = { name: "Cole League", email: uniqueEmail("colleague") };
    await page.getByLabel("Email address").fill(colleague.email);
    await page.getByLabel("Role", { exact: true }).selectOption("editor");
    await page.getByRole("button", { name: "Invite", exact: true }).click();
    const link = await page.getByTestId("invitation-link").textContent();
    expect(link).toMatch(/\/invitations\/bcinv_/);
    await expect(page.getByTestId("invitation-row").filter({ hasText: colleague.email })).toBeVisible();
    await saveScreenshotsAtBothWidths(page, "members-invited");
    await page.getByRole("button", { name: "Done" }).click();
    await expect(page.getByTestId("invitation-link")).toHaveCount(0);

    // The colleague, in another browser, signed out: follows the link, signs up, joins.
    const other = await browser.newContext({ viewport: MOBILE });
    try {
      const invitee = await other.newPage();
      await invitee.goto(new URL(link!).pathname);
      await expect(invitee.getByRole("heading", { name: "You are invited" })).toBeVisible();
      await expect(invitee.getByText(/to join Acme Agency as editor/)).toBeVisible();
      await saveScreenshotsAtBothWidths(invitee, "invitation-signed-out");
      await invitee.getByRole("link", { name: "Create an account to join" }).click();
      await invitee.waitForURL("**/sign-up?invitation=*");
      await expect(invitee.getByLabel("Work email")).toHaveValue(colleague.email);
      await invitee.getByLabel("Name").fill(colleague.name);
      await invitee.getByLabel("Password").fill(E2E_PASSWORD);
      await invitee.getByRole("button", { name: "Create account" }).click();
      await invitee.waitForURL("**/invitations/**");
      await saveScreenshotsAtBothWidths(invitee, "invitation-signed-in");
      await invitee.getByRole("button", { name: "Join Acme Agency" }).click();
      await invitee.waitForURL("**/dashboard");
      await expect(invitee.getByTestId("workspace-switcher")).toHaveText(/Acme Agency/);

      // The link works once.
      await invitee.goto(new URL(link!).pathname);
      await expect(invitee.getByText("This invitation has already been used: each link works once.")).toBeVisible();

      // Switching to their own workspace and back.
      await invitee.goto("/dashboard");
      await invitee.getByTestId("workspace-switcher").click();
      await expect(invitee.getByRole("button", { name: /Acme Agency.*Editor/ })).toBeVisible();
      await saveScreenshot(invitee, "workspace-switcher-390", { fullPage: false });
      await invitee.getByRole("button", { name: /Cole League.*Personal · Owner/ }).click();
      await invitee.waitForURL("**/dashboard");
      await expect(invitee.getByTestId("workspace-switcher")).toHaveText(/Cole League/);
      await invitee.getByTestId("workspace-switcher").click();
      await invitee.getByRole("button", { name: /Acme Agency.*Editor/ }).click();
      await expect(invitee.getByTestId("workspace-switcher")).toHaveText(/Acme Agency/);
      // An editor sees the members, changes nobody and may leave.
      await invitee.goto("/settings/members");
      await expect(invitee.getByRole("heading", { name: "Members of Acme Agency" })).toBeVisible();
      await expect(invitee.getByLabel("Email address")).toHaveCount(0);
      await expect(invitee.getByRole("button", { name: "Leave workspace" })).toBeVisible();
      await saveScreenshotsAtBothWidths(invitee, "members-as-editor");
    } finally {
      await other.close();
    }

    // The owner sees the colleague as an editor, and the invitation gone from the pending ones.
    await page.reload();
    const row = page.getByTestId("member-row").filter({ hasText: colleague.email });
    await expect(row.getByLabel(`Role of ${colleague.name}`)).toHaveValue("editor");
    await expect(page.getByText("No pending invitations.")).toBeVisible();
    await saveScreenshotsAtBothWidths(page, "members-joined");
  });
});
