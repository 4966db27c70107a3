import { serverEnv } from "@/lib/env/server-env";
import { concurrencyFor } from "@/lib/env/platform-concurrency";
import type { PlatformId } from "@/lib/platforms/ids";

/** How much one runner publishes at once (PUBLISH_CONCURRENCY and friends, docs/configuration.md). */
export type LiveLimits = {
  /** Posts in flight. */
  posts: number;
  /** Deliveries in flight to one platform. */
  platform: (platform: PlatformId) => number;
  /** Deliveries in flight for one connected account (a brand's connection on one platform). */
  account: number;
};

/** The server's settings. */
export function liveLimits(): LiveLimits {
  const env = serverEnv();
  return { posts: env.PUBLISH_CONCURRENCY, platform: (platform) => concurrencyFor(env.PUBLISH_PLATFORM_CONCURRENCY, platform), account: env.PUBLISH_ACCOUNT_CONCURRENCY };
}

/** What a post needs places for: one delivery per platform, each on the brand's account there. */
export type PostShape = { brandId: string | null; platforms: PlatformId[] };

/** The claim's key of an account: a brand has one connection per platform. */
export const accountKey = (brandId: string | null, platform: PlatformId) => `${brandId ?? "none"}:${platform}`;

/** The places one post holds; each ends once, whatever order its deliveries end in. */
export type Places = {
  /** One delivery ended (published, failed, deferred): its platform's and account's places free. */
  endDelivery: (platform: PlatformId) => void;
  /** The post is finished: its own place, and any delivery's it still held, free. */
  end: () => void;
};

/**
 * The places of one runner's live work: a post holds one from its claim until it is finished,
 * each of its deliveries one on its platform and one on its account until that delivery ends.
 * The local runner claims a job only when all of them are free (busyKeys names the full
 * platforms and accounts to the claim), so it holds nothing it could not start; jobs claimed
 * as a batch wait here for their places instead (waitToStart). `onFreed` hears of every place
 * that frees where none was (a post's, or one of a full platform or account): the moment to
 * claim again.
 */
export class LiveCapacity {
  private posts = 0;
  private readonly counts = new Map<string, number>();
  private waiting: Array<{ post: PostShape; start: (places: Places) => void }> = [];

  constructor(
    private readonly limits: LiveLimits,
    private readonly onFreed: () => void = () => undefined,
  ) {}

  private limitOf(key: string): number {
    return key.includes(":") ? this.limits.account : this.limits.platform(key as PlatformId);
  }

  private isFull(key: string): boolean {
    return (this.counts.get(key) ?? 0) >= this.limitOf(key);
  }

  /** Platforms (by id) and accounts (accountKey) with every place taken. */
  busyKeys(): string[] {
    return [...this.counts.keys()].filter((key) => this.isFull(key));
  }

  hasRoomForAPost(): boolean {
    return this.posts < this.limits.posts;
  }

  /** Posts holding a place. */
  inFlight(): number {
    return this.posts;
  }

  canStart(post: PostShape): boolean {
    return this.hasRoomForAPost() && keysOf(post).every((key) => !this.isFull(key));
  }

  /** Takes the post's places; only after canStart said yes (the claim skipped every busy key). */
  take(post: PostShape): Places {
    this.posts++;
    const held = new Map(post.platforms.map((platform) => [platform, [platform, accountKey(post.brandId, platform)]]));
    for (const keys of held.values()) for (const key of keys) this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    let ended = false;
    const endDelivery = (platform: PlatformId) => {
      const keys = held.get(platform);
      if (!keys) return;
      held.delete(platform);
      let freed = false;
      for (const key of keys) {
        freed ||= this.isFull(key);
        const left = (this.counts.get(key) ?? 1) - 1;
        if (left > 0) this.counts.set(key, left);
        else this.counts.delete(key);
      }
      this.startWaiting();
      if (freed) this.onFreed();
    };
    const end = () => {
      if (ended) return;
      ended = true;
      for (const platform of [...held.keys()]) endDelivery(platform);
      this.posts--;
      this.startWaiting();
      this.onFreed();
    };
    return { endDelivery, end };
  }

  /** Takes the post's places once they are free (jobs claimed as a batch, not one by one). */
  waitToStart(post: PostShape): Promise<Places> {
    if (this.waiting.length === 0 && this.canStart(post)) return Promise.resolve(this.take(post));
    return new Promise((resolve) => this.waiting.push({ post, start: resolve }));
  }

  /** Waiting posts start in order, each as soon as its own places are free (one full platform holds up no other). */
  private startWaiting(): void {
    if (this.waiting.length === 0) return;
    this.waiting = this.waiting.filter((entry) => {
      if (!this.canStart(entry.post)) return true;
      entry.start(this.take(entry.post));
      return false;
    });
  }
}

function keysOf(post: PostShape): string[] {
  return post.platforms.flatMap((platform) => [platform, accountKey(post.brandId, platform)]);
}
