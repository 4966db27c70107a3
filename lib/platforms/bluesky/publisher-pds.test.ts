import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { allowLoopbackForTests, clearLoopbackAllowanceForTests } from "@/lib/net/test-loopback-allowance";
import type { PublishImage } from "@/lib/platforms/publisher-kit/types";
import { describeDb, onPglite } from "@/lib/testing";
import { captureLog } from "@/lib/testing/capture-log";
import { type Loopback, startLoopback } from "@/lib/testing/loopback-server";
import { deliverThroughRunner } from "@/lib/testing/publisher-harness";
import { type PdsAccount, type ReferencePds, startReferencePds } from "@/lib/testing/reference-pds";
import { testImage } from "@/lib/testing/test-images";

// The Bluesky publisher end to end against the REAL reference PDS (e2e/pds, a Node 24 process
// with an in-memory PLC directory): an account with an app password, connected to a brand as the
// settings page stores it, and a due job delivered through the path production uses (the local
// runner's retries around attemptDelivery). What the PDS stored is read back with
// com.atproto.repo.getRecord and com.atproto.sync.getBlob. PostgreSQL only: it proves the
// publisher, not the database.

const describePds = onPglite ? describe.skip : describeDb;

describePds("Bluesky publisher against the reference PDS", () => {
  let pds: ReferencePds;
  let account: PdsAccount;
  let site: Loopback | undefined;

  beforeAll(async () => {
    pds = await startReferencePds();
    account = await pds.createAccount(`bistro${Date.now().toString(36)}.test`);
  }, 180_000);

  afterEach(async () => {
    clearLoopbackAllowanceForTests();
    await site?.close();
    site = undefined;
  });

  afterAll(async () => {
    await pds?.stop();
  });

  /** A scheduled post of a brand connected to the account, delivered to Bluesky. */
  const deliver = (text: string, image: PublishImage | null = null, appPassword = account.appPassword) =>
    deliverThroughRunner("bluesky", pds.url, { text, image, credentials: { handle: account.handle, app_password: appPassword } });

  async function published(text: string, image: PublishImage | null = null) {
    const { outcome, delivery } = await deliver(text, image);
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
    const bytes = await testImage(300, 200, "jpeg");
    const record = await published("Fresh from the oven https://bistro.example/menu", { bytes, mimeType: "image/jpeg", width: 300, height: 200, altText: "Croissants on a baking tray" });

    expect(record.embed).toMatchObject({
      $type: "app.bsky.embed.images",
      images: [{ alt: "Croissants on a baking tray", aspectRatio: { width: 300, height: 200 }, image: { $type: "blob", mimeType: "image/jpeg", size: bytes.length } }],
    });
    const blob = await pds.getBlob(account.did, record.embed.images[0].image.ref.$link);
    expect(blob.bytes).toEqual(new Uint8Array(bytes));
    expect(blob.contentType).toBe("image/jpeg");
  });

  it("several images go up as blobs and are embedded in the post's order, each with its alt text (the post's, else the upload's)", async () => {
    const sizes = [
      [300, 200],
      [200, 300],
      [240, 240],
    ] as const;
    const uploads = await Promise.all(sizes.map(async ([width, height]) => ({ bytes: await testImage(width, height, "png"), mimeType: "image/png", width, height, altText: `Upload ${width}x${height}` })));
    const { outcome, delivery } = await deliverThroughRunner("bluesky", pds.url, {
      text: "Three plates",
      images: [{ image: uploads[0], altText: "Tarte Tatin" }, { image: uploads[1] }, { image: uploads[2], altText: "Onion soup" }],
      credentials: { handle: account.handle, app_password: account.appPassword },
    });
    expect(outcome).toEqual({ platform: "bluesky", status: "succeeded" });
    const record = (await pds.getRecord(delivery.platformPostId!)).value;
    expect(record.embed.$type).toBe("app.bsky.embed.images");
    expect(record.embed.images.map((image: any) => ({ alt: image.alt, aspectRatio: image.aspectRatio, size: image.image.size }))).toEqual([
      { alt: "Tarte Tatin", aspectRatio: { width: 300, height: 200 }, size: uploads[0].bytes.length },
      { alt: "Upload 200x300", aspectRatio: { width: 200, height: 300 }, size: uploads[1].bytes.length },
      { alt: "Onion soup", aspectRatio: { width: 240, height: 240 }, size: uploads[2].bytes.length },
    ]);
    for (const [index, image] of record.embed.images.entries()) {
      expect((await pds.getBlob(account.did, image.image.ref.$link)).bytes).toEqual(new Uint8Array(uploads[index].bytes));
    }
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
    const { outcome, delivery, sleeps, connection } = await deliver("Never published", null, "aaaa-bbbb-cccc-dddd");
    // "failed", not "retryable": neither runner tries again (docs/platforms.md).
    expect(outcome).toEqual({ platform: "bluesky", status: "failed", error: "The Bluesky account needs to be reconnected: Invalid identifier or password" });
    expect(delivery).toMatchObject({ status: "failed", attempts: 1, platformPostId: null });
    expect(sleeps).toEqual([]);
    expect(connection).toBe("reconnect_required");
  });
});
