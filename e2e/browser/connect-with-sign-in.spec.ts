import { startOAuthTestServer, type OAuthTestServer } from "../../lib/testing/oauth-test-server";
import { signInBrowser } from "../support/browser";
import { startFakeMeta } from "../support/fake-meta";
import { expect, test } from "../support/fixtures";
import { ownDatabase, startOwnServer } from "../support/own-server";
import { DESKTOP, MOBILE, saveScreenshot, saveScreenshotsAtBothWidths } from "../support/screenshots";

// Connect X with its own sign-in, in Chromium, against a standards authorization server
// (oidc-provider, lib/testing/oauth-test-server.ts) mounted at X's paths on loopback, which
// also serves the two X API routes the app calls. A server and database of this spec's own
// (E2E_OWN_PORT) publish live to it. The access tokens it issues live 6 seconds, so the
// connected token has expired by the time the post is published.

const PORT = Number(process.env.E2E_OWN_PORT ?? 3109);
const AUTH_PORT = PORT + 1;
const META_PORT = PORT + 2;
const APP = `http://127.0.0.1:${PORT}`;
const CLIENT = { id: "brandcast-e2e-x", secret: "e2e-x-client-secret-0123456789" };
const ACCOUNT = { id: "2244994945", name: "Northwind Coffee", username: "northwindcoffee" };
const TOKEN_SECONDS = 6;

test.describe.configure({ mode: "serial" });

