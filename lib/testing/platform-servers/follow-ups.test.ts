import { afterAll, beforeAll, expect, it } from "vitest";
import sharp from "sharp";
import { dbPool } from "@/lib/db/pool";
import { forgetServerEnv } from "@/lib/env/server-env";
import { createInstagramPublisher } from "@/lib/platforms/instagram/publisher";
import { createThreadsPublisher } from "@/lib/platforms/threads/publisher";
import { describeDb } from "@/lib/testing";
import { noSleep } from "@/lib/testing/loopback-server";
import { hostImage } from "@/lib/testing/platform-servers/image-host";
import { startPlatformServers, type PlatformServers } from "@/lib/testing/platform-servers/start-platform-servers";
import { deliverThroughRunner } from "@/lib/testing/publisher-harness";
import { testImage } from "@/lib/testing/test-images";

// A first comment through the comments APIs of Instagram and Facebook, and a thread with a
// first comment on Threads (reply_to_id containers), each delivered as production delivers it
// against the stateful loopback servers, which refuse a comment or reply on what they do not have.

let platforms: PlatformServers;
let host: { url: string; close: () => Promise<void> };
const TOKENS = { x: [], facebook: ["page-token"], instagram: ["ig-token"], threads: ["threads-token"], linkedin: ["li-token"], googleBusiness: [], tiktok: [] };

beforeAll(async () => {
  const bytes = new Uint8Array(await sharp({ create: { width: 400, height: 400, channels: 3, background: "#36a" } }).jpeg().toBuffer());
  // The uploads' public URLs point at this host, so Instagram fetches the image from it.
  host = await hostImage(bytes, "image/jpeg");
  process.env.MEDIA_PUBLIC_BASE_URL = new URL("/media", host.url).toString();
  forgetServerEnv();
  platforms = await startPlatformServers(TOKENS);
});
afterAll(async () => {
  delete process.env.MEDIA_PUBLIC_BASE_URL;
  forgetServerEnv();
  await platforms.close();
  await host.close();
});

const stepsOf = async (deliveryId: string) =>
  (await dbPool().query("SELECT kind, part, status, platform_post_id, error FROM delivery_steps WHERE delivery_id = $1 ORDER BY kind DESC, part", [deliveryId])).rows;

describeDb("first comments and threads on the Meta platforms", () => {
  it("Instagram: the first comment goes on the published media through POST /{ig-media-id}/comments", async () => {
    const { delivery, deliveryId } = await deliverThroughRunner("instagram", platforms.env.META_GRAPH_BASE_URL, {
      text: "Spring menu 🌱",
      image: { bytes: await testImage(400, 400, "jpeg"), mimeType: "image/jpeg", width: 400, height: 400, altText: null },
      firstComment: "Book: https://bistro.example/book #spring",
      credentials: { ig_user_id: "17841400000000001", access_token: "ig-token" },
      publisher: createInstagramPublisher({ sleep: noSleep }),
    });
    expect(delivery, delivery.error ?? undefined).toMatchObject({ status: "succeeded" });
    const comment = platforms.instagram.comments.find((c) => c.message === "Book: https://bistro.example/book #spring")!;
    expect(comment.mediaId).toBe(delivery.platformPostId);
    expect(await stepsOf(deliveryId)).toEqual([{ kind: "first_comment", part: 0, status: "succeeded", platform_post_id: comment.id, error: null }]);
  });

  it("Facebook: the first comment goes on the Page post through POST /{post-id}/comments", async () => {
    const { delivery, deliveryId } = await deliverThroughRunner("facebook", platforms.env.META_GRAPH_BASE_URL, {
      text: "Open on Sunday",
      firstComment: "Hours: https://bistro.example/hours",
      credentials: { page_id: "101", page_access_token: "page-token" },
    });
    expect(delivery, delivery.error ?? undefined).toMatchObject({ status: "succeeded" });
    const comment = platforms.facebook.comments.find((c) => c.message === "Hours: https://bistro.example/hours")!;
    expect(comment.postId).toBe(delivery.platformPostId);
    expect(await stepsOf(deliveryId)).toEqual([{ kind: "first_comment", part: 0, status: "succeeded", platform_post_id: comment.id, error: null }]);
  });

  it("Threads: each part a text container replying to the one before (reply_to_id), the first comment replying to the post", async () => {
    const { delivery, deliveryId } = await deliverThroughRunner("threads", platforms.env.THREADS_API_BASE_URL, {
      text: "Thread one",
      thread: ["Thread two", "Thread three"],
      firstComment: "Thread comment",
      credentials: { threads_user_id: "2200", access_token: "threads-token" },
      publisher: createThreadsPublisher({ sleep: noSleep }),
    });
    expect(delivery, delivery.error ?? undefined).toMatchObject({ status: "succeeded" });
    const media = (text: string) => platforms.threads.published.find((m) => m.container.text === text)!;
    expect(media("Thread one").id).toBe(delivery.platformPostId);
    expect(media("Thread two").container.replyTo).toBe(media("Thread one").id);
    expect(media("Thread three").container.replyTo).toBe(media("Thread two").id);
    expect(media("Thread comment").container.replyTo).toBe(media("Thread one").id);
    expect((await stepsOf(deliveryId)).map((step) => [step.kind, step.part, step.status, step.platform_post_id])).toEqual([
      ["thread", 2, "succeeded", media("Thread two").id],
      ["thread", 3, "succeeded", media("Thread three").id],
      ["first_comment", 0, "succeeded", media("Thread comment").id],
    ]);
  });
});

describeDb("the loopback Graph root refuses a comment or a reply on what it does not have", () => {
  it("a comment on an unknown id, a Threads reply to an unknown media: Graph's errors", async () => {
    const comment = await fetch(`${platforms.env.META_GRAPH_BASE_URL}/999/comments`, { method: "POST", body: new URLSearchParams({ message: "Hi", access_token: "ig-token" }) });
    expect(comment.status).toBe(400);
    expect((await comment.json()).error.message).toMatch(/Object with ID '999' does not exist/);
    const reply = await fetch(`${platforms.env.THREADS_API_BASE_URL}/2200/threads`, { method: "POST", body: new URLSearchParams({ media_type: "TEXT", text: "Hi", reply_to_id: "42", access_token: "threads-token" }) });
    expect(reply.status).toBe(400);
    expect((await reply.json()).error.message).toMatch(/reply_to_id/);
  });
});

describeDb("first comments on LinkedIn", () => {
  it("the comment goes on the post through POST /rest/socialActions/{urn}/comments, as its author", async () => {
    const { delivery, deliveryId } = await deliverThroughRunner("linkedin", platforms.env.LINKEDIN_API_BASE_URL, {
      text: "We are hiring a pastry chef",
      firstComment: "Apply: https://bistro.example/jobs",
      credentials: { author_urn: "urn:li:organization:5515715", access_token: "li-token" },
    });
    expect(delivery, delivery.error ?? undefined).toMatchObject({ status: "succeeded" });
    const comment = platforms.linkedin.comments.find((c) => c.text === "Apply: https://bistro.example/jobs")!;
    expect(comment).toMatchObject({ object: delivery.platformPostId, actor: "urn:li:organization:5515715" });
    expect(await stepsOf(deliveryId)).toEqual([{ kind: "first_comment", part: 0, status: "succeeded", platform_post_id: comment.urn, error: null }]);
  });
});
