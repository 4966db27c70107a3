import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { E2E_PASSWORD, signIn, signUp } from "../support/api";
import { expect, test } from "../support/fixtures";
import { saveScreenshot, saveScreenshotsAtBothWidths } from "../support/screenshots";

// The settings page's Security card (change password, sign out everywhere), the sign-in form's
// pause and lock messages, and every page working under the Content-Security-Policy.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Collects CSP violations and uncaught errors of the page, from before its first script. */
async function watchForBreakage(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|CSP violation/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

test.describe("browser: security", () => {
  test.setTimeout(120_000);

  test("every page works under the Content-Security-Policy", async ({ page, signedInUser, browser, baseURL }) => {
    const problems = await watchForBreakage(page);
    // Signed out: the landing page leads to sign-in; sign-up validates in the browser (scripts run).
    const fresh = await browser.newContext({ baseURL });
    try {
      const signedOut = await fresh.newPage();
      const signedOutProblems = await watchForBreakage(signedOut);
      await signedOut.goto("/");
      await signedOut.goto("/sign-up");
      await signedOut.getByRole("button", { name: "Create account" }).click();
      await expect(signedOut.getByText("Enter your name.")).toBeVisible();
      await signedOut.goto("/sign-in");
      await signedOut.getByRole("button", { name: "Sign in" }).click();
      await expect(signedOut.getByText("Enter your email address.")).toBeVisible();
      expect(signedOutProblems).toEqual([]);
    } finally {
      await fresh.close();
    }

    // Signed in: a brand and a post so that their own pages exist.
    const origin = { origin: baseURL! };
    const brand = (await (await page.request.post("/api/v1/brands", { data: { name: "CSP Roasters", website: "https://csp.example" }, headers: origin })).json()).data.brand;
    const post = (await (await page.request.post("/api/v1/posts", { data: { content: "Under policy.", platforms: ["bluesky"], brand_id: brand.id }, headers: origin })).json()).data.post;

    for (const [path, heading] of [
      ["/dashboard", /Welcome/],
      ["/brands", "Brands"],
      [`/brands/${brand.id}`, "CSP Roasters"],
      ["/create", "Create"],
      ["/posts", "Posts"],
      ["/posts/new", /post/i],
      [`/posts/${post.id}`, "Under policy."], // the post page is headed by its first line
      ["/calendar", "Calendar"],
      ["/settings", "Settings"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading }).first(), path).toBeVisible();
      await page.waitForLoadState("networkidle");
    }
    // Client-side code runs: the account menu opens.
    const menu = page.getByRole("button", { name: /Account menu/ });
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("button", { name: "Sign out", exact: true })).toBeVisible();
    expect(signedInUser.email).toBeTruthy();
    expect(problems).toEqual([]);
  });

  test("settings: change the password (with reasons when refused), then sign out everywhere", async ({ page, signedInUser, baseURL }) => {
    const other = await signIn(baseURL!, signedInUser);
    try {
      await page.goto("/settings/security");
      const security = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: "Security" }) });
      await expect(security.getByTestId("session-count")).toHaveText("You are signed in on 2 browsers or devices, this one included.");
      await saveScreenshotsAtBothWidths(page, "settings-security");

      const current = security.getByLabel("Current password");
      const next = security.getByLabel("New password", { exact: true });
      const confirm = security.getByLabel("Confirm new password");
      const submit = security.getByRole("button", { name: "Change password" });

      // Checked in the browser: the confirmation must match.
      await current.fill(E2E_PASSWORD);
      await next.fill("a-new-passphrase-1234");
      await confirm.fill("a-new-passphrase-12345");
      await submit.click();
      await expect(security.getByText("The two new passwords don't match.")).toBeVisible();
      // Checked by the server: a common password, then a wrong current password.
      await next.fill("password1234");
      await confirm.fill("password1234");
      await submit.click();
      await expect(security.getByText("Is one of the most common passwords, which attackers try first.")).toBeVisible();
      await current.fill("not-my-password");
      await next.fill("a-new-passphrase-1234");
      await confirm.fill("a-new-passphrase-1234");
      await submit.click();
      await expect(security.getByText("Is not your current password.")).toBeVisible();
      await expect(current).toBeFocused();
      await saveScreenshot(page, "settings-security-refused-1280");

      await current.fill(E2E_PASSWORD);
      await submit.click();
      await expect(page.getByText("Password changed")).toBeVisible();
      await expect(page.getByText("Signed out 1 other session.")).toBeVisible();
      await expect(security.getByTestId("session-count")).toHaveText("You are signed in on this browser only.");
      await expect(current).toHaveValue("");
      expect((await other.get("/api/v1/brands")).status()).toBe(401);

      // Sign out everywhere, behind a confirmation; this browser lands on sign-in with a notice.
      await security.getByRole("button", { name: "Sign out everywhere" }).click();
      const dialog = page.getByRole("dialog", { name: "Sign out everywhere?" });
      await expect(dialog).toContainText("API keys keep working");
      await saveScreenshot(page, "sign-out-everywhere-dialog-1280", { fullPage: false });
      await dialog.getByRole("button", { name: "Sign out everywhere" }).click();
      await page.waitForURL("**/sign-in?signed_out=everywhere");
      await expect(page.getByText("You were signed out on every device.")).toBeVisible();
      await page.goto("/settings");
      await page.waitForURL("**/sign-in**");

      // The new password signs in through the form.
      await page.getByLabel("Email").fill(signedInUser.email);
      await page.getByLabel("Password").fill("a-new-passphrase-1234");
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL("**/dashboard");
    } finally {
      await other.dispose();
    }
  });

  test("sign-in says when attempts are paused, and when the account is locked and until when", async ({ page, request, baseURL }) => {
    const user = await signUp(request, baseURL!);
    // A client address of this test's own, so that 127.0.0.1's count stays untouched.
    const address = { "x-forwarded-for": `192.0.2.${randomInt(1, 255)}` };
    await page.context().setExtraHTTPHeaders(address);
    const fail = async () => {
      const { csrfToken } = (await (await request.get("/api/auth/csrf", { headers: address })).json()) as { csrfToken: string };
      const response = await request.post("/api/auth/callback/credentials", {
        form: { csrfToken, email: user.email, password: "wrong-password-here", json: "true" },
        headers: address,
        maxRedirects: 0,
      });
      return new URL(((await response.json()) as { url: string }).url).searchParams.get("error");
    };

    await page.goto("/sign-in");
    const submitWith = async (password: string) => {
      await page.getByLabel("Email").fill(user.email);
      await page.getByLabel("Password").fill(password);
      await page.getByRole("button", { name: "Sign in" }).click();
    };
    // Five mistakes through the form are ordinary ones.
    for (let i = 0; i < 5; i++) {
      await submitWith(`wrong-password-${i}`);
      await expect(page.getByRole("alert").filter({ hasText: "don't match" })).toBeVisible();
      await page.getByLabel("Password").fill("");
    }
    // Two more with their pauses waited out leave a 4-second pause, which the form explains.
    for (const pause of [1, 2]) {
      await sleep(pause * 1000 + 150);
      expect(await fail()).toBe("CredentialsSignin");
    }
    await submitWith(user.password);
    await expect(page.getByRole("alert").filter({ hasText: "Too many" })).toHaveText(/^Too many failed sign-in attempts\. Wait [1-4] seconds?, then try again\.$/);
    await saveScreenshot(page, "sign-in-paused-1280");

    // Three more failures, each after its pause, lock the account.
    for (const pause of [4, 8, 16]) {
      await sleep(pause * 1000 + 150);
      expect(await fail()).toBe("CredentialsSignin");
    }
    await submitWith(user.password);
    const lock = page.getByRole("alert").filter({ hasText: "Too many" });
    await expect(lock).toContainText("Too many failed sign-in attempts, so signing in is locked for now. Try again in 15 minutes.");
    await expect(lock).toContainText(/\(at \d{1,2}:\d{2}/);
    await expect(page).toHaveURL(/\/sign-in/);
    await saveScreenshotsAtBothWidths(page, "sign-in-locked");
  });
});