test("X: sign in to connect, see the account, renew an expired token on publish, and show a revoked one as reconnect", async ({ page }) => {
  test.setTimeout(240_000);
  const auth: OAuthTestServer = await startOAuthTestServer({
    port: AUTH_PORT,
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
    redirectUris: [`${APP}/connections/oauth/callback`],
    routes: { authorization: "/i/oauth2/authorize", token: "/2/oauth2/token" },
    scopes: ["tweet.read", "tweet.write", "users.read", "media.write", "offline.access"],
    accessTokenTtlSeconds: TOKEN_SECONDS,
    account: ACCOUNT,
  });
  const meta = await startFakeMeta(META_PORT, `${auth.url}/avatar.png`);
  const database = await ownDatabase();
  const server = await startOwnServer(database.url, PORT, {
    META_APP_ID: "meta-e2e-app",
    META_APP_SECRET: "meta-e2e-secret",
    META_AUTH_BASE_URL: `${meta.url}/v21.0`,
    META_GRAPH_BASE_URL: `${meta.url}/v21.0`,
    X_CLIENT_ID: CLIENT.id,
    X_CLIENT_SECRET: CLIENT.secret,
    X_AUTH_BASE_URL: auth.url,
    X_API_BASE_URL: auth.url,
    PUBLISH_MODE: "live",
    CONNECTIONS_ENCRYPTION_KEYS: "e2e:QnJhbmRjYXN0IGUyZSBrZXksIG5vdCBhIHNlY3JldCE=",
  });
  try {
    await page.setViewportSize(DESKTOP);
    const user = await signInBrowser(page, APP);
    const origin = { origin: APP };
    const brand = (await (await page.request.post(`${APP}/api/v1/brands`, { headers: origin, data: { name: "Northwind", website: "https://northwind.example" } })).json()).data.brand;

    // ── Settings before: X offers its sign-in; a platform without its app says so ──
    await page.goto(`${APP}/settings/connections`);
    const connections = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: "Connections", exact: true }) });
    const x = connections.locator('[data-testid="connection-row"][data-platform="x_twitter"]');
    await expect(x).toHaveAttribute("data-connected", "false");
    await expect(x.getByRole("button", { name: "Sign in with X" })).toBeVisible();
    await expect(x.getByRole("button", { name: "Connect X with a token" })).toBeVisible();
    const threads = connections.locator('[data-testid="connection-row"][data-platform="threads"]');
    await expect(threads.getByTestId("sign-in-not-configured")).toContainText("Sign-in with Threads is not set up on this server.");
    // The server's variables are there for an owner, folded away.
    await expect(threads.getByTestId("sign-in-setup")).toContainText("THREADS_APP_ID");
    await expect(threads.getByText("THREADS_APP_ID")).toBeHidden();
    await expect(threads.getByRole("button", { name: "Connect Threads" })).toBeVisible();
    await x.scrollIntoViewIfNeeded();
    await saveScreenshot(page, "connect-x-settings-before-1280", { fullPage: false });

    // ── The redirect flow ──
    await x.getByRole("button", { name: "Sign in with X" }).click();
    await page.waitForURL(new RegExp(`^${auth.url}/interaction/`));
    await expect(page.getByRole("heading", { name: "Sign in to continue" })).toBeVisible();
    await expect(page.locator("code")).toHaveText("tweet.read tweet.write users.read media.write offline.access");
    await saveScreenshot(page, "connect-x-authorization-server-1280", { fullPage: false });
    await page.getByRole("button", { name: "Authorize app" }).click();
    await page.waitForURL(new RegExp(`^${APP}/settings/connections\\?`));
    const connectedAt = Date.now();
    await expect(page.getByTestId("toast").filter({ hasText: "X connected" })).toBeVisible();
    await expect(x).toHaveAttribute("data-status", "active");
    const account = x.getByTestId("connection-account");
    await expect(account).toContainText("Northwind Coffee");
    await expect(account).toContainText("@northwindcoffee");
    await expect(account).toContainText("signed in with X");
    // The test server's avatar is plain http on loopback: the account keeps https pictures only,
    // so the row shows the name's initial instead of an image.
    await expect(account.getByRole("img")).toHaveCount(0);
    await expect(x.getByRole("button", { name: "Reconnect X" })).toBeVisible();
    expect(auth.grants.map((grant) => grant.grantType)).toEqual(["authorization_code"]);
    const listed = (await (await page.request.get(`${APP}/api/v1/brands/${brand.id}/connections`)).json()).data.connections;
    expect(listed).toEqual([expect.objectContaining({ platform: "x_twitter", auth_method: "oauth", status: "active", account: { name: ACCOUNT.name, handle: "@northwindcoffee", avatar_url: null } })]);
    await x.scrollIntoViewIfNeeded();
    await saveScreenshot(page, "connect-x-settings-connected-1280", { fullPage: false });
    await page.setViewportSize(MOBILE);
    await x.scrollIntoViewIfNeeded();
    await saveScreenshot(page, "connect-x-settings-connected-390", { fullPage: false });
    // Its three buttons wrap inside the row rather than running past its edge.
    const [rowBox, disconnectBox] = [(await x.boundingBox())!, (await x.getByRole("button", { name: "Disconnect X" }).boundingBox())!];
    expect(disconnectBox.x + disconnectBox.width).toBeLessThanOrEqual(rowBox.x + rowBox.width);
    await page.setViewportSize(DESKTOP);

    // ── Publishing with an expired token: renewed first, sent once ──
    const publish = async (content: string) => {
      const post = (await (await page.request.post(`${APP}/api/v1/posts`, { headers: origin, data: { content, platforms: ["x_twitter"], brand_id: brand.id } })).json()).data.post;
      const scheduled = await page.request.post(`${APP}/api/v1/posts/schedule`, { headers: origin, data: { post_id: post.id, scheduled_at: new Date(Date.now() + 2000).toISOString() } });
      expect(scheduled.status()).toBe(200);
      const warnings = (await scheduled.json()).data.warnings;
      let final;
      for (const until = Date.now() + 30_000; Date.now() < until; await page.waitForTimeout(250)) {
        final = (await (await page.request.get(`${APP}/api/v1/posts/${post.id}`)).json()).data.post;
        if (final.status !== "scheduled") break;
      }
      return { warnings, post: final };
    };
    await page.waitForTimeout(Math.max(0, connectedAt + (TOKEN_SECONDS + 1) * 1000 - Date.now()));
    const first = await publish("Fresh beans, fresh token.");
    expect(first.warnings).toEqual([]);
    expect(first.post.status).toBe("published");
    expect(first.post.deliveries).toEqual([expect.objectContaining({ platform: "x_twitter", status: "succeeded", sandbox: false, attempts: 1 })]);
    expect(auth.grants.map((grant) => grant.grantType)).toEqual(["authorization_code", "refresh_token"]);
    expect(auth.tweetAttempts.map((attempt) => attempt.status)).toEqual([201]);
    expect(auth.tweets.map((tweet) => tweet.text)).toEqual(["Fresh beans, fresh token."]);

    // ── Access revoked at X: the renewal is refused, the connection asks to be reconnected ──
    await auth.revokeAll();
    await page.waitForTimeout(TOKEN_SECONDS * 1000);
    const second = await publish("This one cannot go out.");
    expect(second.post.status).toBe("failed");
    expect(second.post.deliveries[0].error).toContain("Reconnect the X account in Settings.");
    expect(auth.tweetAttempts).toHaveLength(1);
    const third = await page.request.post(`${APP}/api/v1/posts`, { headers: origin, data: { content: "Warned at schedule time.", platforms: ["x_twitter"], brand_id: brand.id } });
    const thirdId = (await third.json()).data.post.id;
    const warned = await page.request.post(`${APP}/api/v1/posts/schedule`, { headers: origin, data: { post_id: thirdId, scheduled_at: new Date(Date.now() + 3_600_000).toISOString() } });
    expect((await warned.json()).data.warnings).toEqual([expect.objectContaining({ code: "reconnect_required", platform: "x_twitter" })]);

    // A new load of the brand's connections (the banner's address).
    await page.goto(`${APP}/settings/connections?brand=${brand.id}`);
    await expect(x).toHaveAttribute("data-status", "reconnect_required");
    await expect(x).toContainText("Reconnect needed");
    await expect(x.getByTestId("connection-reason")).toContainText("Reconnect the X account in Settings.");
    await expect(x.getByRole("button", { name: "Reconnect X" })).toBeVisible();
    await expect(connections.getByText("1 to reconnect")).toBeVisible();
    await x.scrollIntoViewIfNeeded();
    await saveScreenshot(page, "connect-x-settings-reconnect-1280", { fullPage: false });

    await page.goto(`${APP}/dashboard`);
    const banner = page.getByTestId("reconnect-banner");
    await expect(banner).toContainText("An account needs to be reconnected");
    await expect(banner).toContainText("Northwind · X");
    await expect(banner.getByRole("link", { name: "Reconnect X for Northwind" })).toHaveAttribute("href", `/settings/connections?brand=${brand.id}`);
    await saveScreenshotsAtBothWidths(page, "connect-x-dashboard-reconnect");

    // Reconnecting through the sign-in makes it active again, even when the person was signed
    // out (in another tab) while at X: the way back asks them to sign in, then finishes.
    await banner.getByRole("link", { name: "Reconnect X for Northwind" }).click();
    await page.waitForURL(new RegExp(`^${APP}/settings/connections`));
    await x.getByRole("button", { name: "Reconnect X" }).click();
    await page.waitForURL(new RegExp(`^${auth.url}/interaction/`));
    const otherTab = await page.context().newPage();
    await otherTab.goto(`${APP}/dashboard`);
    await otherTab.getByRole("button", { name: /Account menu/ }).click();
    await otherTab.getByRole("button", { name: "Sign out" }).click();
    await otherTab.waitForURL(new RegExp(`^${APP}/sign-in`));
    await otherTab.close();
    await page.getByRole("button", { name: "Authorize app" }).click();
    await page.waitForURL(new RegExp(`^${APP}/sign-in\\?`));
    await expect(page.getByText("You were signed out while signing in at the platform. Sign in again to finish connecting the account.")).toBeVisible();
    await saveScreenshotsAtBothWidths(page, "connect-x-signed-out-return");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(new RegExp(`^${APP}/settings/connections\\?`));
    await expect(page.getByTestId("toast").filter({ hasText: "X connected" })).toBeVisible();
    await expect(x).toHaveAttribute("data-status", "active");
    await page.goto(`${APP}/dashboard`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("reconnect-banner")).toHaveCount(0);

    // ── Facebook: the sign-in offers the person's Pages; the chosen one is connected ──
    await page.goto(`${APP}/settings/connections?brand=${brand.id}`);
    const facebook = connections.locator('[data-testid="connection-row"][data-platform="facebook"]');
    await facebook.getByRole("button", { name: "Sign in with Facebook" }).click();
    await page.waitForURL(new RegExp(`^${APP}/connections/oauth/callback\\?`));
    await expect(page.getByRole("heading", { level: 1, name: "Connect Facebook" })).toBeVisible();
    await expect(page.getByText("Which Page should this brand post to?")).toBeVisible();
    const choices = page.getByTestId("account-choices");
    await expect(choices.getByRole("radio")).toHaveCount(2);
    await choices.getByText("Northwind Roastery").click();
    await expect(choices.getByRole("radio", { name: /Northwind Roastery/ })).toBeChecked();
    await saveScreenshotsAtBothWidths(page, "connect-facebook-choose-page");
    await page.getByRole("button", { name: "Connect Facebook" }).click();
    await page.waitForURL(new RegExp(`^${APP}/settings/connections\\?`));
    await expect(page.getByTestId("toast").filter({ hasText: "Facebook connected" })).toBeVisible();
    await expect(facebook.getByTestId("connection-account")).toContainText("Northwind Roastery");
    expect(meta.requests).toEqual(["GET /v21.0/dialog/oauth", "GET /v21.0/oauth/access_token", "GET /v21.0/oauth/access_token", "GET /v21.0/me/accounts"]);
  } finally {
    await server.stop();
    await database.drop();
    await auth.close();
    await meta.close();
  }
});

test("a sign-in link that is not this session's ends on a readable page", async ({ page, signedInUser }) => {
  expect(signedInUser.email).toBeTruthy();
  await page.setViewportSize(DESKTOP);
  await page.goto("/connections/oauth/callback?state=not-a-state-we-issued&code=abc");
  await expect(page.getByRole("alert").filter({ hasText: "Not connected" })).toContainText("This sign-in has expired, was already used, or was started in another browser session.");
  await expect(page.getByRole("link", { name: "Back to Settings" })).toHaveAttribute("href", "/settings/connections");
  await saveScreenshot(page, "connect-callback-expired-1280", { fullPage: false });
});
