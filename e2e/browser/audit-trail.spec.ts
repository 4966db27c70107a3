import pg from "pg";
import { expect, test } from "../support/fixtures";
import { DESKTOP, saveScreenshotsAtBothWidths } from "../support/screenshots";

// Settings → Audit trail against the production build: the signed-in owner's sign-up, sign-in,
// a key made in the browser and a post that key's agent wrote are listed with who did them; the
// action filter narrows the list; "Load more" appends the next page of the API's cursor.

test.describe("browser: the audit trail", () => {
  test.setTimeout(90_000);

  test("lists sign-up, sign-in, a key's creation and its agent's post; filters; loads more", async ({ page, signedInUser, keyContext }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/settings/audit");
    // A key made by the session in the browser (same origin), then used by an agent.
    const created = await page.evaluate(async () => {
      const response = await fetch("/api/v1/api-keys", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Agent", scopes: ["read", "post"], agent_type: "n8n" }),
      });
      return (await response.json()).data as { key: string; id: string };
    });
    const agent = await keyContext(created.key);
    const post = await agent.post("/api/v1/posts", { data: { content: "Written by an agent", platforms: ["bluesky"] } });
    expect(post.status()).toBe(200);

    await page.reload();
    const table = page.getByRole("table");
    for (const action of ["account.sign_up", "session.sign_in", "api_key.create", "post.create"]) await expect(table.getByText(action, { exact: true })).toBeVisible();
    // "Who" names the member (name and e-mail) and the key by its name and agent type.
    const byAgent = table.getByRole("row").filter({ hasText: "post.create" });
    await expect(byAgent).toContainText(signedInUser.name);
    await expect(byAgent).toContainText(signedInUser.email);
    await expect(byAgent).toContainText('Key "Agent" (n8n)');
    await expect(table.getByRole("row").filter({ hasText: "account.sign_up" })).toContainText("Sign-up");
    await expect(page.getByText("Written by an agent")).toHaveCount(0);
    await saveScreenshotsAtBothWidths(page, "settings-audit");

    await page.getByLabel("Action").fill("api_key.create");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(table.getByRole("row")).toHaveCount(2); // the header and the one event
    await expect(table.getByText("api_key.create", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Clear" }).click();
    await expect(table.getByText("post.create", { exact: true })).toBeVisible();

    // Sixty more events, written as the app writes them (an insert is all the table allows).
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query(
        `INSERT INTO audit_events (workspace_id, occurred_at, actor_user_id, auth_method, action, resource_type, resource_id, outcome, status)
         SELECT w.id, now() - (n || ' minutes')::interval, u.id, 'session', 'brand.update', 'brand', gen_random_uuid()::text, 'success', 200
         FROM users u JOIN workspaces w ON w.personal_for = u.id, generate_series(1, 60) n WHERE u.email = $1`,
        [signedInUser.email],
      );
    } finally {
      await client.end();
    }
    await page.reload();
    await expect(table.locator("tbody tr")).toHaveCount(50);
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(table.locator("tbody tr")).toHaveCount(64);
    await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  });
});
