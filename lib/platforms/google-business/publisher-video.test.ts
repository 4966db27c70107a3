import { afterAll, beforeAll, expect, it } from "vitest";
import { describeDb } from "@/lib/testing";
import { createGoogleBusinessApi, type GoogleBusinessApi } from "@/lib/testing/platform-servers/google-business";
import { startPlatformServer, type PlatformServer } from "@/lib/testing/platform-servers/platform-server";
import { probedTestVideo } from "@/lib/testing/probed-test-video";
import { deliverThroughRunner } from "@/lib/testing/publisher-harness";

// Google documents no video in a local post (docs/platforms.md, "Video"): a post with a video is
// refused for Google Business Profile before anything is sent, never published without it, and
// the loopback Business Profile API refuses a VIDEO media item as the documented format allows
// only a photo's sourceUrl there.

const TOKEN = "gb-video-token";
const LOCATION = "accounts/111/locations/222";
let api: GoogleBusinessApi;
let server: PlatformServer;

beforeAll(async () => {
  api = createGoogleBusinessApi({ tokens: [TOKEN] });
  server = await startPlatformServer([api]);
});
afterAll(async () => {
  await server.close();
});

describeDb("Google Business Profile and a video", () => {
  it("refuses the post before any request, naming the platform and the rule, rather than publish the text alone", async () => {
    const video = await probedTestVideo({ seconds: 1, width: 160, height: 120 });
    const calls = server.calls.length;
    const { delivery } = await deliverThroughRunner("google_business", server.url, { text: "Our new menu, in motion", video, credentials: { location_name: LOCATION, access_token: TOKEN } });
    expect(delivery).toMatchObject({ status: "failed", attempts: 1, platformPostId: null });
    expect(delivery.error).toMatch(/^Google Business Profile's local posts take photos, not videos/);
    expect(server.calls.length).toBe(calls);
    expect(api.posts.filter((post) => post.summary === "Our new menu, in motion")).toHaveLength(0);
  });

  it("the loopback API refuses a local post whose media item is a VIDEO", async () => {
    const answer = await fetch(`${server.url}/v4/${LOCATION}/localPosts`, {
      method: "POST",
      headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({ languageCode: "en", summary: "A clip", topicType: "STANDARD", media: [{ mediaFormat: "VIDEO", sourceUrl: "https://media.example/clip.mp4" }] }),
    });
    expect(answer.status).toBe(400);
    expect((await answer.json()).error).toMatchObject({ status: "INVALID_ARGUMENT", message: expect.stringContaining("VIDEO is not supported for local posts") });
  });
});
