import type { Caller } from "@/lib/auth/caller";
import type { PlatformId } from "@/lib/platforms/ids";
import type { PlatformServer, RecordedCall } from "@/lib/testing/platform-servers/platform-server";
import type { PlatformServers, PlatformTokens } from "@/lib/testing/platform-servers/start-platform-servers";
import { saveTestConnection } from "@/lib/testing/save-test-connection";

// What `npm run bench:publish -- --live` publishes, and how it reads the outcome off the loopback
// servers: today's single image to X, LinkedIn and Facebook, or (`--carousel`, issue 23) a
// carousel of four images to the three platforms that take one and publish through containers or
// multi-image posts: Instagram, Threads and LinkedIn. The bench itself (bench-publish-live.ts)
// is the same for both: the same runners, latencies, 429s, pacing and targets.

export type LiveBenchMode = {
  /** What the first line says is published. */
  label: string;
  platforms: readonly PlatformId[];
  imagesPerPost: number;
  /** The loopback servers' accepted tokens: each brand's own, by prefix. */
  tokens: PlatformTokens;
  /** Saves brand `b`'s accounts on every platform of the mode. */
  connect: (caller: Caller, brandId: string, b: number) => Promise<void>;
  /** The server that answers the platform, whose calls are counted. */
  server: (servers: PlatformServers, platform: PlatformId) => PlatformServer;
  /** The texts published on the platform, one per published post (a duplicate shows twice). */
  published: (servers: PlatformServers, platform: PlatformId) => string[];
  /** Published posts that carry every image of the post, in the platform's own form. */
  withImages: (servers: PlatformServers, platform: PlatformId) => number;
  /** The requests that may publish (the ones a posting slot is taken for), answered 429 or not. */
  publishing: (platform: PlatformId) => (call: RecordedCall) => boolean;
};

const prefix = (start: string) => (token: string) => token.startsWith(start);
const none: PlatformTokens = { x: [], facebook: [], instagram: [], threads: [], linkedin: [], googleBusiness: [], tiktok: [] };
const unknown = (platform: PlatformId): never => {
  throw new Error(`the live bench does not publish to ${platform}`);
};

const linkedinAccount = (caller: Caller, brandId: string, b: number) =>
  saveTestConnection(caller, brandId, { platform: "linkedin", credentials: { author_urn: `urn:li:organization:${5_000_000 + b}`, access_token: `li-${b}` } });

export const singleImageMode: LiveBenchMode = {
  label: "with an image",
  platforms: ["x_twitter", "linkedin", "facebook"],
  imagesPerPost: 1,
  tokens: { ...none, x: prefix("x-"), facebook: prefix("fb-"), linkedin: prefix("li-") },
  connect: async (caller, brandId, b) => {
    await saveTestConnection(caller, brandId, { platform: "x_twitter", credentials: { access_token: `x-${b}` } });
    await linkedinAccount(caller, brandId, b);
    await saveTestConnection(caller, brandId, { platform: "facebook", credentials: { page_id: String(100_000 + b), page_access_token: `fb-${b}` } });
  },
  server: (s, platform) => (platform === "x_twitter" ? s.servers.x : platform === "linkedin" ? s.servers.linkedin : platform === "facebook" ? s.servers.graph : unknown(platform)),
  published: (s, platform) =>
    platform === "x_twitter" ? s.x.tweets.map((t) => t.text) : platform === "linkedin" ? s.linkedin.posts.map((p) => p.commentary) : platform === "facebook" ? s.facebook.posts.map((p) => p.message) : unknown(platform),
  withImages: (s, platform) =>
    platform === "x_twitter" ? s.x.tweets.filter((t) => t.mediaIds.length === 1).length
    : platform === "linkedin" ? s.linkedin.posts.filter((p) => p.media).length
    : platform === "facebook" ? s.facebook.posts.filter((p) => p.photo?.status === 200).length
    : unknown(platform),
  publishing: (platform) =>
    platform === "x_twitter" ? (call) => call.method === "POST" && call.path === "/2/tweets"
    : platform === "linkedin" ? (call) => call.method === "POST" && call.path === "/rest/posts"
    : platform === "facebook" ? (call) => call.method === "POST" && /\/(feed|photos)$/.test(call.path)
    : unknown(platform),
};

const CAROUSEL_IMAGES = 4;

/** A published Graph container that is a carousel of every image, each child a fetched carousel item. */
function carouselsOf(api: PlatformServers["instagram"] | PlatformServers["threads"]): number {
  const containers = new Map(api.containers.map((container) => [container.id, container]));
  return api.published.filter(({ container }) => {
    const children = container.children ?? [];
    return container.mediaType === "CAROUSEL" && children.length === CAROUSEL_IMAGES && children.every((id) => containers.get(id)?.image?.status === 200);
  }).length;
}

export const carouselMode: LiveBenchMode = {
  label: `with a carousel of ${CAROUSEL_IMAGES} images`,
  platforms: ["instagram", "threads", "linkedin"],
  imagesPerPost: CAROUSEL_IMAGES,
  tokens: { ...none, instagram: prefix("ig-"), threads: prefix("th-"), linkedin: prefix("li-") },
  connect: async (caller, brandId, b) => {
    await saveTestConnection(caller, brandId, { platform: "instagram", credentials: { ig_user_id: `178414000${String(b).padStart(8, "0")}`, access_token: `ig-${b}` } });
    await saveTestConnection(caller, brandId, { platform: "threads", credentials: { threads_user_id: `278414000${String(b).padStart(8, "0")}`, access_token: `th-${b}` } });
    await linkedinAccount(caller, brandId, b);
  },
  server: (s, platform) => (platform === "instagram" ? s.servers.graph : platform === "threads" ? s.servers.threads : platform === "linkedin" ? s.servers.linkedin : unknown(platform)),
  published: (s, platform) =>
    platform === "instagram" ? s.instagram.published.map((m) => m.container.text)
    : platform === "threads" ? s.threads.published.map((m) => m.container.text)
    : platform === "linkedin" ? s.linkedin.posts.map((p) => p.commentary)
    : unknown(platform),
  withImages: (s, platform) =>
    platform === "instagram" ? carouselsOf(s.instagram)
    : platform === "threads" ? carouselsOf(s.threads)
    : platform === "linkedin" ? s.linkedin.posts.filter((p) => p.multiImage?.length === CAROUSEL_IMAGES && p.multiImage.every((item) => s.linkedin.images.find((i) => i.urn === item.id)?.bytes)).length
    : unknown(platform),
  publishing: (platform) =>
    platform === "instagram" ? (call) => call.method === "POST" && call.path.endsWith("/media_publish")
    : platform === "threads" ? (call) => call.method === "POST" && call.path.endsWith("/threads_publish")
    : platform === "linkedin" ? (call) => call.method === "POST" && call.path === "/rest/posts"
    : unknown(platform),
};
