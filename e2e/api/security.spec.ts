import { randomInt } from "node:crypto";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { createApiKey, E2E_PASSWORD, signIn, signUp, uniqueEmail, type TestUser } from "../support/api";
import { checkedContext } from "../support/contract";
import { expect, test } from "../support/fixtures";

// Sign-in protection, sessions that end on the server, and the security headers, over real HTTP
// against the two production servers (one database). Attempts that fail on purpose come from a
// made-up client address (X-Forwarded-For; no proxy is in front, so `next start` keeps it), so
// that the address count of 127.0.0.1, which every other spec signs in from, stays untouched.

let addresses = 0;
const addressBlock = randomInt(0, 256);
/** A client address no other attempt in this run uses. */
const testAddress = () => `198.51.${addressBlock}.${++addresses}`;

type Attempt = { status: number; error: string | null };

/** One credentials sign-in through NextAuth, as the form makes it; `error` is NextAuth's code. */
async function attempt(baseURL: string, user: { email: string; password: string }, address: string): Promise<Attempt> {
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL, "x-forwarded-for": address } });
  try {
    const { csrfToken } = (await (await context.get("/api/auth/csrf")).json()) as { csrfToken: string };
    const response = await context.post("/api/auth/callback/credentials", {
      form: { csrfToken, email: user.email, password: user.password, json: "true" },
      maxRedirects: 0,
    });
    const { url } = (await response.json()) as { url: string };
    return { status: response.status(), error: new URL(url).searchParams.get("error") };
  } finally {
    await context.dispose();
  }
}

const wrong = (user: TestUser, i: number) => ({ email: user.email, password: `not-the-password-${i}` });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PAUSED = /^SignInThrottled:delay:[1-4]$/;

/**
 * After the free failures, two more with their pauses waited out (1 s, 2 s) leave a 4-second
 * pause: long enough for the refusals below to land inside it even on a busy machine.
 */
async function failIntoFourSecondPause(fail: () => Promise<Attempt>): Promise<void> {
  for (const pause of [1, 2]) {
    await sleep(pause * 1000 + 150);
    expect((await fail()).error).toBe("CredentialsSignin");
  }
}

test.describe("sign-in protection", () => {
  test("wrong passwords pause the account, on both servers; the right one waits too, then works", async ({ request, baseURL, secondBaseURL }) => {
    test.setTimeout(60_000);
    const user = await signUp(request, baseURL!);
    const address = testAddress();
    // Five free failures, alternating servers: they share one count.
    for (let i = 0; i < 5; i++) {
      expect(await attempt(i % 2 ? secondBaseURL : baseURL!, wrong(user, i), address)).toEqual({ status: 401, error: "CredentialsSignin" });
    }
    await failIntoFourSecondPause(() => attempt(secondBaseURL, wrong(user, 7), address));
    // Now even the right password is refused unchecked, from any address, until the pause ends.
    const refused = await attempt(baseURL!, user, address);
    expect(refused.status).toBe(401);
    expect(refused.error).toMatch(PAUSED);
    expect((await attempt(secondBaseURL, user, testAddress())).error).toMatch(PAUSED);
    await sleep(4_200);
    expect(await attempt(baseURL!, user, address)).toEqual({ status: 200, error: null });
    // A success starts the account over: the next mistake is an ordinary one.
    expect(await attempt(baseURL!, wrong(user, 10), address)).toEqual({ status: 401, error: "CredentialsSignin" });
  });

  test("one client address trying many accounts is paused after 20 failures", async ({ request, baseURL }) => {
    test.setTimeout(60_000);
    const user = await signUp(request, baseURL!);
    const address = testAddress();
    const spray = () => attempt(baseURL!, { email: uniqueEmail("spray"), password: "guess-guess-guess" }, address);
    for (let i = 0; i < 20; i++) expect((await spray()).error).toBe("CredentialsSignin");
    await failIntoFourSecondPause(spray);
    expect((await attempt(baseURL!, user, address)).error).toMatch(PAUSED);
    // The same account from elsewhere is not affected.
    expect(await attempt(baseURL!, user, testAddress())).toEqual({ status: 200, error: null });
  });

  test("sign-up refuses a common password, the email as password, and one repeated character, saying why", async ({ request, baseURL }) => {
    const email = uniqueEmail("policy");
    const cases: [string, string][] = [
      ["iloveyou123", "password: is one of the most common passwords"],
      [email, "password: must not be your email address"],
      ["############", "password: must not be one character repeated"],
    ];
    for (const [password, why] of cases) {
      const response = await request.post("/api/auth/signup", { data: { email, password, name: "P" }, headers: { origin: baseURL! } });
      expect(response.status()).toBe(400);
      expect((await response.json()).error.message).toContain(why);
    }
  });
});

