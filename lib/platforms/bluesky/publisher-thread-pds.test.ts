import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbPool } from "@/lib/db/pool";
import { describeDb, onPglite } from "@/lib/testing";
import { deliverThroughRunner } from "@/lib/testing/publisher-harness";
import { type PdsAccount, type ReferencePds, startReferencePds } from "@/lib/testing/reference-pds";
import { createBlueskyPdsApi } from "@/lib/testing/platform-servers/bluesky-pds";
import { startPlatformServer } from "@/lib/testing/platform-servers/platform-server";

// A thread and a first comment on Bluesky, delivered through the local runner's path: each
// reply's record names the thread's root and its parent by strong reference (uri and cid, the
// root's cid read back with getRecord). Against the loopback PDS on both databases, and against
// the REAL reference PDS (e2e/pds) on PostgreSQL, as the other reference PDS suites.

const describePds = onPglite ? describe.skip : describeDb;

describeDb("Bluesky threads against the loopback PDS", () => {
  it("replies name their root and parent by uri and cid (the root's read back with getRecord); the first comment replies to the root", async () => {
    const account = { did: "did:plc:threadbrand00000000000000", handle: "thread.bsky.social", appPassword: "abcd-efgh-ijkl-mnop" };
    const api = createBlueskyPdsApi(account);
    const pds = await startPlatformServer([api]);
    try {
      const { outcome, delivery } = await deliverThroughRunner("bluesky", pds.url, {
        text: "One",
        thread: ["Two", "Three"],
        firstComment: "Comment",
        credentials: { handle: account.handle, app_password: account.appPassword },
      });
      expect(outcome).toEqual({ platform: "bluesky", status: "succeeded" });
      const [one, two, three, comment] = ["One", "Two", "Three", "Comment"].map((text) => api.records.find((record) => record.value.text === text)!);
      expect(delivery.platformPostId).toBe(one.uri);
      const ref = (record: typeof one) => ({ uri: record.uri, cid: record.cid });
      expect(two.value.reply).toEqual({ root: ref(one), parent: ref(one) });
      expect(three.value.reply).toEqual({ root: ref(one), parent: ref(two) });
      expect(comment.value.reply).toEqual({ root: ref(one), parent: ref(one) });
    } finally {
      await pds.close();
    }
  });
});

describePds("Bluesky threads and first comments against the reference PDS", () => {
  let pds: ReferencePds;
  let account: PdsAccount;

  beforeAll(async () => {
    pds = await startReferencePds();
    account = await pds.createAccount(`thread${Date.now().toString(36)}.test`);
  }, 180_000);
  afterAll(async () => {
    await pds?.stop();
  });

  it("a three-part thread and a first comment: replies chained root → parent, each part's uri, cid and permalink recorded", async () => {
    const { outcome, delivery, deliveryId } = await deliverThroughRunner("bluesky", pds.url, {
      text: "Part one of our spring menu 🌱",
      thread: ["Part two: the soups", "Part three: the tarts"],
      firstComment: "Book a table: https://bistro.example/book",
      credentials: { handle: account.handle, app_password: account.appPassword },
    });
    expect(outcome).toEqual({ platform: "bluesky", status: "succeeded" });
    const rootUri = delivery.platformPostId!;
    const root = await pds.getRecord(rootUri);
    const { rows: steps } = await dbPool().query("SELECT kind, part, status, platform_post_id, permalink, uri, cid FROM delivery_steps WHERE delivery_id = $1 ORDER BY kind DESC, part", [deliveryId]);
    expect(steps.map((step) => [step.kind, step.part, step.status])).toEqual([
      ["thread", 2, "succeeded"],
      ["thread", 3, "succeeded"],
      ["first_comment", 0, "succeeded"],
    ]);
    const [two, three, comment] = await Promise.all(steps.map((step) => pds.getRecord(step.platform_post_id)));
    const rootRef = { uri: rootUri, cid: root.cid };
    expect(two.value).toMatchObject({ text: "Part two: the soups", reply: { root: rootRef, parent: rootRef } });
    expect(three.value).toMatchObject({ text: "Part three: the tarts", reply: { root: rootRef, parent: { uri: steps[0].platform_post_id, cid: two.cid } } });
    expect(comment.value).toMatchObject({ text: "Book a table: https://bistro.example/book", reply: { root: rootRef, parent: rootRef } });
    for (const [index, step] of steps.entries()) {
      expect(step.uri).toBe(step.platform_post_id);
      expect(step.cid).toBe([two, three, comment][index].cid);
      expect(step.permalink).toBe(`https://bsky.app/profile/${account.handle}/post/${step.platform_post_id.split("/").pop()}`);
    }
  }, 120_000);
});
