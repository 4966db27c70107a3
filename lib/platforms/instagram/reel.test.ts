import { beforeAll, expect, it } from "vitest";
import { createInstagramPublisher } from "@/lib/platforms/instagram/publisher";
import { describeDb } from "@/lib/testing";
import { noSleep, type Script } from "@/lib/testing/loopback-server";
import { publisherHarness } from "@/lib/testing/publisher-harness";
import { testVideo } from "@/lib/testing/test-videos";

// The Reel's requests exactly, and how the runner treats Instagram's answers about its processing
// (the loopback that really downloads the video: lib/testing/platform-servers/meta-video.test.ts).
const USER = "17841400000000001";
const CREATE = `POST /${USER}/media`;
const STATUS = "GET /c-31";
const happy: Script = {
  [CREATE]: { status: 200, json: { id: "c-31" } },
  [STATUS]: { status: 200, json: { status_code: "FINISHED", id: "c-31" } },
  [`POST /${USER}/media_publish`]: { status: 200, json: { id: "m-32" } },
  "GET /m-32": { status: 200, json: { permalink: "https://www.instagram.com/reel/AbC/", id: "m-32" } },
};
const failedWith = (subcode: number) => ({ status: 200, json: { status_code: "ERROR", status: `Error: Media upload has failed with error code ${subcode}` } });
const facts = { container: "mp4", mimeType: "video/mp4", videoCodec: "h264", audioCodec: "aac", durationMs: 1000, width: 160, height: 120, frameRate: 30, bitRate: 300_000 } as const;

describeDb("Instagram Reels publisher", () => {
  let bytes: Uint8Array;
  beforeAll(async () => {
    bytes = await testVideo({ seconds: 1, width: 160, height: 120 });
  }, 60_000);
  const harness = publisherHarness("instagram", {
    post: { text: "A Reel #coffee", credentials: { ig_user_id: USER, access_token: "ig-token" } },
    script: happy,
    pathPrefix: "/v21.0",
    publisher: createInstagramPublisher({ sleep: noSleep, maxChecks: 3 }),
  });

  it("creates a REELS container from the upload's URL (no image_url), shared to the feed, and publishes it", async () => {
    const { delivery, imageUrl } = await harness.publish({}, { video: { bytes, facts } });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 1, platformPostId: "m-32", permalink: "https://www.instagram.com/reel/AbC/" });
    expect(imageUrl).toMatch(/\/[0-9a-f-]{36}\.mp4$/);
    expect(Object.fromEntries(harness.server.requests[0].form!)).toEqual({ media_type: "REELS", video_url: imageUrl, caption: "A Reel #coffee", share_to_feed: "true", access_token: "ig-token" });
  });

  it("a subcode Instagram says to try again fails the attempt as retryable; the next attempt makes a new container", async () => {
    const { delivery } = await harness.publish({ [STATUS]: [failedWith(2207003), { status: 200, json: { status_code: "FINISHED" } }] }, { video: { bytes, facts } });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(harness.server.requests.filter((r) => `${r.method} ${r.path}` === CREATE)).toHaveLength(2);
  });

  it("an expired container is made again; a file that breaks the Reels rules is not retried", async () => {
    const expired = await harness.publish({ [STATUS]: [{ status: 200, json: { status_code: "EXPIRED" } }, { status: 200, json: { status_code: "FINISHED" } }] }, { video: { bytes, facts } });
    expect(expired.delivery).toMatchObject({ status: "succeeded", attempts: 2 });
    const refused = await harness.publish({ [STATUS]: failedWith(2207026) }, { video: { bytes, facts } });
    expect(refused.delivery).toMatchObject({ status: "failed", attempts: 1, error: "Instagram could not process the video: Error: Media upload has failed with error code 2207026" });
  });
});
