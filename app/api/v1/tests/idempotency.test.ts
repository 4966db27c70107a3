import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import * as keysRoute from "@/app/api/v1/api-keys/route";
import * as brandsRoute from "@/app/api/v1/brands/route";
import * as postsRoute from "@/app/api/v1/posts/route";
import * as scheduleRoute from "@/app/api/v1/posts/schedule/route";
import { tryLockKey } from "@/lib/api/idempotency/key-lock";
import { pruneIdempotencyKeys } from "@/lib/api/idempotency/prune-idempotency-keys";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { createTestUser, describeDb, sessionHeaders } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { createTestApiKey } from "@/lib/testing/test-api-key";

const POSTS = "/api/v1/posts";
const draft = (content: string) => ({ content, platforms: ["x_twitter"] });

describeDb("Idempotency-Key on POST under /api/v1", () => {
  let user: Awaited<ReturnType<typeof createTestUser>>;
  let key: Awaited<ReturnType<typeof createTestApiKey>>;
  const postsWith = async (content: string) => db().post.count({ where: { userId: user.id, content } });
  const create = (idempotencyKey: string | null, body: unknown, headers: Record<string, string> = key.bearer) =>
    callRoute(postsRoute.POST, "POST", POSTS, { body, headers: { ...headers, ...(idempotencyKey === null ? {} : { "idempotency-key": idempotencyKey }) } });

  beforeAll(async () => {
    user = await createTestUser({ plan: "business" });
    key = await createTestApiKey(user.id, { scopes: ["admin"], rpm: 10_000, rpd: 100_000 });
  });

  it("a retry with the same key and body replays the first answer, byte for byte, and creates nothing", async () => {
    const idem = randomUUID();
    const first = await create(idem, draft("Once only."));
    expect(first.status).toBe(200);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const again = await create(idem, draft("Once only."));
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("x-request-id")).toBe(first.body.meta.request_id);
    // The rate-limit headers are the retry's own: it counted as a request.
    expect(Number(again.headers.get("x-ratelimit-remaining-rpm"))).toBe(Number(first.headers.get("x-ratelimit-remaining-rpm")) - 1);
    expect(await postsWith("Once only.")).toBe(1);
  });

  it("the same body written otherwise (key order, spacing) is the same request", async () => {
    const idem = randomUUID();
    expect((await create(idem, '{"content":"Same thing.","platforms":["x_twitter"]}')).status).toBe(200);
    const again = await create(idem, '{ "platforms": ["x_twitter"],\n  "content": "Same thing." }');
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await postsWith("Same thing.")).toBe(1);
  });

  it("the same key with another body, or on another path, is 422 idempotency_key_reused", async () => {
    const idem = randomUUID();
    const first = await create(idem, draft("First body."));
    const other = await create(idem, draft("Second body."));
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe("idempotency_key_reused");
    const elsewhere = await callRoute(scheduleRoute.POST, "POST", "/api/v1/posts/schedule", {
      headers: { ...key.bearer, "idempotency-key": idem },
      body: { post_id: first.body.data.post.id, scheduled_at: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.error.code).toBe("idempotency_key_reused");
    expect(await postsWith("Second body.")).toBe(0);
  });

  it("keys are per user: another user's same key value is another key", async () => {
    const idem = randomUUID();
    const other = await createTestUser();
    const otherKey = await createTestApiKey(other.id, { scopes: ["post"] });
    expect((await create(idem, draft("Mine."))).status).toBe(200);
    const theirs = await create(idem, draft("Theirs."), otherKey.bearer);
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get("idempotent-replayed")).toBeNull();
  });

  it("concurrent duplicates: one post, the others replay or are told it is still running (409)", async () => {
    const idem = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(idem, draft("Raced."))));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) {
      if (answer.status === 409) {
        expect(answer.body.error.code).toBe("idempotency_in_progress");
        expect(answer.headers.get("retry-after")).toBe("1");
      } else expect(answer.status).toBe(200);
    }
    const ids = new Set(answers.filter((answer) => answer.status === 200).map((answer) => answer.body.data.post.id));
    expect(ids.size).toBe(1);
    expect(await postsWith("Raced.")).toBe(1);
  });

  it("input that does not parse keeps nothing: the key then works for a corrected body", async () => {
    const idem = randomUUID();
    const bad = await create(idem, { content: "Fix me." });
    expect(bad.status).toBe(400);
    const good = await create(idem, draft("Fixed."));
    expect(good.status).toBe(200);
    expect(good.headers.get("idempotent-replayed")).toBeNull();
  });

  it("an error the handler answered is kept and replayed like a success", async () => {
    const idem = randomUUID();
    const stranger = (await db().brand.create({ data: { userId: (await createTestUser()).id, name: "S", website: "https://s.example" } })).id;
    const first = await create(idem, { ...draft("Not yours."), brand_id: stranger });
    expect(first.status).toBe(400);
    const again = await create(idem, { ...draft("Not yours."), brand_id: stranger });
    expect(again.status).toBe(400);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
  });

  it("a first request still running gives 409; once it died, a retry runs at once and answers with the post it wrote", async () => {
    const idem = randomUUID();
    const body = draft("Died after writing.");
    const first = await create(idem, body);
    // The first request wrote its post and died before keeping its answer, as a SIGKILL between
    // the two leaves it (lib/api/idempotency/crash-safe.test.ts kills real processes).
    await dbPool().query("UPDATE idempotency_keys SET status_code = NULL, response_body = NULL WHERE user_id = $1 AND key = $2", [user.id, idem]);
    // While a live request holds the key, a retry is told to wait.
    const held = await tryLockKey(user.id, idem);
    expect(held).not.toBeNull();
    const running = await create(idem, body);
    expect(running.status).toBe(409);
    expect(running.body.error.code).toBe("idempotency_in_progress");
    expect(running.headers.get("retry-after")).toBe("1");
    await held!.release();
    // Its holder gone, the retry runs the request again under the same claim: the same post, not a second.
    const rerun = await create(idem, body);
    expect(rerun.status).toBe(200);
    expect(rerun.headers.get("idempotent-replayed")).toBeNull();
    expect(rerun.body.data.post.id).toBe(first.body.data.post.id);
    expect(await postsWith("Died after writing.")).toBe(1);
    const replay = await create(idem, body);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body.data.post.id).toBe(first.body.data.post.id);
  });

  it("a request that died before writing is run afresh by its retry, once", async () => {
    const idem = randomUUID();
    const body = draft("Died before writing.");
    const first = await create(idem, body);
    await dbPool().query("DELETE FROM posts WHERE id = $1", [first.body.data.post.id]);
    await dbPool().query("UPDATE idempotency_keys SET status_code = NULL, response_body = NULL WHERE user_id = $1 AND key = $2", [user.id, idem]);
    const rerun = await create(idem, body);
    expect(rerun.status).toBe(200);
    expect(await postsWith("Died before writing.")).toBe(1);
    expect((await create(idem, body)).body.data.post.id).toBe(rerun.body.data.post.id);
  });

  it("a key past its 24 hours starts a new claim: the same key then writes a new post", async () => {
    const idem = randomUUID();
    const body = draft("A day apart.");
    const first = await create(idem, body);
    await dbPool().query("UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE user_id = $1 AND key = $2", [user.id, idem]);
    const later = await create(idem, body);
    expect(later.status).toBe(200);
    expect(later.headers.get("idempotent-replayed")).toBeNull();
    expect(later.body.data.post.id).not.toBe(first.body.data.post.id);
    expect(await postsWith("A day apart.")).toBe(2);
  });

  it("after 24 hours a key is new again, and pruning deletes it", async () => {
    const idem = randomUUID();
    await create(idem, draft("Yesterday."));
    await dbPool().query("UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE user_id = $1 AND key = $2", [user.id, idem]);
    expect((await create(idem, draft("Today."))).headers.get("idempotent-replayed")).toBeNull();
    await dbPool().query("UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE user_id = $1 AND key = $2", [user.id, idem]);
    expect(await pruneIdempotencyKeys()).toBeGreaterThanOrEqual(1);
    const { rowCount } = await dbPool().query("SELECT 1 FROM idempotency_keys WHERE user_id = $1 AND key = $2", [user.id, idem]);
    expect(rowCount).toBe(0);
  });

  it("a malformed key is 400; without a key every POST runs; GET ignores the header", async () => {
    const tooLong = await create("k".repeat(256), draft("Too long."));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.message).toContain("Idempotency-Key");
    expect((await create("tab\there", draft("Tab."))).status).toBe(400);
    await create(null, draft("Twice."));
    await create(null, draft("Twice."));
    expect(await postsWith("Twice.")).toBe(2);
    const list = await callRoute(brandsRoute.GET, "GET", "/api/v1/brands", { headers: { ...key.bearer, "idempotency-key": "x" } });
    expect(list.status).toBe(200);
  });

  it("a new API key's secret is never kept: its replay says \"\" where the key was", async () => {
    const idem = randomUUID();
    const headers = { ...(await sessionHeaders(user.id)), "idempotency-key": idem };
    const first = await callRoute(keysRoute.POST, "POST", "/api/v1/api-keys", { headers, body: { name: "Once" } });
    expect(first.status).toBe(201);
    expect(first.body.data.key).toMatch(/^bcst_live_/);
    const again = await callRoute(keysRoute.POST, "POST", "/api/v1/api-keys", { headers, body: { name: "Once" } });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.data).toEqual({ ...first.body.data, key: "" });
    const { rows } = await dbPool().query("SELECT response_body FROM idempotency_keys WHERE user_id = $1 AND key = $2", [user.id, idem]);
    expect(rows[0].response_body).not.toContain(first.body.data.key);
  });
});
