import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { readConnectionState } from "@/lib/connections/connection-state";
import { db } from "@/lib/db/client";
import { uploadMedia } from "@/lib/media/upload-media";
import { allowLoopbackForTests, clearLoopbackAllowanceForTests } from "@/lib/net/test-loopback-allowance";
import { attemptDelivery } from "@/lib/publishing/attempt-delivery";
import { claimJob } from "@/lib/publishing/claim-jobs";
import { takeScheduledPosts } from "@/lib/publishing/take-scheduled-posts";
import { describeDb, onPglite } from "@/lib/testing";
import { captureLog } from "@/lib/testing/capture-log";
import { type Loopback, startLoopback } from "@/lib/testing/loopback-server";
import { goLiveWithBluesky, leaveLive, publishingBrand } from "@/lib/testing/publishing-fixtures";
import { type PdsAccount, type ReferencePds, startReferencePds } from "@/lib/testing/reference-pds";
import { testImage } from "@/lib/testing/test-images";
import { testCaller } from "@/lib/testing/test-caller";

// The Bluesky publisher end to end against the REAL reference PDS (e2e/pds, a Node 24 process
// with an in-memory PLC directory): an account with an app password, connected to a brand as the
// settings page stores it, and a due job delivered by the pipeline both runners share
// (attemptDelivery). What the PDS stored is read back with com.atproto.repo.getRecord and
// com.atproto.sync.getBlob. PostgreSQL only: it proves the publisher, not the database.

const describePds = onPglite ? describe.skip : describeDb;

