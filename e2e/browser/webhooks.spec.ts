import pg from "pg";
import { expect, test } from "../support/fixtures";
import { DESKTOP, saveScreenshot } from "../support/screenshots";

// Settings → Webhooks against the production build. No request may leave this machine, so no
// receiver is reached here (the loopback receiver tests are in lib/webhooks/webhooks.test.ts): an
// endpoint on a never-resolving name is added and deleted, and "send test event" goes to an
// endpoint on a private address, written straight to the database as one added before the
// address policy, which the sender refuses before connecting.

const PRIVATE_URL = "https://10.0.0.5/hooks";

test.describe("browser: webhooks in settings", () => {
  test.setTimeout(90_000);

  test("add an endpoint (secret once), refuse a private address, send a test event, enable, delete", async ({ page, signedInUser }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/settings/webhooks");
    const section = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: "Webhooks", exact: true }) });
    await expect(section.getByText("No webhook endpoints")).toBeVisible();

    await section.getByLabel("Endpoint URL").fill(PRIVATE_URL);
    await section.getByRole("button", { name: "Add endpoint" }).click();
    await expect(section.getByRole("alert")).toContainText("10.0.0.5 is a private address");

    await section.getByLabel("Endpoint URL").fill("https://hooks.brandcast-e2e.invalid/in");
    await section.getByRole("checkbox", { name: /post\.unscheduled/ }).uncheck();
    await section.getByRole("button", { name: "Add endpoint" }).click();
    const secret = section.getByTestId("webhook-secret");
    await expect(secret).toHaveText(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const shown = await secret.textContent();
    const added = section.getByTestId("webhook-endpoint").filter({ hasText: "hooks.brandcast-e2e.invalid" });
    await expect(added.getByText("Enabled")).toBeVisible();
    await expect(added.getByText("post.published")).toBeVisible();
    await expect(added.getByText("post.unscheduled")).toHaveCount(0);
    await expect(added.getByText("No deliveries yet.")).toBeVisible();
    await saveScreenshot(page, "settings-webhooks-secret");
    await section.getByRole("button", { name: /hide the secret/ }).click();
    await expect(section.getByTestId("webhook-secret-panel")).toHaveCount(0);

    // An endpoint that was disabled after persistent failure, on an address the sender refuses.
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query(
        `INSERT INTO webhook_endpoints (id, user_id, url, events, secret, disabled_at, disabled_reason, updated_at)
         SELECT gen_random_uuid(), id, $2, ARRAY['post.published'], 'whsec_ZTJlIHNlY3JldA==', now(), 'Deliveries kept failing for about a day.', now() FROM users WHERE email = $1`,
        [signedInUser.email, PRIVATE_URL],
      );
    } finally {
      await client.end();
    }
    await page.reload();
    const legacy = section.getByTestId("webhook-endpoint").filter({ hasText: PRIVATE_URL });
    await expect(legacy.getByText("Disabled", { exact: true })).toBeVisible();
    await expect(legacy.getByText("Deliveries kept failing for about a day.")).toBeVisible();
    // Never shown again after creation.
    expect(await page.content()).not.toContain(shown!);

    await legacy.getByRole("button", { name: "Send test event" }).click();
    const delivery = legacy.getByTestId("webhook-delivery").first();
    await expect(delivery).toContainText("webhook.test");
    await expect(delivery).toContainText("failed");
    await expect(delivery).toContainText("10.0.0.5 is a private address");

    await legacy.getByRole("button", { name: "Enable" }).click();
    await expect(legacy.getByText("Enabled")).toBeVisible();
    await saveScreenshot(page, "settings-webhooks", { fullPage: true });

    await added.getByRole("button", { name: "Delete" }).click();
    await added.getByRole("button", { name: "Confirm delete" }).click();
    await expect(section.getByTestId("webhook-endpoint")).toHaveCount(1);
  });
});
