import { E2E_PASSWORD, uniqueEmail } from "../support/api";
import { expect, test } from "../support/fixtures";
import { DESKTOP, MOBILE, saveScreenshot, saveScreenshotsAtBothWidths } from "../support/screenshots";

// The whole browser journey of a new customer: sign up, sign out, sign in, create an API key
// in settings, see it once, use it, revoke it, and see it stop working. Every page is
// screenshotted at 1280 and 390 pixels wide into e2e/screenshots/.



test.describe("browser: account and API keys", () => {
  test.setTimeout(120_000);

  test("sign up, sign out, sign in, create a key, use it, revoke it", async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    const user = { name: "Robin Example", email: uniqueEmail("browser"), password: E2E_PASSWORD };

    // Sign up in the browser; it signs in automatically and lands on the dashboard.
    await page.goto("/sign-up");
    await expect(page).toHaveTitle(/Brandcast/);
    await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
    await saveScreenshotsAtBothWidths(page, "sign-up");
    await page.getByLabel("Name").fill(user.name);
    await page.getByLabel("Work email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL("**/dashboard");
    await expect(page.getByRole("heading", { name: "Welcome, Robin" })).toBeVisible();
    await expect(page.getByText("No brands yet")).toBeVisible();
    await saveScreenshotsAtBothWidths(page, "dashboard-empty");

    // The mobile navigation opens and closes.
    await page.setViewportSize(MOBILE);
    await page.getByRole("button", { name: "Open navigation" }).click();
    const drawer = page.getByRole("dialog", { name: "Navigation" });
    await expect(drawer.getByRole("link", { name: "Settings" })).toBeVisible();
    await saveScreenshot(page, "nav-open-390", { fullPage: false });
    await drawer.getByRole("button", { name: "Close navigation" }).click();
    await expect(drawer).toBeHidden();
    await page.setViewportSize(DESKTOP);

    // Every section of the navigation opens its page.
    for (const [path, title] of [["/brands", "Brands"], ["/create", "Create"], ["/posts", "Posts"], ["/calendar", "Calendar"]] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await saveScreenshotsAtBothWidths(page, `section-${title.toLowerCase()}`);
    }

    // Sign out through the account menu.
    await page.goto("/dashboard");
    await page.getByRole("button", { name: /Account menu/ }).click();
    await expect(page.getByText(user.email)).toBeVisible();
    await saveScreenshot(page, "account-menu-1280", { fullPage: false });
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL("**/sign-in");
    await page.goto("/dashboard");
    await page.waitForURL("**/sign-in**");

    // A wrong password is refused with a readable message; the right one signs in.
    await page.goto("/sign-in");
    await expect(page.getByText(/demo@brandcast\.dev/)).toBeVisible();
    await saveScreenshotsAtBothWidths(page, "sign-in");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "don't match" })).toBeVisible();
    await saveScreenshotsAtBothWidths(page, "sign-in-error");
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL("**/dashboard");

    // Settings: create a key with scopes read + post.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
    await page.waitForURL("**/settings/account");
    await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "API keys" }).click();
    await page.waitForURL("**/settings/api-keys");
    await expect(page.getByRole("heading", { name: "Active keys" })).toBeVisible();
    await expect(page.getByText("No active API keys")).toBeVisible();
    await saveScreenshotsAtBothWidths(page, "settings-empty");

    await page.getByLabel("Name", { exact: true }).fill("E2E agent");
    await expect(page.getByRole("checkbox", { name: "Read", exact: true })).toBeChecked();
    await page.getByRole("checkbox", { name: "Post", exact: true }).check();
    await expect(page.getByLabel("Requests per minute")).toHaveValue("60");
    await expect(page.getByLabel("Requests per day")).toHaveValue("1000");
    await page.getByRole("button", { name: "Create API key" }).click();

    // The raw key is shown once, with the warning.
    const keyBox = page.getByTestId("new-api-key");
    await expect(keyBox).toBeVisible();
    const key = (await keyBox.textContent())?.trim() ?? "";
    expect(key).toMatch(/^bcst_live_[0-9A-Za-z]{38}$/);
    await expect(page.getByText(/won.t be shown again/)).toBeVisible();
    const rows = page.getByTestId("api-key-row");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("E2E agent");
    await expect(rows.first()).toContainText(key.slice(0, 14));
    await expect(rows.first()).toContainText("read");
    await expect(rows.first()).toContainText("post");
    await expect(rows.first()).toContainText("All brands");
    await saveScreenshotsAtBothWidths(page, "settings-key-created");

    // The key works against the API.
    const auth = { headers: { Authorization: `Bearer ${key}` } };
    const ok = await request.get("/api/v1/brands", auth);
    expect(ok.status()).toBe(200);
    expect((await ok.json()).ok).toBe(true);

    // After a reload the secret is gone for good; the list shows only its prefix.
    await page.reload();
    await expect(page.getByTestId("api-key-row")).toHaveCount(1);
    await expect(page.getByTestId("new-api-key")).toHaveCount(0);
    await expect(page.getByText(key)).toHaveCount(0);

    // Revoke it behind the confirmation dialog.
    await page.getByRole("button", { name: "Revoke E2E agent" }).click();
    const dialog = page.getByRole("dialog", { name: /Revoke “E2E agent”/ });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("can't be undone");
    await saveScreenshot(page, "revoke-dialog-1280", { fullPage: false });
    await dialog.getByRole("button", { name: "Revoke key" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("“E2E agent” was revoked")).toBeVisible();
    await expect(page.getByTestId("api-key-row")).toHaveCount(0);
    await expect(page.getByText("No active API keys")).toBeVisible();
    await saveScreenshotsAtBothWidths(page, "settings-key-revoked");

    // The same request is now refused.
    const refused = await request.get("/api/v1/brands", auth);
    expect(refused.status()).toBe(401);
    expect((await refused.json()).ok).toBe(false);
  });

  test("sign-up shows inline validation and a taken email", async ({ page, signedInUser, browser, baseURL }) => {
    // signedInUser exists; a fresh, signed-out browser context tries to register it again.
    const context = await browser.newContext({ baseURL, viewport: MOBILE });
    try {
      const fresh = await context.newPage();
      await fresh.goto("/sign-up");
      await fresh.getByRole("button", { name: "Create account" }).click();
      await expect(fresh.getByText("Enter your name.")).toBeVisible();
      await expect(fresh.getByText("Enter your email address.")).toBeVisible();
      await fresh.getByLabel("Name").fill("Someone");
      await fresh.getByLabel("Work email").fill(signedInUser.email);
      await fresh.getByLabel("Password").fill("short");
      await fresh.getByRole("button", { name: "Create account" }).click();
      await expect(fresh.getByText("Use at least 10 characters.")).toBeVisible();
      await saveScreenshot(fresh, "sign-up-validation-390");
      await fresh.getByLabel("Password").fill(E2E_PASSWORD);
      await fresh.getByRole("button", { name: "Create account" }).click();
      await expect(fresh.getByRole("alert").filter({ hasText: "already exists" })).toBeVisible();
      await expect(fresh.getByRole("link", { name: "Sign in instead" })).toBeVisible();
    } finally {
      await context.close();
    }
    // The signed-in page goes straight from / to the dashboard.
    await page.goto("/");
    await page.waitForURL("**/dashboard");
  });
});
