import { expect, test } from "../support/fixtures";
import { DESKTOP, MOBILE, saveScreenshot, saveScreenshotsAtBothWidths } from "../support/screenshots";

// Settings: the Usage card charts a key's requests per day, and the Connections card connects
// and disconnects a brand's Bluesky account. When the server has no CONNECTIONS_ENCRYPTION_KEYS
// (the `npm test` servers), connecting answers a readable "Connections are disabled" error,
// which the form must show; a probe through the API decides which branch this run checks.

const APP_PASSWORD = "e2e-app-pass-4f7k-9x2q";
const HANDLE = "northwind.bsky.social";
const DISABLED = "Connections are disabled";

test.describe("browser: settings usage and connections", () => {
  test.setTimeout(120_000);

  test("the usage chart shows a key's requests today; Bluesky connects and disconnects", async ({ page, signedInUser, baseURL, keyContext }) => {
    expect(signedInUser.email).toBeTruthy();
    await page.setViewportSize(DESKTOP);
    const origin = { origin: baseURL! };

    // A brand and a read key, through the API; the key makes three requests.
    const brandResponse = await page.request.post("/api/v1/brands", { data: { name: "Northwind Coffee", website: "https://northwind.example" }, headers: origin });
    expect(brandResponse.ok()).toBeTruthy();
    const brandId = (await brandResponse.json()).data.brand.id as string;
    const keyResponse = await page.request.post("/api/v1/api-keys", { data: { name: "Usage bot", scopes: ["read"] }, headers: origin });
    expect(keyResponse.ok()).toBeTruthy();
    const { key, key_prefix: keyPrefix } = (await keyResponse.json()).data as { key: string; key_prefix: string };
    const bot = await keyContext(key);
    for (let i = 0; i < 3; i++) expect((await bot.get("/api/v1/brands")).ok()).toBeTruthy();

    // Which branch applies: connections enabled (201) or disabled by the server (500, readable).
    const probe = await page.request.post(`/api/v1/brands/${brandId}/connections`, {
      headers: origin,
      data: { platform: "tiktok", credentials: { access_token: "probe-token" } },
    });
    const probeBody = (await probe.json()) as { ok: boolean; error?: { message: string } };
    const enabled = probe.status() === 201;
    if (enabled) {
      expect((await page.request.delete(`/api/v1/brands/${brandId}/connections/tiktok`, { headers: origin })).ok()).toBeTruthy();
    } else {
      expect(probe.status()).toBe(500);
      expect(probeBody.error?.message).toContain(DISABLED);
    }

    // ── Usage ────────────────────────────────────────────────────────────────────────────
    await page.goto("/settings/usage");
    const usage = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: "Usage", exact: true }) });
    await expect(usage.getByLabel("Key", { exact: true })).toBeVisible();
    await usage.getByLabel("Key", { exact: true }).selectOption({ label: `Usage bot (${keyPrefix}…)` });
    const totals = usage.getByTestId("usage-totals");
    await expect(totals.getByText("Requests, 30 days").locator("..").locator("dd")).toHaveText("3");
    await expect(totals.getByText("Generations, 30 days").locator("..").locator("dd")).toHaveText("0");
    // The current UTC day (the last column) has the three requests, and the day summary says so.
    const chart = usage.getByTestId("usage-chart");
    await expect(chart.locator('[data-series="requests"]').last()).toHaveAttribute("data-value", "3");
    const summary = usage.getByTestId("usage-selected-day");
    await expect(summary).toContainText("(UTC), so far");
    await expect(summary).toContainText("3 requests");
    // Keyboard: ← moves to the day before, End back to the current one.
    await chart.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(summary).not.toContainText("so far");
    await expect(summary).toContainText("0 requests");
    await page.keyboard.press("End");
    await expect(summary).toContainText("(UTC), so far");
    // The table fallback has the same numbers.
    await usage.getByRole("button", { name: "Show as table" }).click();
    const todayRow = usage.getByRole("row", { name: /\(so far\)/ });
    await expect(todayRow.getByRole("cell").first()).toHaveText("3");
    await usage.getByRole("button", { name: "Hide table" }).click();
    await usage.scrollIntoViewIfNeeded();
    await saveScreenshot(page, "settings-usage-key-1280", { fullPage: false });

    // The series toggles: generations off leaves the requests.
    await usage.getByRole("button", { name: "Generations" }).click();
    await expect(usage.getByRole("button", { name: "Generations" })).toHaveAttribute("aria-pressed", "false");
    await expect(chart.locator('[data-series="generations"]')).toHaveCount(0);
    await usage.getByRole("button", { name: "Generations" }).click();

    // ── Connections ──────────────────────────────────────────────────────────────────────
    await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Connections" }).click();
    await page.waitForURL("**/settings/connections");
    const connections = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: "Connections", exact: true }) });
    await expect(connections.getByLabel("Brand", { exact: true })).toHaveValue(brandId);
    await expect(connections.getByTestId("sandbox-note")).toContainText("sandbox mode");
    const rows = connections.getByTestId("connection-row");
    await expect(rows).toHaveCount(8);
    const bluesky = connections.locator('[data-testid="connection-row"][data-platform="bluesky"]');
    await expect(bluesky).toHaveAttribute("data-connected", "false");
    await expect(bluesky).toContainText("Not connected");
    await saveScreenshotsAtBothWidths(page, "settings-connections");

    await bluesky.getByRole("button", { name: "Connect Bluesky" }).click();
    const dialog = page.getByRole("dialog", { name: "Connect Bluesky" });
    await expect(dialog).toBeVisible();
    // Exactly Bluesky's fields, the secret one as a password input, plus the optional label.
    await expect(dialog.getByLabel("Handle")).toBeFocused();
    await expect(dialog.getByLabel("Handle")).toHaveAttribute("type", "text");
    await expect(dialog.getByLabel("App password")).toHaveAttribute("type", "password");
    await expect(dialog.locator("input")).toHaveCount(3);
    // An empty submit is refused next to the fields.
    await dialog.getByRole("button", { name: "Connect Bluesky" }).click();
    await expect(dialog.getByText("Enter the handle.")).toBeVisible();
    await expect(dialog.getByLabel("Handle")).toHaveAttribute("aria-invalid", "true");
    await dialog.getByLabel("Handle").fill(HANDLE);
    await dialog.getByLabel("App password").fill(APP_PASSWORD);
    await dialog.getByLabel(/Account label/).fill("@northwind");
    await page.setViewportSize(MOBILE);
    await saveScreenshot(page, "settings-connect-bluesky-dialog-390", { fullPage: false });
    await page.setViewportSize(DESKTOP);
    await dialog.getByRole("button", { name: "Connect Bluesky" }).click();

    if (enabled) {
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId("toast").filter({ hasText: "Bluesky connected" })).toBeVisible();
      await expect(bluesky).toHaveAttribute("data-connected", "true");
      await expect(bluesky).toContainText("Connected");
      await expect(bluesky).toContainText("@northwind");
      await expect(bluesky).toContainText("handle");
      await expect(bluesky).toContainText("app_password");
      await expect(connections.getByText("1 of 8 platforms connected")).toBeVisible();
      // The secret is nowhere: not in the DOM, not in any input.
      expect(await page.content()).not.toContain(APP_PASSWORD);
      const inputValues = await page.locator("input").evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      expect(inputValues.join("\n")).not.toContain(APP_PASSWORD);
      // Survives a reload, still without the secret.
      await page.reload();
      await expect(bluesky).toHaveAttribute("data-connected", "true");
      expect(await page.content()).not.toContain(APP_PASSWORD);
      await bluesky.scrollIntoViewIfNeeded();
      await saveScreenshotsAtBothWidths(page, "settings-connections-connected");

      // Reconnect opens an empty form (nothing stored is shown back).
      await bluesky.getByRole("button", { name: "Reconnect Bluesky" }).click();
      const again = page.getByRole("dialog", { name: "Reconnect Bluesky" });
      await expect(again.getByLabel("App password")).toHaveValue("");
      await expect(again.getByLabel("Handle")).toHaveValue("");
      await page.keyboard.press("Escape");
      await expect(again).toBeHidden();

      // Disconnect, confirmed.
      await bluesky.getByRole("button", { name: "Disconnect Bluesky" }).click();
      const confirm = page.getByRole("dialog", { name: "Disconnect Bluesky?" });
      await expect(confirm).toContainText("@northwind");
      await confirm.getByRole("button", { name: "Disconnect" }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByTestId("toast").filter({ hasText: "Bluesky disconnected" })).toBeVisible();
      await expect(bluesky).toHaveAttribute("data-connected", "false");
      await expect(bluesky).toContainText("Not connected");
      const listed = await page.request.get(`/api/v1/brands/${brandId}/connections`);
      expect((await listed.json()).data.connections).toEqual([]);
    } else {
      // The server's readable reason, in the form; nothing was connected.
      const alert = dialog.getByRole("alert");
      await expect(alert).toContainText(DISABLED);
      await expect(alert).toContainText("CONNECTIONS_ENCRYPTION_KEYS");
      await saveScreenshot(page, "settings-connections-disabled-1280", { fullPage: false });
      await page.setViewportSize(MOBILE);
      await saveScreenshot(page, "settings-connections-disabled-390", { fullPage: false });
      await page.setViewportSize(DESKTOP);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
      await expect(bluesky).toHaveAttribute("data-connected", "false");
      await expect(bluesky).toContainText("Not connected");
      expect(await page.content()).not.toContain(APP_PASSWORD);
    }
  });

  test("usage and connections have empty states for a new user", async ({ page, signedInUser, baseURL }) => {
    expect(signedInUser.email).toBeTruthy();
    await page.setViewportSize(DESKTOP);
    // A key that was never used.
    const keyResponse = await page.request.post("/api/v1/api-keys", { data: { name: "Idle key", scopes: ["read"] }, headers: { origin: baseURL! } });
    expect(keyResponse.ok()).toBeTruthy();
    await page.goto("/settings/connections");
    const connections = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: "Connections", exact: true }) });
    await expect(connections.getByText("No brands yet")).toBeVisible();
    await expect(connections.getByRole("link", { name: "Create a brand" })).toHaveAttribute("href", "/brands");
    await saveScreenshotsAtBothWidths(page, "settings-connections-empty");
    await page.goto("/settings/usage");
    const usage = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: "Usage", exact: true }) });
    await expect(usage.getByTestId("usage-totals")).toBeVisible();
    const idleOption = usage.getByLabel("Key", { exact: true }).locator("option", { hasText: "Idle key" });
    await usage.getByLabel("Key", { exact: true }).selectOption((await idleOption.getAttribute("value"))!);
    await expect(usage.getByText("No usage in the last 30 days")).toBeVisible();
    await expect(usage.getByText("There were no requests or generations from “Idle key” in the last 30 days.")).toBeVisible();
    await expect(usage.getByTestId("usage-chart")).toHaveCount(0);
    await saveScreenshotsAtBothWidths(page, "settings-usage-empty");
  });
});
