import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import * as coverRoute from "@/app/api/v1/media/[id]/cover/route";
import { db } from "@/lib/db/client";
import { mediaKey } from "@/lib/media/media-store";
import { mediaStore } from "@/lib/media/media-store-for-env";
import { attachVideoCover } from "@/lib/media/uploads/video-cover";
import { ownMediaOfUrl } from "@/lib/media/own-media-of-url";
import { videoForPublishing } from "@/lib/publishing/video-for-publishing";
import { createTestUser, describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { probedTestVideo } from "@/lib/testing/probed-test-video";
import { createTestApiKey } from "@/lib/testing/test-api-key";
import { personalWorkspaceId } from "@/lib/testing/test-caller";
import { testImage } from "@/lib/testing/test-images";
import { storeTestVideo } from "@/lib/testing/test-videos";

type Key = Awaited<ReturnType<typeof createTestApiKey>>;
const setCover = (key: Key, id: string, body: unknown) => callRoute(coverRoute.PUT, "PUT", `/api/v1/media/${id}/cover`, { headers: key.bearer, params: { id }, body });

describeDb("choosing a video's cover (PUT /media/{id}/cover)", () => {
  let owner: { userId: string; workspaceId: string };
  let poster: Key;
  let stranger: { userId: string; workspaceId: string };
  let video: { id: string; url: string };

  const coverOf = async (id: string) => {
    const row = await db().media.findUniqueOrThrow({ where: { id } });
    return { row, jpeg: (await mediaStore().read(row.coverKey!))! };
  };
  const storeImage = async (who: { userId: string; workspaceId: string }, width: number, height: number) => {
    const id = crypto.randomUUID();
    const storageKey = mediaKey(who.userId, id, "png");
    const bytes = await testImage(width, height);
    await mediaStore().put(storageKey, bytes, "image/png");
    return (await db().media.create({ data: { id, userId: who.userId, workspaceId: who.workspaceId, storageKey, mimeType: "image/png", bytes: bytes.byteLength, width, height } })).id;
  };

  beforeAll(async () => {
    const user = await createTestUser({ plan: "business" });
    owner = { userId: user.id, workspaceId: await personalWorkspaceId(user.id) };
    poster = await createTestApiKey(user.id, { scopes: ["post", "read"], rpm: 10_000 });
    const other = await createTestUser({ plan: "business" });
    stranger = { userId: other.id, workspaceId: await personalWorkspaceId(other.id) };
    const made = await probedTestVideo({ seconds: 4, width: 320, height: 240 });
    video = await storeTestVideo(owner, made.bytes, made.facts);
    const row = await db().media.findUniqueOrThrow({ where: { id: video.id } });
    await attachVideoCover(mediaStore(), { id: video.id, storageKey: row.storageKey, durationMs: made.facts.durationMs });
  }, 120_000);

  it("a frame chosen by time replaces the automatic one at the same cover_url, and reaches the publishers with its time", async () => {
    const automatic = await coverOf(video.id);
    expect(automatic.row.coverAtMs).toBeNull();
    const answer = await setCover(poster, video.id, { at_ms: 3000 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.media.cover_url).toBe(mediaStore().publicUrl(automatic.row.coverKey!));
    const chosen = await coverOf(video.id);
    expect(chosen.row.coverAtMs).toBe(3000);
    // The test pattern moves: the frame at 3 s is not the one at 1 s.
    expect(Buffer.from(chosen.jpeg).equals(Buffer.from(automatic.jpeg))).toBe(false);
    expect((await sharp(chosen.jpeg).metadata())).toMatchObject({ format: "jpeg", width: 320, height: 240 });

    const published = videoForPublishing((await ownMediaOfUrl(owner.workspaceId, video.url))!, video.url, null)!;
    expect(published).toMatchObject({ coverAtMs: 3000, coverUrl: answer.body.data.media.cover_url });
  }, 60_000);

  it("an uploaded image becomes the cover as a JPEG at most 1280 px wide, and the chosen time is dropped", async () => {
    const image = await storeImage(owner, 1600, 900);
    const answer = await setCover(poster, video.id, { image_media_id: image });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { row, jpeg } = await coverOf(video.id);
    expect(row.coverAtMs).toBeNull();
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: "jpeg", width: 1280, height: 720 });
  }, 60_000);

  it("refused with a 400 naming the field: past the end, both or neither, another workspace's image, a video as image, an image as target", async () => {
    const past = await setCover(poster, video.id, { at_ms: 4000 });
    expect(past.status).toBe(400);
    expect(past.body.error.message).toMatch(/^at_ms: 4000 is past the video's end; it lasts \d+ ms/);
    expect(past.body.error.details[0]).toMatchObject({ field: "at_ms" });

    for (const body of [{}, { at_ms: 10, image_media_id: crypto.randomUUID() }]) {
      const both = await setCover(poster, video.id, body);
      expect(both.status).toBe(400);
      expect(JSON.stringify(both.body.error)).toMatch(/exactly one of at_ms and image_media_id/);
    }
    const theirs = await setCover(poster, video.id, { image_media_id: await storeImage(stranger, 8, 8) });
    expect(theirs.status).toBe(400);
    expect(theirs.body.error.message).toMatch(/^image_media_id: .* is not an uploaded image of this workspace/);
    expect((await setCover(poster, video.id, { image_media_id: video.id })).status).toBe(400);

    const image = await storeImage(owner, 8, 8);
    const onImage = await setCover(poster, image, { at_ms: 0 });
    expect(onImage.status).toBe(400);
    expect(onImage.body.error.message).toMatch(/is an image; only a video has a cover/);
    expect((await setCover(poster, crypto.randomUUID(), { at_ms: 0 })).status).toBe(404);
  }, 60_000);
});
