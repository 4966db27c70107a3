import { beforeAll, expect, it } from "vitest";
import { createFacebookPublisher } from "@/lib/platforms/facebook/publisher";
import { describeDb } from "@/lib/testing";
import { noSleep, type Reply } from "@/lib/testing/loopback-server";
import { publisherHarness } from "@/lib/testing/publisher-harness";
import { testVideo } from "@/lib/testing/test-videos";

// The Page video's requests exactly, and what the runner concludes from Facebook's answers after
// the POST that hands the video over (the loopback that really downloads it:
// lib/testing/platform-servers/meta-video.test.ts).
const PAGE = "1234567890";
const VIDEOS = `POST /${PAGE}/videos`;
const STATUS = "GET /v-55";
const phase = (video_status: string, extra: Record<string, unknown> = {}): Reply => ({ status: 200, json: { id: "v-55", status: { video_status, ...extra }, permalink_url: `/${PAGE}/videos/v-55/` } });
const facts = { container: "mp4", mimeType: "video/mp4", videoCodec: "h264", audioCodec: "aac", durationMs: 1000, width: 160, height: 120, frameRate: 30, bitRate: 300_000 } as const;

describeDb("Facebook Page video publisher", () => {
  let bytes: Uint8Array;
  beforeAll(async () => {
    bytes = await testVideo({ seconds: 1, width: 160, height: 120 });
  }, 60_000);
  const harness = publisherHarness("facebook", {
    post: { text: "Behind the counter", credentials: { page_id: PAGE, page_access_token: "page-token" } },
    script: { [VIDEOS]: { status: 200, json: { id: "v-55" } }, [STATUS]: [phase("processing"), phase("ready")] },
    pathPrefix: "/v21.0",
    publisher: createFacebookPublisher({ sleep: noSleep, maxChecks: 3 }),
  });

  it("posts file_url and description, checks the video's status until ready, and keeps its id and permalink", async () => {
    const { delivery, imageUrl } = await harness.publish({}, { video: { bytes, facts } });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 1, platformPostId: "v-55", permalink: `https://www.facebook.com/${PAGE}/videos/v-55/` });
    const [post, ...reads] = harness.server.requests;
    expect(Object.fromEntries(post.form!)).toEqual({ file_url: imageUrl, description: "Behind the counter", access_token: "page-token" });
    expect(reads.map((r) => `${r.method} ${r.path} ${r.query.get("fields")}`)).toEqual([`${STATUS} status,permalink_url`, `${STATUS} status,permalink_url`]);
  });

  it("a processing error is permanent, with Facebook's message", async () => {
    const { delivery } = await harness.publish({ [STATUS]: phase("error", { processing_phase: { status: "error", errors: [{ code: 1363008, message: "Video too short." }] } }) }, { video: { bytes, facts } });
    expect(delivery).toMatchObject({ status: "failed", attempts: 1, error: "Facebook could not process the video: Video too short." });
  });

  it("after the POST, nothing is sent again: a lost answer, a failed status read and endless processing are unknown outcomes", async () => {
    const lost = await harness.publish({ [VIDEOS]: ["reset", { status: 200, json: { id: "v-55" } }] }, { video: { bytes, facts } });
    expect(lost.delivery).toMatchObject({ status: "failed", attempts: 1 });
    expect(lost.delivery.error).toMatch(/may have been published/);
    expect(harness.server.requests.filter((r) => `${r.method} ${r.path}` === VIDEOS)).toHaveLength(1);

    const unreadable = await harness.publish({ [STATUS]: { status: 503, json: { error: { message: "Service unavailable", code: 2, is_transient: true } } } }, { video: { bytes, facts } });
    expect(unreadable.delivery).toMatchObject({ status: "failed", attempts: 1 });
    expect(unreadable.delivery.error).toMatch(/video v-55 was accepted but its status could not be read.*check Facebook before retrying/);

    const endless = await harness.publish({ [STATUS]: phase("processing") }, { video: { bytes, facts } });
    expect(endless.delivery).toMatchObject({ status: "failed", attempts: 1 });
    expect(endless.delivery.error).toMatch(/video v-55 was still processing after 3 status checks/);
    expect(harness.server.requests.filter((r) => `${r.method} ${r.path}` === VIDEOS)).toHaveLength(1);
  });
});
