import { cpus, loadavg } from "node:os";
import sharp from "sharp";
import { windowText } from "@/lib/pacing/window-text";
import { platformRule } from "@/lib/platforms/registry";
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { liveLimits } from "@/lib/local-runtime/live-capacity";
import { uploadMedia } from "@/lib/media/upload-media";
import { hostImage } from "@/lib/testing/platform-servers/image-host";
import { startPlatformServers } from "@/lib/testing/platform-servers/start-platform-servers";
import type { RecordedCall } from "@/lib/testing/platform-servers/platform-server";
import { carouselMode, singleImageMode } from "./bench-support/live-bench-modes";
import { cleanUpBenchDatabase, openBenchDatabase, seed, type Seed } from "./bench-support/bench-database";
import { migrateDeploy } from "./runtime/migrate-deploy";
import { testCaller } from "@/lib/testing/test-caller";

// `npm run bench:publish -- --live`: 2,000 posts × 3 platforms (X, LinkedIn, Facebook), each with
// an uploaded image, due at the same instant, published LIVE by two runner processes, each the
// local scheduler's loop as a server process runs it (bench-support/live-runner.ts: runDueJobs,
// its own places, posts in flight, deliveries per platform and per account,
// lib/local-runtime/live-capacity.ts, and its own database pool) through the real publishers to the loopback platform servers
// (lib/testing/platform-servers/), which answer after 150–300 ms and refuse 5% of calls with
// 429 and Retry-After: 1. The posts belong to 100 brands (20 each), each with its own accounts,
// as posting limits are per account. Prints the time from due to all published, duplicates
// (a post published twice on a platform), losses (a post not published everywhere), 429s, and
// the highest request rate each platform server saw, in all and for one account, and per
// platform the busiest account's publishing requests within each of its posting-limit windows
// (lib/pacing/), against the limit.
// Target (issue 25): all published within 60 s of their time, 0 duplicates, 0 lost, no account
// over a posting limit. Before per-platform concurrency (8 posts at a time per runner) it took
// 155 s on a quiet machine (BASELINE_SECONDS); the figure is printed beside both, with the load
// average, since a busy machine slows it.
// Flags: --short   100 posts over 5 brands (20 posts a brand, as in the full run): a quick run that
//                  proves the bench works; its time says nothing about the target.
//        --carousel  each post a carousel of 4 uploaded images, to Instagram, Threads and LinkedIn
//                  (issue 23; bench-support/live-bench-modes.ts): item containers, the CAROUSEL
//                  container, its status and publish on the Graph servers, four image uploads and a
//                  multiImage post on LinkedIn; the same targets. With --short: 100 posts over 20 brands.
// Env:   BENCH_POSTS (2,000), BENCH_BRANDS (100); both win over --short. BENCH_PROFILE_DIR: each
//        runner writes a V8 CPU profile (.cpuprofile) there.

const short = process.argv.includes("--short");
const POSTS = Number(process.env.BENCH_POSTS ?? (short ? 100 : 2_000));
const carousel = process.argv.includes("--carousel");
// A short carousel run spreads its 100 posts over 20 brands (5 a brand): at 20 a brand some
// Instagram accounts run out of their 25 slots a day (a slot per attempt, and a carousel's
// attempt is 12 requests, each refused 5% of the time), so the quick run would count deferred
// posts as lost; the full run keeps 20 a brand, as the single-image run does.
const BRANDS = Math.max(1, Math.min(POSTS, Number(process.env.BENCH_BRANDS ?? (short ? (carousel ? 20 : 5) : 100))));
const RUNNERS = 2;
const BASELINE_SECONDS = 155;
const TARGET_SECONDS = 60;
const MODE = carousel ? carouselMode : singleImageMode;
const PLATFORMS = MODE.platforms;

