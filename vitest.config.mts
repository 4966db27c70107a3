import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL(".", import.meta.url)) } },
  test: {
    include: ["lib/**/*.test.ts", "app/**/*.test.ts", "components/**/*.test.ts", "inngest/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // Every route answer is checked against its endpoint declaration and the OpenAPI document
    // (lib/testing/contract/): a field, status or error code they do not allow turns into a 500
    // that names it.
    setupFiles: ["lib/testing/contract/vitest-setup.ts"],
    // Integration suites share one database per run; files run one at a time so that
    // a suite's counts (rate limits, totals) are not disturbed by another's requests.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
