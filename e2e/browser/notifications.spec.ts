import pg from "pg";
import { expect, test } from "../support/fixtures";
import { DESKTOP, MOBILE, saveScreenshotsAtBothWidths } from "../support/screenshots";
import { createBrand, createDraft } from "../support/seed-posts";

// The bell and the e-mail preferences page against the production build. The notifications are
// written straight to the test database (the events that make them are tested in vitest:
// lib/publishing/notify-on-failure.test.ts, lib/notifications/mail/mail-outbox.test.ts). These
// servers send e-mail to the run's own SMTP server (e2e/support/smtp-inbox.ts), so the preferences
// page has no "not set up" warning.

test.describe("browser: notifications", () => {
  test.setTimeout(90_000);

  test("the bell counts unread notifications, lists them, opens one (read), marks all read; preferences are kept", async ({ page, signedInUser, baseURL }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/dashboard");
    const brandId = await createBrand(page, baseURL!, "Crunch Co");
    const postId = await createDraft(page, baseURL!, { content: "Loud crunch, new flavour, out Friday", platforms: ["bluesky"], brand_id: brandId });
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query(
        `INSERT INTO notifications (workspace_id, user_id, kind, post_id, brand_id, title, body, link, created_at)
         SELECT w.id, u.id, n.kind, n.post_id::uuid, $3::uuid, n.title, n.body, n.link, now() - make_interval(mins => n.age)
         FROM users u JOIN workspaces w ON w.personal_for = u.id,
              (VALUES ('post_failed', $2, 'Your post for Crunch Co failed to publish', '“Loud crunch, new flavour, out Friday” Bluesky: the app password was revoked.', '/posts/' || $2, 3),
                      ('connection_reconnect_required', NULL, 'Bluesky needs signing in again for Crunch Co', 'The app password was revoked. Reconnect the Bluesky account in Settings.', '/settings?brand=' || $3, 90),
                      ('approved', $2, 'Dana approved your post for Crunch Co', '“Loud crunch, new flavour, out Friday” Comment: Lovely, ship it.', '/posts/' || $2, 60 * 26))
              AS n(kind, post_id, title, body, link, age)
         WHERE u.email = $1`,
        [signedInUser.email, postId, brandId],
      );
    } finally {
      await client.end();
    }

    await page.reload();
    const bell = page.getByRole("button", { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName("Notifications, 3 unread");
    await expect(page.getByTestId("notification-count")).toHaveText("3");
    await bell.click();
    const panel = page.getByRole("region", { name: "Notifications" });
    await expect(panel.getByRole("listitem")).toHaveCount(3);
    await expect(panel.getByRole("listitem").first()).toContainText("Your post for Crunch Co failed to publish");
    await expect(panel.getByRole("listitem").last()).toContainText("Dana approved your post");
    await saveScreenshotsAtBothWidths(page, "notifications-bell");

    // At 390 wide the list stays within the screen.
    await page.setViewportSize(MOBILE);
    const box = await panel.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(MOBILE.width);
    await page.setViewportSize(DESKTOP);

    // Opening one goes to its post and marks it read.
    await panel.getByRole("link", { name: /failed to publish/ }).click();
    await expect(page).toHaveURL(new RegExp(`/posts/${postId}$`));
    await expect(bell).toHaveAccessibleName("Notifications, 2 unread");
    await bell.click();
    await panel.getByRole("button", { name: "Mark all read" }).click();
    await expect(bell).toHaveAccessibleName("Notifications");
    await expect(page.getByTestId("notification-count")).toHaveCount(0);
    await page.reload();
    await expect(bell).toHaveAccessibleName("Notifications");

    // Preferences: e-mail is on on this server; a choice is kept.
    await page.goto("/settings/notifications");
    await expect(page.getByRole("heading", { level: 2, name: "Notifications" })).toBeVisible();
    await expect(page.getByText("E-mail is not set up on this server")).toHaveCount(0);
    const approved = page.getByRole("switch", { name: "Your post was approved" });
    await expect(approved).not.toBeChecked();
    await expect(page.getByRole("switch", { name: "A post awaits your approval" })).toBeChecked();
    await approved.check();
    await expect(approved).toBeEnabled();
    await page.reload();
    await expect(page.getByRole("switch", { name: "Your post was approved" })).toBeChecked();
    await saveScreenshotsAtBothWidths(page, "settings-notifications");
  });
});