export async function benchPublishLive(): Promise<void> {
  const database = await openBenchDatabase();
  let seeded: Seed | undefined;
  const image = await hostImage(await benchImage(), "image/jpeg");
  const platforms = await startPlatformServers(MODE.tokens, { latencyMs: [150, 300], rateLimitedShare: 0.05, retryAfterSeconds: 1 });
  try {
    process.env.DATABASE_URL = database.url;
    if ((await migrateDeploy()) !== 0) throw new Error("prisma migrate deploy failed");
    seeded = await seed(database, 0, 60, 1000);
    process.env.NEXTAUTH_SECRET ??= "bench-secret-not-for-sign-in-0000";
    process.env.CONNECTIONS_ENCRYPTION_KEYS ??= `k1:${Buffer.alloc(32, 7).toString("base64")}`;
    // The uploaded image's public URL (<NEXTAUTH_URL>/media/<id>.jpg) is then the loopback image
    // host, which Facebook's server fetches as Facebook fetches a Page photo's URL.
    process.env.NEXTAUTH_URL = new URL(image.url).origin;
    process.env.PUBLISH_MODE = "live";
    Object.assign(process.env, platforms.env);
    const { closeDbPools, dbPool } = await import("@/lib/db/pool");
    const { forgetServerEnv } = await import("@/lib/env/server-env");
    forgetServerEnv();

    const caller = await testCaller(seeded.userId);
    const media = [];
    for (let n = 1; n <= MODE.imagesPerPost; n++) {
      media.push(await uploadMedia(caller, { file: new File([Buffer.from(await benchImage())], `roast-${n}.jpg`, { type: "image/jpeg" }), alt_text: `A cup of coffee, ${n} of ${MODE.imagesPerPost}` }));
    }
    // A single image stays as every post before issue 23 stored it (image_url, no list); a carousel is the list.
    const mediaList = MODE.imagesPerPost > 1 ? media.map((item) => ({ url: item.url, alt_text: item.alt_text })) : [];
    const brandIds: string[] = [];
    for (let b = 0; b < BRANDS; b++) {
      const brandId = (await dbPool().query("INSERT INTO brands (id, user_id, name, website, created_at, updated_at) VALUES (gen_random_uuid(), $1, $2, 'https://bench.example', now(), now()) RETURNING id", [seeded.userId, `Bench brand ${b}`])).rows[0].id as string;
      await MODE.connect(caller, brandId, b);
      brandIds.push(brandId);
    }

    // The runner processes load their code first (a loaded machine compiles slowly), then hear when the posts are due.
    const runners = await Promise.all(Array.from({ length: RUNNERS }, (_, i) => runnerProcess(`live-bench-${i + 1}`)));
    const dueAt = new Date(Math.ceil((Date.now() + 5000) / 1000) * 1000);
    for (const runner of runners) runner.start(dueAt);
    await dbPool().query(
      `WITH p AS (
         INSERT INTO posts (id, user_id, brand_id, content, platforms, image_url, media, source, status, scheduled_at, created_at, updated_at)
         SELECT gen_random_uuid(), $1, ($4::uuid[])[1 + i % array_length($4::uuid[], 1)], 'Live bench post #' || i, $5::text[], $6, $7::jsonb, 'api', 'scheduled', $2, now(), now()
         FROM generate_series(1, $3::int) AS i
         RETURNING id)
       INSERT INTO publish_jobs (id, post_id, status, run_at, created_at) SELECT gen_random_uuid(), id, 'pending', $2, now() FROM p`,
      [seeded.userId, dueAt, POSTS, brandIds, PLATFORMS, media[0].url, JSON.stringify(mediaList)],
    );
    const limits = liveLimits();
    console.log(`${POSTS} posts × ${PLATFORMS.length} platforms (${PLATFORMS.join(", ")}) ${MODE.label}, ${BRANDS} brands, due ${dueAt.toISOString()}; ${RUNNERS} runners.`);
    console.log(`places per runner: ${limits.posts} posts, ${PLATFORMS.map((platform) => `${platform} ${limits.platform(platform)}`).join(", ")}, ${limits.account} per account`);

    await Promise.all(runners.map((runner) => runner.finished));

    const { rows } = await dbPool().query(
      `SELECT (SELECT count(*)::int FROM posts WHERE user_id = $1 AND status = 'published') AS published,
              (SELECT count(*)::int FROM posts WHERE user_id = $1 AND status = 'failed') AS failed,
              (SELECT max(published_at) FROM posts WHERE user_id = $1) AS last_published,
              (SELECT string_agg(DISTINCT d.error, ' | ') FROM deliveries d JOIN posts p ON p.id = d.post_id WHERE p.user_id = $1 AND d.status = 'failed') AS errors`,
      [seeded.userId],
    );
    const result = rows[0];
    const seconds = (new Date(result.last_published).getTime() - dueAt.getTime()) / 1000;
    const duplicates = PLATFORMS.reduce((sum, platform) => {
      const texts = MODE.published(platforms, platform);
      return sum + texts.length - new Set(texts).size;
    }, 0);
    const lost = POSTS - result.published;

    console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, Node ${process.version}`);
    console.log(`published:            ${result.published} of ${POSTS} (${result.failed} failed${result.errors ? `: ${String(result.errors).slice(0, 300)}` : ""})`);
    console.log(`due → all published:  ${seconds.toFixed(1)} s (${(result.published / seconds).toFixed(1)} posts/s; before: ${BASELINE_SECONDS} s on a quiet machine; target: ≤ ${TARGET_SECONDS} s)`);
    console.log(`load average:         ${loadavg().map((load) => load.toFixed(1)).join(", ")} (1, 5, 15 min; on ${cpus().length} CPUs)`);
    console.log(`duplicates:           ${duplicates}`);
    console.log(`lost:                 ${lost}`);
    console.log(`platform     calls   429s   peak req/s (all)   peak req/min (one account)   posts with ${MODE.imagesPerPost > 1 ? `all ${MODE.imagesPerPost} images` : "the image"}`);
    for (const platform of PLATFORMS) {
      // Instagram shares the Graph server with Facebook, which this mode does not use.
      const calls = MODE.server(platforms, platform).calls;
      const withImage = MODE.withImages(platforms, platform);
      console.log(
        `${platform.padEnd(12)} ${String(calls.length).padStart(5)}  ${String(calls.filter((c) => c.status === 429).length).padStart(5)}   ${String(peakPerWindow(calls, 1000)).padStart(16)}   ${String(peakPerAccount(calls, 60_000)).padStart(26)}   ${withImage}`,
      );
    }
    let overLimit = 0;
    for (const platform of PLATFORMS) {
      const calls = MODE.server(platforms, platform).calls.filter(MODE.publishing(platform));
      const figures = platformRule(platform).postingLimits.map((limit) => {
        const busiest = peakPerAccount(calls, limit.windowSeconds * 1000);
        if (busiest > limit.max) overLimit++;
        return `${busiest} / ${windowText(limit.windowSeconds)} (limit ${limit.max}${limit.ours ? ", ours" : ""})`;
      });
      console.log(`${platform}: busiest account ${figures.join(", ")} publishing requests`);
    }
    console.log(`over a posting limit: ${overLimit}`);
    // A slot is taken per attempt (lib/publishing/pace-delivery.ts), before its first request: an
    // attempt that a 429 on an image or a container cut short has used one without publishing.
    const slots = await dbPool().query<{ platform: string; taken: number; published: number }>(
      `SELECT s.platform, count(*)::int AS taken,
              (SELECT count(*)::int FROM deliveries d JOIN posts p ON p.id = d.post_id WHERE p.user_id = $1 AND d.platform = s.platform AND d.status = 'succeeded') AS published
       FROM posting_sends s GROUP BY s.platform ORDER BY s.platform`,
      [seeded.userId],
    );
    console.log(`posting slots taken: ${slots.rows.map((r) => `${r.platform} ${r.taken} for ${r.published} published (${(r.taken / Math.max(1, r.published)).toFixed(2)} per post)`).join(", ")}`);
    const met = seconds <= TARGET_SECONDS && duplicates === 0 && lost === 0 && overLimit === 0;
    console.log(`target (all within ${TARGET_SECONDS} s, 0 duplicates, 0 lost, 0 over a limit): ${met ? "met" : "NOT met"}${short ? " (--short: the time says nothing about the target)" : ""}`);
    await closeDbPools();
  } finally {
    await platforms.close();
    await image.close();
    await cleanUpBenchDatabase(database, seeded);
  }
}

/**
 * One runner process (bench-support/live-runner.ts) with this process's settings, once it has
 * loaded its code; `start` tells it when the posts are due, `finished` is when it ran out of due jobs.
 */
async function runnerProcess(name: string): Promise<{ start: (dueAt: Date) => void; finished: Promise<void> }> {
  const script = fileURLToPath(new URL("./bench-support/live-runner.ts", import.meta.url));
  const profile = process.env.BENCH_PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", script], { env: { ...process.env, BENCH_RUNNER: name }, stdio: ["pipe", "pipe", "inherit"] });
  const finished = new Promise<void>((resolve, reject) =>
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${name} exited with ${code}`)))),
  );
  await new Promise<void>((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      const text = chunk.toString();
      if (output.includes("READY")) process.stdout.write(text);
      output += text;
      if (/^READY /m.test(output)) resolve();
    });
    finished.then(() => reject(new Error(`${name} exited before it was ready:\n${output}`)), reject);
  });
  return { start: (dueAt) => child.stdin!.end(`${dueAt.toISOString()}\n`), finished };
}

