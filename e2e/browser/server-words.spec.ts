import { setMemberRole } from "../support/database";
import { expect, test } from "../support/fixtures";
import { DESKTOP, MOBILE, saveScreenshot, saveSectionScreenshotsAtBothWidths } from "../support/screenshots";
import { createBrand } from "../support/seed-posts";

// What a marketer reads is said for a person, not for the server: generating for a brand without
// a voice offers the way to its voice page (the API's message names its endpoints, for agents);
// a platform whose sign-in the server has no app for says "not set up on this server", and only
// an owner or admin finds, folded away, the server's variables; at 390 they never run into the
// row's buttons. The e2e servers set no platform app, so every sign-in platform is in that case.

const SIGN_IN_PLATFORMS = ["facebook", "google_business", "instagram", "linkedin", "threads", "tiktok", "x_twitter"];

test.describe("browser: no server words for marketers", () => {
  test.setTimeout(90_000);

  test("generating for a brand without a voice offers its voice page, not the API's endpoints", async ({ page, signedInUser, baseURL }) => {
    void signedInUser;
    await page.setViewportSize(DESKTOP);
    const brandId = await createBrand(page, baseURL!, "Northwind Coffee");
    await page.goto("/create");
    await page.getByLabel("Brand", { exact: true }).selectOption(brandId);
    await page.getByRole("checkbox", { name: /LinkedIn/ }).check();
    await page.getByLabel("Goal").fill("Announce the autumn roast");
    await page.getByRole("button", { name: "Generate posts" }).click();

    const alert = page.getByRole("status").filter({ hasText: "Northwind Coffee has no brand voice yet" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("extract it from a few sample posts or the brand's website");
    for (const serverWord of ["POST", "PUT", "/brands/", "{id}", "voice/extract"]) await expect(alert).not.toContainText(serverWord);
    const link = alert.getByRole("link", { name: "Set up Northwind Coffee's voice" });
    await expect(link).toHaveAttribute("href", `/brands/${brandId}`);
    await saveSectionScreenshotsAtBothWidths(alert, "server-words-no-voice");

    await link.click();
    await page.waitForURL(`**/brands/${brandId}`);
    await expect(page.getByText("This brand has no voice yet")).toBeVisible();
  });

  test("an owner reads 'not set up on this server', with the server's setup folded away and clear of the buttons at 390", async ({ page, signedInUser, baseURL }) => {
    void signedInUser;
    await page.setViewportSize(DESKTOP);
    await createBrand(page, baseURL!, "Northwind Coffee");
    await page.goto("/settings/connections");
    const connections = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: "Connections", exact: true }) });
    await expect(connections.getByTestId("connection-row")).toHaveCount(8);

    for (const platform of SIGN_IN_PLATFORMS) {
      const row = connections.locator(`[data-testid="connection-row"][data-platform="${platform}"]`);
      await expect(row.getByTestId("sign-in-not-configured"), platform).toContainText("is not set up on this server. You can still connect with a token.");
      // The variable names are in the folded setup only: not read until asked for.
      const setup = row.getByTestId("sign-in-setup");
      await expect(setup, platform).toContainText("_");
      await expect(setup.locator("code").first(), platform).toBeHidden();
    }
    // Nothing in capitals-and-underscores is visible on the page while folded.
    expect(await connections.innerText()).not.toMatch(/\b[A-Z]+_[A-Z_]+\b/);
    await saveScreenshot(page, "server-words-connections-owner-1280", { fullPage: true });

    // Open, LinkedIn's setup names its variables and the redirect URI to register.
    const linkedin = connections.locator('[data-testid="connection-row"][data-platform="linkedin"]');
    await linkedin.getByText("How to set up sign-in with LinkedIn").click();
    const setup = linkedin.getByTestId("sign-in-setup");
    await expect(setup.getByText("LINKEDIN_CLIENT_SECRET")).toBeVisible();
    await expect(setup.getByText("LINKEDIN_CLIENT_ID")).toBeVisible();
    await expect(setup).toContainText("/connections/oauth/callback");

    // At 390 the longest name stays inside the row and clear of the Connect button.
    await page.setViewportSize(MOBILE);
    const secret = setup.getByText("LINKEDIN_CLIENT_SECRET");
    const button = linkedin.getByRole("button", { name: "Connect LinkedIn" });
    const [secretBox, buttonBox, rowBox] = [await secret.boundingBox(), await button.boundingBox(), await linkedin.boundingBox()];
    const overlaps = (a: typeof rowBox, b: typeof rowBox) => a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
    expect(overlaps(secretBox, buttonBox), "the variable name runs into the Connect button").toBe(false);
    expect(secretBox!.x + secretBox!.width).toBeLessThanOrEqual(rowBox!.x + rowBox!.width);
    const setupBox = (await setup.boundingBox())!;
    expect(setupBox.x + setupBox.width).toBeLessThanOrEqual(rowBox!.x + rowBox!.width);
    await saveSectionScreenshotsAtBothWidths(linkedin, "server-words-linkedin-setup-open");
    await page.setViewportSize(DESKTOP);
  });

  test("a member reads only 'not set up on this server', and who connects accounts", async ({ page, signedInUser, baseURL }) => {
    await page.setViewportSize(DESKTOP);
    await createBrand(page, baseURL!, "Northwind Coffee");
    await setMemberRole(signedInUser.email, "editor");
    await page.goto("/settings/connections");
    const connections = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: "Connections", exact: true }) });
    await expect(connections).toContainText("The workspace's owners and admins connect them");
    const rows = connections.getByTestId("platform-availability");
    await expect(rows).toHaveCount(8);
    for (const platform of SIGN_IN_PLATFORMS) {
      await expect(connections.locator(`[data-testid="platform-availability"][data-platform="${platform}"]`), platform).toContainText(
        "Not set up on this server: an owner or admin can still connect it with a token.",
      );
    }
    await expect(connections.locator('[data-testid="platform-availability"][data-platform="bluesky"]')).toContainText("Connected with an app password.");
    // No server variables anywhere, folded or not, and nothing to connect with.
    await expect(connections.getByTestId("sign-in-setup")).toHaveCount(0);
    expect(await page.content()).not.toMatch(/[A-Z]+_(APP|CLIENT)_(ID|SECRET|KEY)/);
    await expect(connections.getByRole("button")).toHaveCount(0);
    await saveScreenshot(page, "server-words-connections-member-1280", { fullPage: true });
    await page.setViewportSize(MOBILE);
    await saveScreenshot(page, "server-words-connections-member-390", { fullPage: true });
  });
});