describePds("Bluesky publisher against the reference PDS", () => {
  let pds: ReferencePds;
  let account: PdsAccount;
  let owner: { userId: string; brandId: string };
  let site: Loopback | undefined;

  beforeAll(async () => {
    pds = await startReferencePds();
    account = await pds.createAccount(`bistro${Date.now().toString(36)}.test`);
    owner = await publishingBrand("Bluesky PDS");
    await goLiveWithBluesky(owner, pds.url, { handle: account.handle, app_password: account.appPassword });
  }, 180_000);

  afterEach(async () => {
    clearLoopbackAllowanceForTests();
    await site?.close();
    site = undefined;
  });

  afterAll(async () => {
    leaveLive();
    await pds?.stop();
  });

  /** A scheduled post of this brand with its due job, claimed and delivered once to Bluesky. */
  async function deliver(content: string, imageUrl: string | null = null) {
    const post = await db().post.create({
      data: { userId: owner.userId, brandId: owner.brandId, content, imageUrl, platforms: ["bluesky"], source: "api", status: "scheduled", scheduledAt: new Date() },
    });
    const job = await db().publishJob.create({ data: { postId: post.id, runAt: new Date(Date.now() - 1000) } });
    const [claimed] = await takeScheduledPosts([(await claimJob(job.id, "bluesky-pds-test"))!]);
    const outcome = await attemptDelivery(claimed, "bluesky");
    const delivery = await db().delivery.findFirstOrThrow({ where: { jobId: job.id } });
    return { outcome, delivery };
  }

  async function published(content: string, imageUrl: string | null = null) {
    const { outcome, delivery } = await deliver(content, imageUrl);
    expect(outcome).toEqual({ platform: "bluesky", status: "succeeded" });
    const uri = delivery.platformPostId!;
    expect(uri).toMatch(new RegExp(`^at://${account.did}/app\\.bsky\\.feed\\.post/[a-z0-9]+$`));
    expect(delivery.permalink).toBe(`https://bsky.app/profile/${account.handle}/post/${uri.split("/").pop()}`);
    return (await pds.getRecord(uri)).value;
  }

  const bytesOf = (text: string, part: string) => {
    const byteStart = Buffer.byteLength(text.slice(0, text.indexOf(part)), "utf8");
    return { byteStart, byteEnd: byteStart + Buffer.byteLength(part, "utf8") };
  };

  it("stores the text with mention, link and hashtag facets at UTF-8 byte offsets; a page it cannot read only costs the card", async () => {
    // The link goes to loopback without the test allowance: the SSRF policy refuses it, so the
    // card cannot be built, and the post must still go out, with one log line saying why.
    const link = "http://127.0.0.1:9/carte";
    const text = `Café ✨ crème brûlée 🥐 with @${account.handle} and @nobody-here.test, menu ${link} #pâtisserie`;
    const logs = captureLog();
    let record;
    try {
      record = await published(text);
    } finally {
      logs.restore();
    }
    expect(record.text).toBe(text);
    expect(Number.isNaN(Date.parse(record.createdAt))).toBe(false);
    // Emoji (4 bytes), ✨ (3) and accented letters (2) put every byte offset past its string index.
    expect(bytesOf(text, link).byteStart).toBeGreaterThan(text.indexOf(link));
    // (Some facets carry their own "$type", which the lexicon allows; only index and features count.)
    expect(record.facets.map(({ index, features }: any) => ({ index, features }))).toEqual([
      { index: bytesOf(text, `@${account.handle}`), features: [{ $type: "app.bsky.richtext.facet#mention", did: account.did }] },
      { index: bytesOf(text, link), features: [{ $type: "app.bsky.richtext.facet#link", uri: link }] },
      { index: bytesOf(text, "#pâtisserie"), features: [{ $type: "app.bsky.richtext.facet#tag", tag: "pâtisserie" }] },
    ]);
    // The unresolvable mention is left as plain text rather than invalidating the post.
    expect(record.embed).toBeUndefined();
    const cardLines = logs.lines().filter((line) => String(line.msg).startsWith("bluesky link card"));
    expect(cardLines).toHaveLength(1);
    expect(cardLines[0]).toMatchObject({ level: "warn", site: "http://127.0.0.1:9", reason: expect.stringMatching(/^refused: /) });
  });

  it("uploads the post's image as a blob with its alt text and aspect ratio (and no card beside it)", async () => {
    const caller = await testCaller(owner.userId, { scopes: ["admin"] });
    const bytes = await testImage(300, 200, "jpeg");
    const media = await uploadMedia(caller, { file: new File([new Uint8Array(bytes)], "tray.jpg"), alt_text: "Croissants on a baking tray" });
    const record = await published("Fresh from the oven https://bistro.example/menu", media.url);

    expect(record.embed).toMatchObject({
      $type: "app.bsky.embed.images",
      images: [{ alt: "Croissants on a baking tray", aspectRatio: { width: 300, height: 200 }, image: { $type: "blob", mimeType: "image/jpeg", size: bytes.length } }],
    });
    const blob = await pds.getBlob(account.did, record.embed.images[0].image.ref.$link);
    expect(blob.bytes).toEqual(new Uint8Array(bytes));
    expect(blob.contentType).toBe("image/jpeg");
  });

  it("embeds a link card (app.bsky.embed.external) with the page's title, description and thumbnail blob", async () => {
    const thumb = await testImage(120, 63, "png");
    site = await startLoopback({
      "GET /menu": {
        status: 200,
        headers: { "content-type": "text/html; charset=utf-8" },
        body: `<html><head><title>Bistro</title><meta property="og:title" content="Autumn menü · Bistro">
          <meta property="og:description" content="Soupe à l'oignon, tarte Tatin."><meta property="og:image" content="/card.png"></head></html>`,
      },
      "GET /card.png": { status: 200, headers: { "content-type": "image/png" }, body: thumb },
    });
    allowLoopbackForTests([Number(new URL(site.baseUrl).port)]);
    const link = `${site.baseUrl}/menu`;
    const record = await published(`New menu is out: ${link}`);

    expect(record.embed).toMatchObject({
      $type: "app.bsky.embed.external",
      external: { uri: link, title: "Autumn menü · Bistro", description: "Soupe à l'oignon, tarte Tatin.", thumb: { $type: "blob", mimeType: "image/png", size: thumb.length } },
    });
    const blob = await pds.getBlob(account.did, record.embed.external.thumb.ref.$link);
    expect(blob.bytes).toEqual(new Uint8Array(thumb));
    expect(record.facets).toEqual([
      { index: bytesOf(record.text, link), features: [{ $type: "app.bsky.richtext.facet#link", uri: link }] },
    ]);
  });

  it("a wrong app password fails once with a readable reason, is not retried, and marks the connection for reconnecting", async () => {
    const other = await publishingBrand("Bluesky wrong password");
    await goLiveWithBluesky(other, pds.url, { handle: account.handle, app_password: "aaaa-bbbb-cccc-dddd" });
    const post = await db().post.create({
      data: { userId: other.userId, brandId: other.brandId, content: "Never published", platforms: ["bluesky"], source: "api", status: "scheduled", scheduledAt: new Date() },
    });
    const job = await db().publishJob.create({ data: { postId: post.id, runAt: new Date(Date.now() - 1000) } });
    const [claimed] = await takeScheduledPosts([(await claimJob(job.id, "bluesky-pds-test"))!]);

    const outcome = await attemptDelivery(claimed, "bluesky");
    // "failed", not "retryable": neither runner tries again (docs/platforms.md).
    expect(outcome).toEqual({ platform: "bluesky", status: "failed", error: "The Bluesky account needs to be reconnected: Invalid identifier or password" });
    expect(await db().delivery.findFirstOrThrow({ where: { jobId: job.id } })).toMatchObject({ status: "failed", attempts: 1, platformPostId: null });
    const connection = await readConnectionState({ userId: other.userId, brandId: other.brandId, platform: "bluesky" });
    expect(connection?.status).toBe("reconnect_required");
  });
});
