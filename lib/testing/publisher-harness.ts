import { randomBytes, randomUUID } from "node:crypto";
import { afterEach } from "vitest";
import { readConnectionState } from "@/lib/connections/connection-state";
import { saveTestConnection } from "@/lib/testing/save-test-connection";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { forgetServerEnv } from "@/lib/env/server-env";
import { extensionOf } from "@/lib/images/image-formats";
import { mediaKey } from "@/lib/media/media-store";
import { mediaStore } from "@/lib/media/media-store-for-env";
import { deliverWithRetries } from "@/lib/local-runtime/deliver-with-retries";
import { LOCAL_RETRY_POLICY, type RetryPolicy } from "@/lib/local-runtime/retry-policy";
import type { PlatformId } from "@/lib/platforms/ids";
import type { Publisher, PublishImage } from "@/lib/platforms/publisher-kit/types";
import { PUBLISHERS } from "@/lib/platforms/publishers";
import { PLATFORMS } from "@/lib/platforms/registry";
import type { DeliveryOutcome } from "@/lib/publishing/attempt-delivery";
import { claimJob } from "@/lib/publishing/claim-jobs";
import { takeScheduledPosts } from "@/lib/publishing/take-scheduled-posts";
import { startLoopback, type Loopback, type Script } from "@/lib/testing/loopback-server";
import { testCaller } from "@/lib/testing/test-caller";
import { createTestUser } from "@/lib/testing/test-user";
import { storeTestVideo } from "@/lib/testing/test-videos";
import type { VideoFacts } from "@/lib/video/video-facts";

// Test support for the publishers: a post delivered to one platform the way production does it,
// through the pipeline step both runners share (attemptDelivery: the brand's connection, the
// posting slot, the delivery row) under the local runner's retries (deliverWithRetries with
// LOCAL_RETRY_POLICY, its waits recorded instead of waited). What the platform received is on
// the loopback server; what production concluded is the outcome, the delivery row and the
// connection's state.

export type PostToDeliver = {
  text: string;
  /** An image hosted elsewhere (fetched by the platform, or by the publisher for file-taking platforms). */
  imageUrl?: string | null;
  /** An upload: stored in the media store as the user's, and the post's image_url is its public URL. */
  image?: PublishImage | null;
  /** Several uploads in order, each stored as `image` is: the post's `media` (its image_url the first), each with the alt text given. */
  images?: { image: PublishImage; altText?: string | null }[];
  /**
   * A video upload instead of images (docs/video.md): stored in the media store with the facts
   * given as its row's, and its `cover` (a JPEG) as the row's cover frame; the post's image_url is its public URL.
   */
  video?: { bytes: Uint8Array; facts: Omit<VideoFacts, "bytes">; altText?: string | null; cover?: Uint8Array; coverAtMs?: number } | null;
  /** What the brand's connection on the platform holds, sealed as the connections API stores it. */
  credentials: Record<string, string>;
  /** The post's thread (replies after `text`) and first comment. */
  thread?: string[];
  firstComment?: string | null;
};

export type DeliverOptions = PostToDeliver & {
  /**
   * The platform's publisher built with test waits (a container's or a media's processing polls
   * recorded instead of slept): the same code as production's, in production's place for the call.
   */
  publisher?: Publisher;
  /** Overrides of the local runner's retry policy (its attempts, its waits). */
  policy?: Partial<Omit<RetryPolicy, "sleep" | "random">>;
  /** Posting slots the account has used in the last minute (lib/pacing/), before this post. */
  usedPostingSlots?: number;
};

export type Delivered = {
  /** What the local runner's retry loop returned. */
  outcome: DeliveryOutcome;
  /** The delivery row: `attempts` counts the requests that left (recorded before each). */
  delivery: { status: string; attempts: number; error: string | null; platformPostId: string | null; permalink: string | null };
  /** The retry policy's waits between attempts (ms), with jitter fixed at its middle. */
  sleeps: number[];
  /** The brand's connection after the delivery: a token the platform refused leaves it reconnect_required. */
  connection: "active" | "reconnect_required" | "missing";
  /** The post's image_url (an upload's public URL when `image` was given). */
  imageUrl: string | null;
  postId: string;
  deliveryId: string;
};

/** One post, due now, for a new brand whose account on `platform` is connected; delivered to the API at `baseUrl`. */
export async function deliverThroughRunner(platform: PlatformId, baseUrl: string, options: DeliverOptions): Promise<Delivered> {
  return withPlatformAt(platform, baseUrl, () => withPublisher(platform, options.publisher, () => deliver(platform, options)));
}