/** A 400 × 400 JPEG with noise, a few tens of KB: within every platform's image rules. */
async function benchImage(): Promise<Uint8Array> {
  const noise = { type: "gaussian" as const, mean: 128, sigma: 30 };
  return new Uint8Array(await sharp({ create: { width: 400, height: 400, channels: 3, background: "#000", noise } }).jpeg({ quality: 70 }).toBuffer());
}

/** The most calls received within any `windowMs` (a sliding window over the arrival times). */
function peakPerWindow(calls: RecordedCall[], windowMs: number): number {
  const times = calls.map((call) => call.at).sort((a, b) => a - b);
  let peak = 0;
  for (let start = 0, end = 0; end < times.length; end++) {
    while (times[end] - times[start] >= windowMs) start++;
    peak = Math.max(peak, end - start + 1);
  }
  return peak;
}

/** The same, for the busiest single account (calls grouped by their bearer token). */
function peakPerAccount(calls: RecordedCall[], windowMs: number): number {
  const byToken = new Map<string, RecordedCall[]>();
  for (const call of calls) {
    const token = /^Bearer (\S+)$/.exec(call.headers.authorization ?? "")?.[1] ?? call.query.get("access_token") ?? call.form?.get("access_token") ?? "?";
    byToken.set(token, [...(byToken.get(token) ?? []), call]);
  }
  return Math.max(0, ...[...byToken.values()].map((list) => peakPerWindow(list, windowMs)));
}