test.describe("sessions end on the server", () => {
  async function withCookiesOf(source: APIRequestContext, baseURL: string): Promise<APIRequestContext> {
    return checkedContext(await playwrightRequest.newContext({ baseURL, storageState: await source.storageState(), extraHTTPHeaders: { origin: baseURL } }));
  }

  test("sign-out kills that cookie everywhere it was copied; other devices stay signed in", async ({ request, baseURL, secondBaseURL }) => {
    const user = await signUp(request, baseURL!);
    const laptop = await signIn(baseURL!, user);
    const phone = await signIn(baseURL!, user);
    const copied = await withCookiesOf(laptop, secondBaseURL);
    try {
      expect((await copied.get("/api/v1/brands")).status()).toBe(200);
      const { csrfToken } = (await (await laptop.get("/api/auth/csrf")).json()) as { csrfToken: string };
      expect((await laptop.post("/api/auth/signout", { form: { csrfToken, json: "true" } })).ok()).toBeTruthy();

      // The copy, on the other server process, is now signed out: API, NextAuth and pages.
      expect((await copied.get("/api/v1/brands")).status()).toBe(401);
      expect(await (await copied.get("/api/auth/session")).json()).toEqual({});
      const page = await copied.get("/dashboard", { maxRedirects: 0 });
      expect(page.status()).toBe(307);
      expect(page.headers().location).toContain("/sign-in");
      // The phone's own session was not touched.
      expect((await phone.get("/api/v1/brands")).status()).toBe(200);
      expect((await phone.get("/dashboard", { maxRedirects: 0 })).status()).toBe(200);
    } finally {
      await Promise.all([laptop.dispose(), phone.dispose(), copied.dispose()]);
    }
  });

  test("a password change ends the other sessions; sign out everywhere ends all", async ({ request, baseURL }) => {
    const user = await signUp(request, baseURL!);
    const [here, other, third] = [await signIn(baseURL!, user), await signIn(baseURL!, user), await signIn(baseURL!, user)];
    try {
      const newPassword = "fresh-passphrase-7294";
      const changed = await here.post("/api/auth/password", { data: { current_password: E2E_PASSWORD, new_password: newPassword } });
      expect(changed.status()).toBe(200);
      expect((await changed.json()).data).toEqual({ ended_sessions: 2 });
      expect((await other.get("/api/v1/brands")).status()).toBe(401);
      expect((await third.get("/api/v1/brands")).status()).toBe(401);
      expect((await here.get("/api/v1/brands")).status()).toBe(200);
      expect((await attempt(baseURL!, user, testAddress())).error).toBe("CredentialsSignin");
      const renewed = await signIn(baseURL!, { ...user, password: newPassword });

      const ended = await here.delete("/api/auth/sessions");
      expect(ended.status()).toBe(200);
      expect((await ended.json()).data).toEqual({ ended_sessions: 2 });
      expect((await here.get("/api/v1/brands")).status()).toBe(401);
      expect((await renewed.get("/api/v1/brands")).status()).toBe(401);
      await renewed.dispose();
    } finally {
      await Promise.all([here.dispose(), other.dispose(), third.dispose()]);
    }
  });
});

test.describe("security headers", () => {
  const PAGE_HEADERS = {
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
  };

  test("pages: a CSP that forbids framing, plus X-Frame-Options, nosniff and Referrer-Policy", async ({ request, session }) => {
    for (const [client, path] of [[request, "/sign-in"], [request, "/sign-up"], [session, "/dashboard"], [session, "/settings/api-keys"]] as const) {
      const response = await client.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers, path).toMatchObject(PAGE_HEADERS);
      const csp = headers["content-security-policy"] ?? "";
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).not.toContain("unsafe-eval");
    }
  });

  test("API answers are never stored and never sniffed, above all the one with a raw key", async ({ request, session }) => {
    const created = await session.post("/api/v1/api-keys", { data: { name: "header check", scopes: ["read"] } });
    expect(created.status()).toBe(201);
    const responses = [
      created,
      await session.get("/api/v1/api-keys"),
      await request.get("/api/v1/brands"),
      await session.get("/api/auth/session"),
      await request.get("/api/auth/csrf"),
    ];
    for (const response of responses) {
      const headers = response.headers();
      expect(headers["cache-control"], response.url()).toBe("no-store");
      expect(headers["x-content-type-options"], response.url()).toBe("nosniff");
      expect(headers["content-security-policy"], response.url()).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    const { key } = await createApiKey(session, { name: "second", scopes: ["read"] });
    expect(key).toMatch(/^bcst_live_/);
  });
});
