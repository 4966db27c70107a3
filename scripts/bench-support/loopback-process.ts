// The loopback platform servers of `npm run bench:publish -- --live` (scripts/bench-publish-live.ts,
// lib/testing/platform-servers/) in a process of their own, as the real platforms are other
// machines; the image host they pull the uploads from is another (image-host-process.ts).
// Argument: the mode (`single` or `carousel`, bench-support/live-bench-modes.ts). Prints one line
// `READY <json>` (the servers' settings) once listening; on a line `report` on its standard input
// it prints `REPORT <json>` (the figures read off the servers, and its own CPU time) and exits.

import { platformRule } from "@/lib/platforms/registry";
import type { PlatformId } from "@/lib/platforms/ids";
import { startPlatformServers, type PlatformServers } from "@/lib/testing/platform-servers/start-platform-servers";
import { answerWhenAsked } from "./child-report";
import { peakPerAccount, peakPerWindow } from "./call-peaks";
import { carouselMode, singleImageMode, type LiveBenchMode } from "./live-bench-modes";

/** What the bench prints about one platform, read off its loopback server. */
export type PlatformFigures = {
  platform: PlatformId;
  calls: number;
  refused: number;
  /** Calls by kind (method and path with ids left out), most first. */
  byRoute: Record<string, number>;
  peakPerSecond: number;
  peakPerMinuteOneAccount: number;
  /** Texts published more than once. */
  duplicates: number;
  withImages: number;
  /** The busiest account's publishing requests in each of the platform's posting-limit windows, in their order. */
  busiestPerLimit: number[];
};

export type LoopbackReport = { platforms: PlatformFigures[]; cpuSeconds: number };

async function main() {
  const mode = process.argv[2] === "carousel" ? carouselMode : singleImageMode;
  const servers = await startPlatformServers(mode.tokens, { latencyMs: [150, 300], rateLimitedShare: 0.05, retryAfterSeconds: 1, recordBodies: false });
  console.log(`READY ${JSON.stringify({ env: servers.env })}`);
  await answerWhenAsked(async () => report(mode, servers));
}

function report(mode: LiveBenchMode, servers: PlatformServers): LoopbackReport {
  const figures = mode.platforms.map((platform): PlatformFigures => {
    const calls = mode.server(servers, platform).calls;
    const texts = mode.published(servers, platform);
    const publishing = calls.filter(mode.publishing(platform));
    const byRoute: Record<string, number> = {};
    for (const call of calls) {
      const route = `${call.method} ${call.path.replace(/\/[0-9]+(?=\/|$)/g, "/{id}").replace(/\/urn:[^/]+/g, "/{urn}")}`;
      byRoute[route] = (byRoute[route] ?? 0) + 1;
    }
    return {
      platform,
      calls: calls.length,
      refused: calls.filter((call) => call.status === 429).length,
      byRoute: Object.fromEntries(Object.entries(byRoute).sort((a, b) => b[1] - a[1])),
      peakPerSecond: peakPerWindow(calls, 1000),
      peakPerMinuteOneAccount: peakPerAccount(calls, 60_000),
      duplicates: texts.length - new Set(texts).size,
      withImages: mode.withImages(servers, platform),
      busiestPerLimit: platformRule(platform).postingLimits.map((limit) => peakPerAccount(publishing, limit.windowSeconds * 1000)),
    };
  });
  const usage = process.cpuUsage();
  return { platforms: figures, cpuSeconds: (usage.user + usage.system) / 1e6 };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
