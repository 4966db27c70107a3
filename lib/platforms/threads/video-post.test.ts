import { beforeAll, expect, it } from "vitest";
import { createThreadsPublisher } from "@/lib/platforms/threads/publisher";
import { describeDb } from "@/lib/testing";
import { noSleep, type Script } from "@/lib/testing/loopback-server";
import { publisherHarness } from "@/lib/testing/publisher-harness";
import { testVideo } from "@/lib/testing/test-videos";

// The VIDEO container's requests exactly, and the runner's reading of Threads' error_message
// (the loopback that really downloads the video: lib/testing/platform-servers/meta-video.test.ts).
const USER = "25000000000000001";
const CREATE = `POST /${USER}/threads`;
const happy: Script = {
  [CREATE]: { status: 200, json: { id: "c-7" } },
  "GET /c-7": { status: 200, json: { status: "FINISHED", id: "c-7" } },
  [`POST /${USER}/threads_publish`]: { status: 200, json: { id: "t-8" } },
  "GET /t-8": { status: 200, json: { permalink: "https://www.threads.net/@shop/post/Vid", id: "t-8" } },
};
const facts = { container: "mp4", mimeType: "video/mp4", videoCodec: "h264", audioCodec: "aac", durationMs: 1000, width: 160, height: 120, frameRate: 30, bitRate: 300_000 } as const;

describeDb("Threads video publisher", () => {
  let bytes: Uint8Array;
  beforeAll(async () => {
    bytes = await testVideo({ seconds: 1, width: 160, height: 120 });
  }, 60_000);
  const harness = publisherHarness("threads", {
    post: { text: "Our roaster at work", credentials: { threads_user_id: USER, access_token: "th-token" } },
    script: happy,
    pathPrefix: "/v1.0",
    publisher: createThreadsPublisher({ sleep: noSleep, maxChecks: 3 }),
  });

  it("creates a VIDEO container with the text and the upload's alt text, waits, publishes", async () => {
    const { delivery, imageUrl } = await harness.publish({ "GET /c-7": [{ status: 200, json: { status: "IN_PROGRESS" } }, { status: 200, json: { status: "FINISHED" } }] }, { video: { bytes, facts, altText: "The roaster turning" } });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 1, platformPostId: "t-8", permalink: "https://www.threads.net/@shop/post/Vid" });
    expect(Object.fromEntries(harness.server.requests[0].form!)).toEqual({ media_type: "VIDEO", video_url: imageUrl, text: "Our roaster at work", alt_text: "The roaster turning", access_token: "th-token" });
    expect(harness.server.requests.filter((r) => r.path === "/c-7").map((r) => r.query.get("fields"))).toEqual(["status,error_message", "status,error_message"]);
  });

  it("FAILED_DOWNLOADING_VIDEO is tried again; INVALID_DURATION fails at once with Threads' reason", async () => {
    const downloaded = await harness.publish({ "GET /c-7": [{ status: 200, json: { status: "ERROR", error_message: "FAILED_DOWNLOADING_VIDEO" } }, { status: 200, json: { status: "FINISHED" } }] }, { video: { bytes, facts } });
    expect(downloaded.delivery).toMatchObject({ status: "succeeded", attempts: 2 });
    const tooLong = await harness.publish({ "GET /c-7": { status: 200, json: { status: "ERROR", error_message: "INVALID_DURATION" } } }, { video: { bytes, facts } });
    expect(tooLong.delivery).toMatchObject({ status: "failed", attempts: 1, error: "Threads could not process the video: INVALID_DURATION" });
  });
});
