import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "./paths";
import { runBin } from "./run-bin";

// `npm start` serves a production build, so it must build first when there is none or when
// a source changed since the last one; otherwise a restart is instant. The stamp lives
// inside .next so that deleting .next also forces a build. tsconfig.json and next-env.d.ts
// are left out on purpose: Next.js itself rewrites them, which would force endless rebuilds.
const STAMP = path.join(PROJECT_ROOT, ".next", "brandcast-build.stamp");
const BUILD_ID = path.join(PROJECT_ROOT, ".next", "BUILD_ID");
const SOURCE_DIRS = ["app", "components", "lib", "inngest", "public"];
const SOURCE_FILES = [
  "prisma/schema.prisma",
  "next.config.ts",
  "package-lock.json",
  "postcss.config.mjs",
  // Root files Next.js compiles into the build when they exist.
  "proxy.ts",
  "middleware.ts",
  "instrumentation.ts",
];

function newestSourceMtime(): number {
  let newest = 0;
  const consider = (file: string) => {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (stat?.isFile()) newest = Math.max(newest, stat.mtimeMs);
  };
  for (const dir of SOURCE_DIRS) {
    const root = path.join(PROJECT_ROOT, dir);
    if (!existsSync(root)) continue;
    for (const entry of readdirSync(root, { recursive: true, encoding: "utf8" })) consider(path.join(root, entry));
  }
  for (const file of SOURCE_FILES) consider(path.join(PROJECT_ROOT, file));
  return newest;
}

/** Why a build is needed, or null when the last build is current. */
export function buildReason(): string | null {
  if (!existsSync(BUILD_ID)) return "no production build yet";
  const stamp = statSync(STAMP, { throwIfNoEntry: false });
  if (!stamp) return "the last build was not made by npm start";
  return newestSourceMtime() > stamp.mtimeMs ? "sources changed since the last build" : null;
}

/** Marks the build as current for buildReason(): `startedAt` is when its build began. */
export function stampBuild(startedAt: Date): void {
  writeFileSync(STAMP, `${startedAt.toISOString()}\n`);
  utimesSync(STAMP, startedAt, startedAt);
}

/** Runs `next build` when needed; resolves with its exit code (0 when skipped). */
export async function buildIfStale(): Promise<number> {
  const reason = buildReason();
  if (!reason) return 0;
  console.log(`[start] Building the app (${reason}); this takes a minute or two…`);
  // Stamp with the start time, so an edit made while the build runs still counts as newer.
  const startedAt = new Date();
  const code = await runBin("next", ["build"]);
  if (code === 0) stampBuild(startedAt);
  return code;
}
