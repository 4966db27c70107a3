import { request as playwrightRequest } from "@playwright/test";
import { createApiKey, signUpAndSignIn } from "../support/api";
import { checkedContext } from "../support/contract";
import { expect, test } from "../support/fixtures";
import { ownDatabase, startOwnServer } from "../support/own-server";

// The local scheduler inside a production server (docs/design.md, "Runtime modes"), on a server
// and database of this spec's own so that no other server's scheduler can publish for it.

const PORT = Number(process.env.E2E_OWN_PORT ?? 3109);

async function agentOn(baseURL: string) {
  const setupContext = await playwrightRequest.newContext();
  const session = await signUpAndSignIn(setupContext, baseURL);
  const { key } = await createApiKey(session, { name: "scheduler", scopes: ["admin"] });
  const agent = checkedContext(await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${key}` } }));
  const brand = (await (await agent.post("/api/v1/brands", { data: { name: "Clockwork", website: "https://clockwork.example" } })).json()).data.brand;
  const newPost = async (content: string) =>
    (await (await agent.post("/api/v1/posts", { data: { content, platforms: ["x_twitter", "linkedin"], brand_id: brand.id } })).json()).data.post;
  const dispose = async () => {
    await Promise.all([agent.dispose(), session.dispose(), setupContext.dispose()]);
  };
  return { agent, newPost, dispose };
}

async function waitForStatus(agent: Awaited<ReturnType<typeof agentOn>>["agent"], postId: string, until: number) {
  for (;;) {
    const post = (await (await agent.get(`/api/v1/posts/${postId}`)).json()).data.post;
    if (post.status !== "scheduled" || Date.now() > until) return post;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test.describe.configure({ mode: "serial" });

test("a post scheduled 3 s ahead is published within 3 s of its time, one sandbox delivery per platform", async () => {
  test.setTimeout(120_000);
  const database = await ownDatabase();
  const server = await startOwnServer(database.url, PORT);
  const { agent, newPost, dispose } = await agentOn(server.url);
  try {
    const post = await newPost("Right on time.");
    const at = new Date(Date.now() + 3000);
    const scheduled = await agent.post("/api/v1/posts/schedule", { data: { post_id: post.id, scheduled_at: at.toISOString() } });
    expect(scheduled.status()).toBe(200);
    const published = await waitForStatus(agent, post.id, at.getTime() + 15_000);
    expect(published.status).toBe("published");
    const lateness = Date.parse(published.published_at) - at.getTime();
    expect(lateness).toBeGreaterThanOrEqual(0);
    expect(lateness).toBeLessThan(3000);
    expect(published.deliveries.map((d: { platform: string; status: string; sandbox: boolean }) => [d.platform, d.status, d.sandbox])).toEqual([
      ["x_twitter", "succeeded", true],
      ["linkedin", "succeeded", true],
    ]);
  } finally {
    await dispose();
    await server.stop();
    await database.drop();
  }
});

test("a server stopped while a post is scheduled publishes it once after restarting", async () => {
  test.setTimeout(180_000);
  const database = await ownDatabase();
  let server = await startOwnServer(database.url, PORT);
  const { agent, newPost, dispose } = await agentOn(server.url);
  try {
    const post = await newPost("Survives a restart.");
    const at = new Date(Date.now() + 4000);
    expect((await agent.post("/api/v1/posts/schedule", { data: { post_id: post.id, scheduled_at: at.toISOString() } })).status()).toBe(200);
    await server.stop("SIGTERM");
    // Down past the post's time: nothing else can publish it.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() + 2000 - Date.now())));
    server = await startOwnServer(database.url, PORT);
    const published = await waitForStatus(agent, post.id, Date.now() + 20_000);
    expect(published.status).toBe("published");
    expect(Date.parse(published.published_at)).toBeGreaterThan(at.getTime() + 2000);
    expect(published.deliveries).toHaveLength(2);
    // Once: a second restart finds nothing more to do.
    await server.stop("SIGTERM");
    server = await startOwnServer(database.url, PORT);
    const again = (await (await agent.get(`/api/v1/posts/${post.id}`)).json()).data.post;
    expect(again.published_at).toBe(published.published_at);
    expect(again.deliveries).toHaveLength(2);
  } finally {
    await dispose();
    await server.stop();
    await database.drop();
  }
});
