import { test as base, expect, type APIRequestContext } from "@playwright/test";
import { apiKeyContext, signUpAndSignIn, type SessionContext, type TestUser } from "./api";
import { signInBrowser } from "./browser";
import { checkedContext, checkPageAnswers } from "./contract";
import { E2E_SECOND_BASE_URL } from "./servers";

// `import { test, expect } from "../support/fixtures"` in a spec, then:
//   test("...", async ({ session, secondBaseURL, newSession, keyContext }) => { ... })
// Every context a fixture creates is disposed after the test. Every /api/v1 answer a spec's
// request contexts or its page receive is checked against the served OpenAPI document
// (./contract.ts): a breach fails the test.

type Fixtures = {
  /** A fresh user, signed in on baseURL (the first server). */
  session: SessionContext;
  /** More signed-in users: `await newSession()` (e.g. a second tenant), optionally on another base URL. */
  newSession: (options?: { baseURL?: string; user?: Partial<TestUser> }) => Promise<SessionContext>;
  /** A Bearer-key context: `await keyContext(key)` or `await keyContext(key, secondBaseURL)`. */
  keyContext: (key: string, baseURL?: string) => Promise<APIRequestContext>;
  /** The second `next start` server (same database, another process). */
  secondBaseURL: string;
  /** (browser project) `page`, already signed in as a fresh user; the user is `signedInUser`. */
  signedInUser: TestUser;
};

export const test = base.extend<Fixtures>({
  request: async ({ request }, use) => {
    await use(checkedContext(request));
  },
  page: async ({ page }, use) => {
    const answers = checkPageAnswers(page);
    await use(page);
    expect(await answers.breaches(), "/api/v1 answers the served OpenAPI document does not describe").toEqual([]);
  },
  secondBaseURL: async ({}, use) => {
    await use(process.env.E2E_SECOND_BASE_URL ?? E2E_SECOND_BASE_URL);
  },
  newSession: async ({ request, baseURL }, use) => {
    const created: APIRequestContext[] = [];
    await use(async (options = {}) => {
      const context = await signUpAndSignIn(request, options.baseURL ?? baseURL!, options.user);
      created.push(context);
      return context;
    });
    await Promise.all(created.map((context) => context.dispose()));
  },
  session: async ({ newSession }, use) => {
    await use(await newSession());
  },
  signedInUser: async ({ page, baseURL }, use) => {
    await use(await signInBrowser(page, baseURL!));
  },
  keyContext: async ({ baseURL }, use) => {
    const created: APIRequestContext[] = [];
    await use(async (key, url) => {
      const context = await apiKeyContext(url ?? baseURL!, key);
      created.push(context);
      return context;
    });
    await Promise.all(created.map((context) => context.dispose()));
  },
});

export { expect };
