import type { Page } from "@playwright/test";
import { signUp, type TestUser } from "./api";

/**
 * Signs a browser page in without going through the sign-in form: a new unique user (or
 * the one given, which must exist when `existing` is true) is signed up and signed in
 * through `page.request`, which shares the page's cookie jar. Returns the user.
 */
export async function signInBrowser(
  page: Page,
  baseURL: string,
  options: { user?: Partial<TestUser>; existing?: boolean } = {},
): Promise<TestUser> {
  const user = options.existing
    ? (options.user as TestUser)
    : await signUp(page.request, baseURL, options.user);
  const csrf = await page.request.get(new URL("/api/auth/csrf", baseURL).toString());
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await page.request.post(new URL("/api/auth/callback/credentials", baseURL).toString(), {
    form: { csrfToken, email: user.email, password: user.password, json: "true" },
    maxRedirects: 0,
  });
  const cookies = await page.context().cookies(baseURL);
  if (!cookies.some((cookie) => cookie.name.endsWith("next-auth.session-token"))) {
    throw new Error(`browser sign-in of ${user.email} set no session cookie (HTTP ${response.status()})`);
  }
  return user;
}
