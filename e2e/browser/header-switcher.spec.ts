import type { Page } from "@playwright/test";
import { signInBrowser } from "../support/browser";
import { expect, test } from "../support/fixtures";
import { DESKTOP, MOBILE, saveScreenshot } from "../support/screenshots";

// The header's workspace switcher on a phone (docs/teams.md, "the switcher"): at 390 pixels wide
// it shows a readable part of the workspace's name, cut with an ellipsis when long, a short name
// whole, and the header never overflows (the bell and the account menu stay on screen).
// Screenshots at 390 and 1280.

/** What the switcher's name shows and whether the header holds everything inside the window. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('[data-testid="workspace-switcher"]')!;
    const name = button.querySelector<HTMLElement>("span")!;
    const header = document.querySelector<HTMLElement>("header > div")!;
    const account = header.querySelector<HTMLElement>('button[aria-label^="Account menu for"]')!;
    return {
      nameWidth: name.getBoundingClientRect().width,
      truncated: name.scrollWidth > name.clientWidth,
      ellipsis: getComputedStyle(name).textOverflow,
      headerOverflows: header.scrollWidth > header.clientWidth,
      accountRight: account.getBoundingClientRect().right,
    };
  });
}

test.describe("browser: the header's workspace switcher", () => {
  test("at 390 a long name is readable and cut with an ellipsis, a short one whole; the header never overflows", async ({ page, baseURL }) => {
    // The personal workspace is named after its user: a long name.
    await signInBrowser(page, baseURL!, { user: { name: "Maximiliane Featherstonehaugh-Worthington" } });
    await page.setViewportSize(MOBILE);
    await page.goto("/dashboard");
    const switcher = page.getByTestId("workspace-switcher");
    await expect(switcher).toHaveText(/Maximiliane Featherstonehaugh-Worthington/);

    const long = await measure(page);
    // About ten characters at least, not the first letter alone.
    expect(long.nameWidth).toBeGreaterThan(100);
    expect(long.truncated).toBe(true);
    expect(long.ellipsis).toBe("ellipsis");
    expect(long.headerOverflows).toBe(false);
    expect(long.accountRight).toBeGreaterThan(0);
    expect(long.accountRight).toBeLessThanOrEqual(MOBILE.width);
    await expect(page.getByRole("button", { name: /^Notifications/ })).toBeInViewport();
    await saveScreenshot(page, "header-switcher-long-390", { fullPage: false });

    await page.setViewportSize(DESKTOP);
    await expect(switcher).toBeVisible();
    expect((await measure(page)).headerOverflows).toBe(false);
    await saveScreenshot(page, "header-switcher-long-1280", { fullPage: false });

    // A short name, chosen from the switcher itself, fits whole at 390.
    await page.setViewportSize(MOBILE);
    const origin = new URL(page.url()).origin;
    const created = await page.request.post("/api/v1/workspaces", { headers: { origin }, data: { name: "Acme Agency" } });
    expect(created.status()).toBe(201);
    await page.reload();
    await switcher.click();
    await page.getByRole("button", { name: /Acme Agency.*Owner/ }).click();
    await page.waitForURL("**/dashboard");
    await expect(switcher).toHaveText(/Acme Agency/);
    const short = await measure(page);
    expect(short.truncated).toBe(false);
    expect(short.headerOverflows).toBe(false);
    await saveScreenshot(page, "header-switcher-short-390", { fullPage: false });
  });
});

test.describe("browser: the header's menus", () => {
  test("each menu opens from its button and closes on Escape (focus back on the button) and on a press outside", async ({ page, baseURL }) => {
    await signInBrowser(page, baseURL!, { user: { name: "Menu Tester" } });
    await page.setViewportSize(DESKTOP);
    await page.goto("/dashboard");
    const buttons = [page.getByTestId("workspace-switcher"), page.getByRole("button", { name: /^Notifications/ }), page.getByRole("button", { name: /^Account menu for/ })];
    for (const button of buttons) {
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(button).toBeFocused();

      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      // The middle of the header: outside every menu, and no panel drops over it.
      const header = page.locator("header").first();
      const box = (await header.boundingBox())!;
      await header.click({ position: { x: box.width / 2, y: box.height / 2 } });
      await expect(button).toHaveAttribute("aria-expanded", "false");
    }
  });
});
