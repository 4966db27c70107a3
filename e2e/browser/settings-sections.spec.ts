import { setMemberRole } from "../support/database";
import { expect, test } from "../support/fixtures";
import { DESKTOP, MOBILE, saveScreenshot, saveScreenshotsAtBothWidths } from "../support/screenshots";
import { createBrand } from "../support/seed-posts";

// Settings is split into sections, each at its own address (components/settings/settings-sections.ts):
// a link opens "Settings → API keys" directly, /settings opens the first section, and the list of
// sections is a side list at 1280 and one compact menu at 390. A member below admin does not see
// the admin-only sections in the list, and their address says who manages them.

const SECTIONS = [
  { label: "Account", path: "/settings/account", heading: "Account" },
  { label: "Members", path: "/settings/members", heading: "Members" },
  { label: "Notifications", path: "/settings/notifications", heading: "Notifications" },
  { label: "Security", path: "/settings/security", heading: "Security" },
  { label: "API keys", path: "/settings/api-keys", heading: "API keys" },
  { label: "Usage", path: "/settings/usage", heading: "Usage" },
  { label: "Webhooks", path: "/settings/webhooks", heading: "Webhooks" },
  { label: "Connections", path: "/settings/connections", heading: "Connections" },
  { label: "Audit trail", path: "/settings/audit", heading: "Audit trail" },
] as const;
/** Only owners and admins see these in the list. */
const ADMIN_ONLY: readonly string[] = ["Webhooks", "Audit trail"];

/** The one page of all sections was about 4,750 px tall at 1280; a section alone is far shorter. */
const SECTION_HEIGHT_MAX = 2_200;

test.describe("browser: settings sections", () => {
  test.setTimeout(120_000);

  test("each section has its own address, in a side list at 1280 and a compact menu at 390", async ({ page, signedInUser }) => {
    await page.setViewportSize(DESKTOP);
    // /settings opens the first section.
    await page.goto("/settings");
    await page.waitForURL("**/settings/account");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(page.getByTestId("account-role")).toContainText("owner");
    await expect(page.getByRole("main").getByText(signedInUser.email)).toBeVisible();

    const side = page.getByRole("navigation", { name: "Settings" });
    await expect(side.getByRole("link")).toHaveText(SECTIONS.map((s) => s.label));
    await saveScreenshotsAtBothWidths(page, "settings-sections-account");

    // Every section opens at its own address, alone, with its name marked in the list.
    for (const section of SECTIONS) {
      await page.goto(section.path);
      await expect(page.getByRole("heading", { level: 2, name: section.heading, exact: true })).toBeVisible();
      await expect(side.getByRole("link", { name: section.label })).toHaveAttribute("aria-current", "page");
      await expect(side.locator('[aria-current="page"]')).toHaveCount(1);
      await expect(page).toHaveTitle(`${section.label} · Settings · Brandcast`);
      for (const other of SECTIONS.filter((s) => s.heading !== section.heading)) {
        await expect(page.getByRole("heading", { level: 2, name: other.heading, exact: true }), `${other.heading} on ${section.path}`).toHaveCount(0);
      }
      await page.waitForLoadState("networkidle");
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height, `${section.path} is ${height} px tall`).toBeLessThan(SECTION_HEIGHT_MAX);
    }

    // The side list navigates.
    await page.goto("/settings/account");
    await side.getByRole("link", { name: "API keys" }).click();
    await page.waitForURL("**/settings/api-keys");
    await expect(page.getByRole("heading", { name: "Create an API key" })).toBeVisible();
    await saveScreenshotsAtBothWidths(page, "settings-sections-api-keys");

    // At 390: no side list; one line names the section, and opens the list of the others.
    await page.setViewportSize(MOBILE);
    const menu = page.getByTestId("settings-section-menu");
    await expect(page.getByTestId("settings-side-list")).toBeHidden();
    await expect(menu.locator("summary")).toHaveText("Section: API keys");
    const menuBox = (await menu.boundingBox())!;
    expect(menuBox.height).toBeLessThan(60);
    await menu.locator("summary").click();
    const list = menu.getByRole("navigation", { name: "Settings" });
    await expect(list.getByRole("link")).toHaveText(SECTIONS.map((s) => s.label));
    await saveScreenshot(page, "settings-sections-menu-open-390", { fullPage: false });
    await list.getByRole("link", { name: "Webhooks" }).click();
    await page.waitForURL("**/settings/webhooks");
    await expect(page.getByRole("heading", { level: 2, name: "Webhooks", exact: true })).toBeVisible();
    // Closed again on the new section, naming it.
    await expect(menu.locator("summary")).toHaveText("Section: Webhooks");
    await expect(list).toBeHidden();
    await page.setViewportSize(DESKTOP);
  });

  test("old single-page links land on their section", async ({ page, signedInUser, baseURL }) => {
    void signedInUser;
    await page.setViewportSize(DESKTOP);
    const brandId = await createBrand(page, baseURL!, "Northwind Coffee");
    await createBrand(page, baseURL!, "Alder Bakery");
    // The anchor of the one-page settings.
    await page.goto("/settings#connections");
    await page.waitForURL("**/settings/connections");
    await expect(page.getByRole("heading", { level: 2, name: "Connections", exact: true })).toBeVisible();
    // A brand's connections (the reconnect banner's address before sections).
    await page.goto(`/settings?brand=${brandId}`);
    await page.waitForURL(`**/settings/connections?brand=${brandId}`);
    await expect(page.getByLabel("Brand", { exact: true })).toHaveValue(brandId);
  });

  test("a member below admin sees only their sections; an admin-only address says who manages it", async ({ page, signedInUser }) => {
    await page.setViewportSize(DESKTOP);
    await setMemberRole(signedInUser.email, "editor");
    await page.goto("/settings");
    await page.waitForURL("**/settings/account");
    await expect(page.getByTestId("account-role")).toContainText("editor");
    const side = page.getByRole("navigation", { name: "Settings" });
    await expect(side.getByRole("link")).toHaveText(SECTIONS.filter((s) => !ADMIN_ONLY.includes(s.label)).map((s) => s.label));

    await page.goto("/settings/webhooks");
    await expect(page.getByText("Webhooks is managed by the workspace's owners and admins")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Webhooks", exact: true })).toHaveCount(0);
    await expect(page.getByLabel("Endpoint URL")).toHaveCount(0);
    await saveScreenshotsAtBothWidths(page, "settings-sections-member-webhooks");
  });
});
