import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL(".", import.meta.url)) } },
  test: {
    include: ["lib/**/*.test.ts", "app/**/*.test.ts", "inngest/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // Integration suites share one database per run; files run one at a time so that
    // a suite's counts (rate limits, totals) are not disturbed by another's requests.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
