import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbPool } from "@/lib/db/pool";
import { describeDb, onPglite } from "@/lib/testing";
import { deliverThroughRunner } from "@/lib/testing/publisher-harness";
import { type PdsAccount, type ReferencePds, startReferencePds } from "@/lib/testing/reference-pds";
import { createBlueskyPdsApi } from "@/lib/testing/platform-servers/bluesky-pds";
import { startPlatformServer, type PlatformRequest, type PlatformServer } from "@/lib/testing/platform-servers/platform-server";

// A Bluesky thread part whose createRecord is cut off after the PDS wrote the record
// (docs/publishing.md, "Threads and a first comment"): the retry lists the account's repository,
// finds the record replying to the part before it, records its uri and CID, and the next part
// names it as its parent; no record is written twice. Against the loopback PDS on both databases,
// and against the REAL reference PDS (e2e/pds) behind a loopback relay that cuts the connection
// once the PDS has answered, on PostgreSQL, as the other reference PDS suites.

const describePds = onPglite ? describe.skip : describeDb;

/** A createRecord of a post with this text whose answer is to be lost: true once per text. */
const cutOnce = (texts: Set<string>) => (request: PlatformRequest) =>
  request.method === "POST" && request.path === "/xrpc/com.atproto.repo.createRecord" && texts.delete(request.json?.record?.text);

type Reply = { root: { uri: string; cid: string }; parent: { uri: string; cid: string } };

describeDb("a Bluesky thread part cut off after the loopback PDS wrote it", () => {
  it("is found in the repository by its parent, not written again; the next part names it with its CID", async () => {
    const account = { did: "did:plc:reconcilebrand000000000000", handle: "reconcile.bsky.social", appPassword: "abcd-efgh-ijkl-mnop" };
    const api = createBlueskyPdsApi(account);
    const cut = new Set(["Two"]);
    const pds = await startPlatformServer([api], { cutAnswer: cutOnce(cut) });
    try {
      const { outcome, deliveryId } = await deliverThroughRunner("bluesky", pds.url, {
        text: "One",
        thread: ["Two", "Three"],
        credentials: { handle: account.handle, app_password: account.appPassword },
      });
      expect(cut.size).toBe(0);
      expect(outcome).toEqual({ platform: "bluesky", status: "succeeded" });
      for (const text of ["One", "Two", "Three"]) expect(api.records.filter((record) => record.value.text === text), text).toHaveLength(1);
      const [one, two, three] = ["One", "Two", "Three"].map((text) => api.records.find((record) => record.value.text === text)!);
      const ref = (record: typeof one) => ({ uri: record.uri, cid: record.cid });
      expect(two.value.reply).toEqual({ root: ref(one), parent: ref(one) });
      expect(three.value.reply).toEqual({ root: ref(one), parent: ref(two) });
      const { rows } = await dbPool().query("SELECT part, status, platform_post_id, uri, cid FROM delivery_steps WHERE delivery_id = $1 ORDER BY part", [deliveryId]);
      expect(rows).toEqual([
        { part: 2, status: "succeeded", platform_post_id: two.uri, uri: two.uri, cid: two.cid },
        { part: 3, status: "succeeded", platform_post_id: three.uri, uri: three.uri, cid: three.cid },
      ]);
    } finally {
      await pds.close();
    }
  });
});

describePds("a Bluesky thread part cut off after the reference PDS wrote it", () => {
  let pds: ReferencePds;
  let relay: PlatformServer;
  let account: PdsAccount;
  const cut = new Set<string>();

  beforeAll(async () => {
    pds = await startReferencePds();
    account = await pds.createAccount(`rc${Date.now().toString(36)}.test`);
    // Every request goes on to the PDS; a marked createRecord's answer never comes back.
    relay = await startPlatformServer([], { forwardUnknownTo: pds.url, cutAnswer: cutOnce(cut) });
  }, 180_000);
  afterAll(async () => {
    await relay?.close();
    await pds?.stop();
  });

  it("is found with listRecords: three records in the repository, each reply naming the root and the part before it", async () => {
    const texts = ["Our winter menu, in three parts 🍲", "Part two: the stews", "Part three: the pies"];
    cut.add(texts[1]);
    const { outcome, delivery, deliveryId } = await deliverThroughRunner("bluesky", relay.url, {
      text: texts[0],
      thread: texts.slice(1),
      credentials: { handle: account.handle, app_password: account.appPassword },
    });
    expect(cut.size).toBe(0);
    expect(outcome).toEqual({ platform: "bluesky", status: "succeeded" });
    const listed = await fetch(`${pds.url}/xrpc/com.atproto.repo.listRecords?${new URLSearchParams({ repo: account.did, collection: "app.bsky.feed.post", limit: "100" })}`);
    const records = ((await listed.json()).records as { uri: string; cid: string; value: { text: string; reply?: Reply } }[]).reverse();
    expect(records.map((record) => record.value.text)).toEqual(texts);
    const [one, two, three] = records;
    expect(delivery.platformPostId).toBe(one.uri);
    const ref = (record: typeof one) => ({ uri: record.uri, cid: record.cid });
    expect(two.value.reply).toEqual({ root: ref(one), parent: ref(one) });
    expect(three.value.reply).toEqual({ root: ref(one), parent: ref(two) });
    const { rows } = await dbPool().query("SELECT part, status, platform_post_id, cid FROM delivery_steps WHERE delivery_id = $1 ORDER BY part", [deliveryId]);
    expect(rows).toEqual([
      { part: 2, status: "succeeded", platform_post_id: two.uri, cid: two.cid },
      { part: 3, status: "succeeded", platform_post_id: three.uri, cid: three.cid },
    ]);
  }, 120_000);
});
