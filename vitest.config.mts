import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

const TEST_FILES = ["lib/**/*.test.ts", "app/**/*.test.ts", "components/**/*.test.ts", "inngest/**/*.test.ts", "scripts/**/*.test.ts"];

/**
 * Files that need a module graph of their own (docs/testing.md, "Which project a test file
 * goes to"): they read a setting that a module captured when it was first imported, or
 * replace a module with vi.mock / vi.doMock in a way that must not leak into other files.
 * Every other file shares one module graph with the files before it, which saves re-importing
 * the app for each of them (most of the stage's time).
 */
const ISOLATED_FILES: string[] = [
  "lib/platforms/x-twitter/oauth.test.ts",
  "lib/platforms/tiktok/oauth.test.ts",
  "lib/platforms/facebook/oauth.test.ts",
  "lib/platforms/threads/oauth.test.ts",
  "lib/platforms/linkedin/oauth.test.ts",
  "lib/platforms/google-business/oauth.test.ts",
  "lib/platforms/bluesky/link-card.test.ts",
  "lib/platforms/linkedin/metrics.test.ts",
  "lib/pacing/take-read-slot.test.ts",
  "lib/outbound/private-allowlist.test.ts",
  "lib/brands/list-brand-summaries.test.ts",
  "scripts/runtime/connections-key.test.ts",
  "scripts/bench-support/query-plans.test.ts",
  "inngest/functions/prune-rate-limit-counters.test.ts",
  "inngest/forward-schedule-changes.test.ts",
  // On PGlite only, beside the shared files, a webhook secret was sealed after the key ring was
  // removed: a key ring cached by a module another file had imported. Not mended yet.
  "lib/webhooks/webhook-secret.test.ts",
];

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL(".", import.meta.url)) } },
  test: {
    environment: "node",
    // Every route answer is checked against its endpoint declaration and the OpenAPI document
    // (lib/testing/contract/): a field, status or error code they do not allow turns into a 500
    // that names it. Then each file leaves process.env, spies and timers as it found them
    // (lib/testing/vitest-file-reset.ts), so that the next file of project "shared" starts clean.
    setupFiles: ["lib/testing/contract/vitest-setup.ts", "lib/testing/vitest-file-reset.ts"],
    // Integration suites share one database per run; files run one at a time (in both projects,
    // one worker in all) so that a suite's counts (rate limits, totals) are not disturbed by
    // another's requests.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        // The default for every file, a new one too. Meant to keep modules from one file to the
        // next (isolate: false, about 2.5 times faster), but each full run with it so far found
        // another file that fails only after some other file (vitest orders the files by the
        // last run's durations, so the order changes from run to run): isolated until those
        // are found (docs/testing.md, "Which project a test file goes to").
        test: { name: "shared", include: TEST_FILES, exclude: [...configDefaults.exclude, ...ISOLATED_FILES], isolate: true, sequence: { groupOrder: 1 } },
      },
      // First, as a group of its own (never beside a shared file): the query plans' bounds count
      // rows of the whole database, such as jobs that crash tests leave past their lease.
      { extends: true, test: { name: "isolated", include: ISOLATED_FILES, isolate: true, sequence: { groupOrder: 0 } } },
    ],
  },
});
