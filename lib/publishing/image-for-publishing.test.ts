import { beforeAll, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/auth/caller";
import { imageForPublishing, platformMediaForPublishing } from "@/lib/publishing/image-for-publishing";
import { dbPool } from "@/lib/db/pool";
import { mediaStore } from "@/lib/media/media-store-for-env";
import { forgetUploadBytes } from "@/lib/publishing/upload-bytes-cache";
import { updateMediaAltText } from "@/lib/media/get-media";
import { uploadMedia } from "@/lib/media/upload-media";
import { createTestUser, describeDb } from "@/lib/testing";
import { testImage } from "@/lib/testing/test-images";
import { testCaller } from "@/lib/testing/test-caller";
import { storeTestVideo, testVideo } from "@/lib/testing/test-videos";

const callerOf = (userId: string): Promise<Caller> => testCaller(userId, { scopes: ["admin"] });

describeDb("the image a publisher receives", () => {
  let owner: Caller;
  let other: Caller;

  beforeAll(async () => {
    owner = await callerOf((await createTestUser()).id);
    other = await callerOf((await createTestUser()).id);
  });

  it("for the owner's upload: the stored bytes, the decoded facts and the current alt text", async () => {
    const bytes = await testImage(90, 45, "webp");
    const media = await uploadMedia(owner, { file: new File([new Uint8Array(bytes)], "x.webp"), alt_text: "first" });
    await updateMediaAltText(owner, media.id, "A wide tile");
    const image = await imageForPublishing(owner.workspaceId, media.url);
    expect(image).toMatchObject({ mimeType: "image/webp", width: 90, height: 45, altText: "A wide tile" });
    expect(new Uint8Array(image!.bytes)).toEqual(new Uint8Array(bytes));
  });

  it("nothing for another workspace's upload, an image hosted elsewhere, or no image", async () => {
    const media = await uploadMedia(owner, { file: new File([new Uint8Array(await testImage(10, 10))], "x.png") });
    expect(await imageForPublishing(other.workspaceId, media.url)).toBeNull();
    expect(await imageForPublishing(owner.workspaceId, "https://cdn.example/photo.png")).toBeNull();
    expect(await imageForPublishing(owner.workspaceId, media.url.replace("/media/", "/elsewhere/"))).toBeNull();
    expect(await imageForPublishing(owner.workspaceId, null)).toBeNull();
  });

  it("a post's image is read once for all of its platforms; another post with the same upload takes the bytes this process already read", async () => {
    const media = await uploadMedia(owner, { file: new File([new Uint8Array(await testImage(40, 40))], "x.png"), alt_text: "tile" });
    const post = () => ({ workspaceId: owner.workspaceId, imageUrl: media.url, media: [], versions: {} });
    const reads = vi.spyOn(mediaStore(), "read");
    try {
      const one = post();
      const answers = await Promise.all((["x_twitter", "linkedin", "facebook"] as const).map((platform) => platformMediaForPublishing(one, platform)));
      for (const answer of answers) expect(answer).toMatchObject({ imageUrl: media.url, image: { mimeType: "image/png", altText: "tile" } });
      expect(reads).toHaveBeenCalledTimes(1);
      // Another post: its upload is looked up again (still the workspace's), its bytes are not read again.
      const again = await platformMediaForPublishing(post(), "x_twitter");
      expect(new Uint8Array(again.image!.bytes)).toEqual(new Uint8Array(answers[0].image!.bytes));
      expect(reads).toHaveBeenCalledTimes(1);
      forgetUploadBytes();
      await platformMediaForPublishing(post(), "x_twitter");
      expect(reads).toHaveBeenCalledTimes(2);
    } finally {
      reads.mockRestore();
    }
  });

  it("a carousel's uploads are looked up in one query for all of its platforms, each image read once, in order", async () => {
    forgetUploadBytes();
    const uploads = [];
    for (const side of [30, 31, 32]) uploads.push(await uploadMedia(owner, { file: new File([new Uint8Array(await testImage(side, side))], "x.png"), alt_text: `tile ${side}` }));
    const post = { workspaceId: owner.workspaceId, imageUrl: uploads[0].url, media: uploads.map((m) => ({ url: m.url, alt_text: null })), versions: {} };
    const queries = vi.spyOn(dbPool(), "query");
    const reads = vi.spyOn(mediaStore(), "read");
    try {
      const answers = await Promise.all((["instagram", "threads", "linkedin"] as const).map((platform) => platformMediaForPublishing(post, platform)));
      for (const answer of answers) expect(answer.images!.map((item) => [item.imageUrl, item.image?.width, item.altText])).toEqual(uploads.map((m, n) => [m.url, 30 + n, `tile ${30 + n}`]));
      expect(queries.mock.calls.filter(([text]) => String(text).includes("FROM media"))).toHaveLength(1);
      expect(reads).toHaveBeenCalledTimes(3);
    } finally {
      queries.mockRestore();
      reads.mockRestore();
    }
  });

  it("a video goes to the publishers as `video`: its facts, its bytes read by range, never the whole file as an image", async () => {
    const bytes = await testVideo({ seconds: 1, width: 160, height: 120 });
    const video = await storeTestVideo(owner, bytes, { container: "mp4", mimeType: "video/mp4", videoCodec: "h264", audioCodec: "aac", durationMs: 1000, width: 160, height: 120, frameRate: 30, bitRate: 400_000 }, "A test pattern");
    const reads = vi.spyOn(mediaStore(), "read");
    try {
      const answer = await platformMediaForPublishing({ workspaceId: owner.workspaceId, imageUrl: video.url, media: [], versions: {} }, "tiktok");
      expect(answer).toMatchObject({ imageUrl: null, image: null, video: { url: video.url, mimeType: "video/mp4", bytes: bytes.byteLength, durationMs: 1000, width: 160, height: 120, videoCodec: "h264", altText: "A test pattern" } });
      expect(await answer.video!.readRange(0, 12)).toEqual(bytes.subarray(0, 12));
      expect(await answer.video!.readRange(bytes.byteLength - 5, bytes.byteLength + 100)).toEqual(bytes.subarray(bytes.byteLength - 5));
      expect(reads).not.toHaveBeenCalled();
      expect(await imageForPublishing(owner.workspaceId, video.url)).toBeNull();
      expect(await platformMediaForPublishing({ workspaceId: other.workspaceId, imageUrl: video.url, media: [], versions: {} }, "tiktok")).not.toHaveProperty("video");
    } finally {
      reads.mockRestore();
    }
  });
});