async function deliver(platform: PlatformId, options: DeliverOptions): Promise<Delivered> {
  const userId = (await createTestUser({ plan: "business" })).id;
  const brandId = (await db().brand.create({ data: { userId, name: "Publisher harness", website: "https://harness.example" } })).id;
  const caller = await testCaller(userId);
  await saveTestConnection(caller, brandId, { platform, credentials: options.credentials });
  if (options.usedPostingSlots) {
    await dbPool().query(
      `INSERT INTO posting_sends (id, connection_id, platform, sent_at)
       SELECT gen_random_uuid(), c.id, c.platform, now() - interval '1 minute' FROM platform_connections c, generate_series(1, $3)
       WHERE c.brand_id = $1 AND c.platform = $2`,
      [brandId, platform, options.usedPostingSlots],
    );
  }

  const media = [];
  for (const { image, altText } of options.images ?? []) media.push({ url: await storeUpload(userId, image), alt_text: altText ?? null });
  const video = options.video ? await storeVideo({ userId, workspaceId: caller.workspaceId }, options.video) : null;
  const imageUrl = video ?? media[0]?.url ?? (options.image ? await storeUpload(userId, options.image) : (options.imageUrl ?? null));
  const post = await db().post.create({
    data: {
      userId,
      brandId,
      content: options.text,
      imageUrl,
      media,
      thread: options.thread ?? [],
      firstComment: options.firstComment ?? null,
      platforms: [platform],
      source: "api",
      status: "scheduled",
      scheduledAt: new Date(),
    },
  });
  const job = await db().publishJob.create({ data: { postId: post.id, runAt: new Date(Date.now() - 1000) } });
  const [claimed] = await takeScheduledPosts([(await claimJob(job.id, "publisher-harness"))!]);

  const sleeps: number[] = [];
  const policy: RetryPolicy = { ...LOCAL_RETRY_POLICY, ...options.policy, sleep: async (ms) => void sleeps.push(ms), random: () => 0.5 };
  const outcome = await deliverWithRetries(claimed, platform, policy);

  const delivery = await db().delivery.findFirstOrThrow({
    where: { jobId: job.id, platform },
    select: { id: true, status: true, attempts: true, error: true, platformPostId: true, permalink: true },
  });
  const state = await readConnectionState({ brandId, platform });
  const { id: deliveryId, ...row } = delivery;
  return { outcome, delivery: row, sleeps, connection: state?.status ?? "missing", imageUrl, postId: post.id, deliveryId };
}

/** Stored as an upload is (lib/media/upload-media.ts), with the facts given rather than decoded: tests choose them. */
async function storeUpload(userId: string, image: PublishImage): Promise<string> {
  const id = randomUUID();
  const storageKey = mediaKey(userId, id, extensionOf(image.mimeType));
  await mediaStore().put(storageKey, image.bytes, image.mimeType);
  await db().media.create({
    data: { id, userId, storageKey, mimeType: image.mimeType, bytes: image.bytes.byteLength, width: image.width, height: image.height, altText: image.altText },
  });
  return mediaStore().publicUrl(storageKey);
}

/** A video stored as storeTestVideo stores it, with its cover frame's key on the row when one is given. */
async function storeVideo(owner: { userId: string; workspaceId: string }, video: NonNullable<PostToDeliver["video"]>): Promise<string> {
  const stored = await storeTestVideo(owner, video.bytes, video.facts, video.altText ?? null);
  if (video.cover) {
    const coverKey = mediaKey(owner.userId, randomUUID(), "jpg");
    await mediaStore().put(coverKey, video.cover, "image/jpeg");
    await db().media.update({ where: { id: stored.id }, data: { coverKey } });
  }
  if (video.coverAtMs !== undefined) await db().media.update({ where: { id: stored.id }, data: { coverAtMs: video.coverAtMs } });
  return stored.url;
}

/** The platform's API root (its documented variable) pointed at `baseUrl` for the call, then put back. */
async function withPlatformAt<T>(platform: PlatformId, baseUrl: string, run: () => Promise<T>): Promise<T> {
  const variable = PLATFORMS[platform].api.baseUrlVariable;
  const saved = { [variable]: process.env[variable], CONNECTIONS_ENCRYPTION_KEYS: process.env.CONNECTIONS_ENCRYPTION_KEYS };
  process.env[variable] = baseUrl;
  process.env.CONNECTIONS_ENCRYPTION_KEYS ??= `k1:${randomBytes(32).toString("base64")}`;
  forgetServerEnv();
  try {
    return await run();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    forgetServerEnv();
  }
}

/** `publisher` in production's place in PUBLISHERS (which publisherFor reads at each attempt) for the call, then put back. */
async function withPublisher<T>(platform: PlatformId, publisher: Publisher | undefined, run: () => Promise<T>): Promise<T> {
  if (!publisher) return run();
  const registry: Record<PlatformId, Publisher> = PUBLISHERS;
  const production = registry[platform];
  registry[platform] = publisher;
  try {
    return await run();
  } finally {
    registry[platform] = production;
  }
}

export type PublisherHarness = {
  /**
   * Starts the platform's API as a scripted loopback (the harness's `script` with this one's
   * routes over it), then delivers the harness's post with `overrides` through the runner. Either
   * may be a function of the server's URL, for answers or texts that name it.
   */
  publish: (script: Script | ((baseUrl: string) => Script), overrides?: Partial<DeliverOptions> | ((baseUrl: string) => Partial<DeliverOptions>)) => Promise<Delivered>;
  /** The loopback of the last `publish`: every request the platform received. */
  readonly server: Loopback;
};

/**
 * The preamble every publisher test shares: `const harness = publisherHarness("x_twitter", { post })`
 * at the top of a describeDb block, then `await harness.publish(script)` per test and
 * `harness.server.requests` for what the platform received. The loopback closes after each test.
 */
export function publisherHarness(
  platform: PlatformId,
  setup: { post: PostToDeliver; script?: Script; pathPrefix?: string; publisher?: Publisher },
): PublisherHarness {
  let server: Loopback | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  return {
    async publish(script, overrides = {}) {
      const routes: Script = {};
      server = await startLoopback(routes, setup.pathPrefix);
      Object.assign(routes, setup.script, typeof script === "function" ? script(server.baseUrl) : script);
      return deliverThroughRunner(platform, server.baseUrl, { ...setup.post, publisher: setup.publisher, ...(typeof overrides === "function" ? overrides(server.baseUrl) : overrides) });
    },
    get server() {
      if (!server) throw new Error("publisherHarness: publish first");
      return server;
    },
  };
}
