import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { createTestUser, hasTestDatabase, onPglite } from "@/lib/testing";
import { startChild, type Child } from "@/lib/testing/crash/child-process";
import { createTestApiKey } from "@/lib/testing/test-api-key";

// Idempotency-Key across a crash (docs/publishing.md, "What happens when a server dies"): two
// server processes of their own (lib/testing/crash/posts-route-server.ts) on this database.
// Agents send keyed POST /api/v1/posts to one; it is killed with SIGKILL while requests stand
// right before their INSERT, right after it (committed, answer not kept), and anywhere else
// (a stream of requests cut at a random moment); every key is then retried on the other
// process. Exactly one post per key, each retry answered (not 409) within 10 s of its first
// try, and the answer names that post. Then the roles swap, with a fresh process, for more
// rounds. PostgreSQL only: PGlite is one process (the claim is held in memory there).

const ROUNDS = 6;
const PAUSED_PER_POINT = 4;
const STREAM = 40;
const STREAM_CONCURRENCY = 4;
const RETRY_CONCURRENCY = 6;
/** The bound an agent is promised: its retry is answered within this, whatever the crash left. */
const RETRY_BOUND_MS = 10_000;
// Small pools: both processes and this one share the server's connections with other suites.
const CHILD_ENV = { DB_POOL_MAX: "12", LOCAL_SCHEDULER: "off" };

type Answer = { status: number; body: any; replayed: boolean };

describe.skipIf(!hasTestDatabase || onPglite)("Idempotency-Key across a SIGKILL, two server processes", () => {
  let bearer: string;
  let userId: string;
  const children: Child[] = [];
  const marker = randomUUID().slice(0, 8);

  const send = async (port: string, key: string, content: string, pause = "none"): Promise<Answer> => {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/posts`, {
      method: "POST",
      headers: { authorization: bearer, "content-type": "application/json", "idempotency-key": key, "x-test-pause": pause },
      body: JSON.stringify({ content, platforms: ["x_twitter"] }),
    });
    return { status: response.status, body: await response.json(), replayed: response.headers.get("idempotent-replayed") === "true" };
  };
  const paused = async (port: string) => (await (await fetch(`http://127.0.0.1:${port}/paused`)).json()) as Record<string, number>;
  const until = async (condition: () => Promise<boolean>) => {
    while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 100));
  };
  const start = async () => {
    const child = await startChild("posts-route-server.ts", CHILD_ENV);
    children.push(child);
    return child;
  };

  beforeAll(async () => {
    const user = await createTestUser({ plan: "business" });
    userId = user.id;
    bearer = (await createTestApiKey(user.id, { scopes: ["admin"], rpm: 10_000, rpd: 100_000 })).bearer.authorization;
  });
  afterAll(async () => {
    await Promise.all(children.map((child) => child.kill()));
  });

  it("exactly one post per key and every retry answered within 10 s, whatever the moment of the kill", { timeout: 900_000 }, async () => {
    let first = await start();
    let second = await start();
    const stats = { keys: 0, foundAfterWrite: 0, replayed: 0, ranAfresh: 0 };

    for (let round = 1; round <= ROUNDS; round++) {
      const keys = (point: string, count: number) =>
        Array.from({ length: count }, (_, index) => ({ key: randomUUID(), content: `${marker} r${round} ${point} ${index}`, point }));
      const before = keys("before-write", PAUSED_PER_POINT);
      const after = keys("after-write", PAUSED_PER_POINT);
      const stream = keys("none", STREAM);
      const all = [...before, ...after, ...stream];

      // The paused requests never answer (their process dies under them).
      for (const item of [...before, ...after]) void send(first.ready, item.key, item.content, item.point).catch(() => {});
      await until(async () => {
        const counts = await paused(first.ready);
        return counts["before-write"] === PAUSED_PER_POINT && counts["after-write"] === PAUSED_PER_POINT;
      });

      // While its holder lives, the other process is told to wait, and writes nothing.
      const held = await send(second.ready, after[0].key, after[0].content);
      expect(held.status).toBe(409);
      expect(held.body.error.code).toBe("idempotency_in_progress");
      // A post written and committed, its answer not kept: the window a crash used to double.
      const committed = await dbPool().query("SELECT 1 FROM posts WHERE user_id = $1 AND content = $2", [userId, after[0].content]);
      expect(committed.rowCount).toBe(1);

      // A stream of keyed requests, cut by the kill wherever each of them is.
      const firstAnswers = new Map<string, Answer>();
      let next = 0;
      let killed = false;
      const worker = async () => {
        while (next < stream.length && !killed) {
          const item = stream[next++];
          try {
            firstAnswers.set(item.key, await send(first.ready, item.key, item.content));
          } catch {
            // Cut by the kill.
          }
        }
      };
      const streaming = Promise.all(Array.from({ length: STREAM_CONCURRENCY }, worker));
      await until(async () => firstAnswers.size >= STREAM / 4 + (round % 3) * 5);
      killed = true;
      await first.kill();
      await streaming;

      // Every key again on the other process, as agents retry (a few at a time, so that each key's
      // time is its own and not a queue's): until an answer that is not 409.
      const retried: Array<{ item: (typeof all)[number]; answer: Answer; tookMs: number }> = [];
      let nextRetry = 0;
      const retrier = async () => {
        while (nextRetry < all.length) {
          const item = all[nextRetry++];
          const began = Date.now();
          for (;;) {
            const answer = await send(second.ready, item.key, item.content);
            if (answer.status !== 409) {
              retried.push({ item, answer, tookMs: Date.now() - began });
              break;
            }
            expect(answer.body.error.code).toBe("idempotency_in_progress");
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
        }
      };
      await Promise.all(Array.from({ length: RETRY_CONCURRENCY }, retrier));

      const { rows } = await dbPool().query<{ content: string; id: string; n: string }>(
        "SELECT content, min(id::text) AS id, count(*) AS n FROM posts WHERE user_id = $1 AND content LIKE $2 GROUP BY content",
        [userId, `${marker} r${round} %`],
      );
      const posts = new Map(rows.map((row) => [row.content, row]));
      for (const { item, answer, tookMs } of retried) {
        const label = `round ${round}, ${item.point} ${item.content}`;
        expect(answer.status, label).toBe(200);
        expect(Number(posts.get(item.content)?.n), label).toBe(1);
        expect(answer.body.data.post.id, label).toBe(posts.get(item.content)!.id);
        expect(tookMs, label).toBeLessThanOrEqual(RETRY_BOUND_MS);
        const earlier = firstAnswers.get(item.key);
        if (earlier) {
          // Answered before the kill: the retry is that answer again.
          expect(earlier.status, label).toBe(200);
          expect(answer.replayed, label).toBe(true);
          expect(answer.body.data.post.id, label).toBe(earlier.body.data.post.id);
          stats.replayed++;
        } else if (item.point === "after-write") {
          stats.foundAfterWrite++;
        } else {
          stats.ranAfresh++;
        }
      }
      stats.keys += all.length;

      // The survivor serves the next round's first tries; a fresh process takes the retries.
      first = second;
      second = await start();
    }

    expect(stats.keys).toBe(ROUNDS * (2 * PAUSED_PER_POINT + STREAM));
    expect(stats.foundAfterWrite).toBe(ROUNDS * PAUSED_PER_POINT);
    expect(stats.ranAfresh).toBeGreaterThanOrEqual(ROUNDS * PAUSED_PER_POINT);
    expect(await db().post.count({ where: { userId, content: { startsWith: marker } } })).toBe(stats.keys);
  });
});
