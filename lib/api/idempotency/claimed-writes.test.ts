import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import type { Caller } from "@/lib/auth/caller";
import { createBrand } from "@/lib/brands/create-brand";
import { db } from "@/lib/db/client";
import { runUnderIdempotencyClaim } from "@/lib/db/idempotency-claim";
import { createPost } from "@/lib/posts/create-post";
import { duplicatePost } from "@/lib/posts/duplicate-post";
import { createTestUser, describeDb } from "@/lib/testing";
import { testCaller } from "@/lib/testing/test-caller";
import { createWebhookEndpoint } from "@/lib/webhooks/webhook-endpoints";

// The resources a keyed POST creates carry its claim (lib/db/idempotency-claim.ts): running a
// request again under the same claim, as a retry does after its first run died past its INSERT,
// finds what the first run wrote. Without a claim every call creates.

describeDb("writes under an Idempotency-Key claim", () => {
  let caller: Caller;
  beforeAll(async () => {
    caller = await testCaller((await createTestUser({ plan: "business" })).id);
  });
  const twiceUnder = async <T>(write: () => Promise<T>) => {
    const claim = randomUUID();
    return [await runUnderIdempotencyClaim(claim, write), await runUnderIdempotencyClaim(claim, write)] as const;
  };

  it("a post, created or duplicated, is written once per claim; without a claim each call writes", async () => {
    const input = { content: `Claimed ${randomUUID()}`, platforms: ["x_twitter"] } as Parameters<typeof createPost>[1];
    const [first, again] = await twiceUnder(() => createPost(caller, input, "api"));
    expect(again.id).toBe(first.id);
    const [copy, copyAgain] = await twiceUnder(() => duplicatePost(caller, first.id, "api"));
    expect(copyAgain.id).toBe(copy.id);
    expect(copy.id).not.toBe(first.id);
    expect(await db().post.count({ where: { userId: caller.userId, content: input.content } })).toBe(2);
    await createPost(caller, input, "api");
    await createPost(caller, input, "api");
    expect(await db().post.count({ where: { userId: caller.userId, content: input.content } })).toBe(4);
  });

  it("a brand is written once per claim, also when two runs of one claim race", async () => {
    const name = `Claimed brand ${randomUUID().slice(0, 8)}`;
    const [first, again] = await twiceUnder(() => createBrand(caller, { name, website: "https://claimed.example" }));
    expect(again.id).toBe(first.id);
    const claim = randomUUID();
    const racing = await Promise.all([1, 2, 3].map(() => runUnderIdempotencyClaim(claim, () => createBrand(caller, { name: `${name} race`, website: "https://claimed.example" }))));
    expect(new Set(racing.map((brand) => brand.id)).size).toBe(1);
    expect(await db().brand.count({ where: { userId: caller.userId, name: { startsWith: name } } })).toBe(2);
  });

  it("a webhook endpoint is written once per claim, and the run again answers its signing secret", async () => {
    const url = `https://hooks.example/${randomUUID()}`;
    const [first, again] = await twiceUnder(() => createWebhookEndpoint(caller, { url, events: ["post.published"] }));
    expect(again.webhook.id).toBe(first.webhook.id);
    expect(again.secret).toBe(first.secret);
    expect(await db().webhookEndpoint.count({ where: { userId: caller.userId, url } })).toBe(1);
  });
});
