import { randomUUID } from "node:crypto";
import { createApiKey } from "../support/api";
import { expect, test } from "../support/fixtures";

// Idempotency-Key across server instances: duplicates sent at once to two production servers
// on one database create one post, never two; a later retry replays the first answer.

test("concurrent duplicates over two server processes create one post; a retry replays it", async ({ session, keyContext, secondBaseURL }) => {
  const { key } = await createApiKey(session, { name: "retrying agent", scopes: ["post", "read"], rate_limit_rpm: 60 });
  const first = await keyContext(key);
  const second = await keyContext(key, secondBaseURL);
  const idempotencyKey = randomUUID();
  const body = { content: "Posted exactly once, whatever the network does.", platforms: ["bluesky"] };
  const send = (context: typeof first) => context.post("/api/v1/posts", { data: body, headers: { "idempotency-key": idempotencyKey } });

  const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => send(i % 2 === 0 ? first : second)));
  const answers = await Promise.all(responses.map(async (response) => ({ status: response.status(), replayed: response.headers()["idempotent-replayed"], body: await response.json() })));
  for (const answer of answers) {
    if (answer.status === 409) expect(answer.body.error.code).toBe("idempotency_in_progress");
    else expect(answer.status).toBe(200);
  }
  const created = answers.filter((answer) => answer.status === 200);
  expect(created.filter((answer) => answer.replayed === undefined)).toHaveLength(1);
  expect(new Set(created.map((answer) => answer.body.data.post.id)).size).toBe(1);

  const retry = await send(second);
  expect(retry.status()).toBe(200);
  expect(retry.headers()["idempotent-replayed"]).toBe("true");
  const original = created.find((answer) => answer.replayed === undefined)!;
  expect(await retry.json()).toEqual(original.body);
  expect(retry.headers()["x-request-id"]).toBe(original.body.meta.request_id);

  const list = await (await first.get("/api/v1/posts?limit=100")).json();
  expect(list.data.posts.filter((post: { content: string }) => post.content === body.content)).toHaveLength(1);

  const reused = await first.post("/api/v1/posts", { data: { ...body, content: "Another post" }, headers: { "idempotency-key": idempotencyKey } });
  expect(reused.status()).toBe(422);
  expect((await reused.json()).error.code).toBe("idempotency_key_reused");
});
