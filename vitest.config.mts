import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL(".", import.meta.url)) } },
  test: {
    include: ["lib/**/*.test.ts", "app/**/*.test.ts", "components/**/*.test.ts", "inngest/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // Every route answer is checked against its endpoint declaration (lib/api/contract-checks.ts):
    // a field or error code the declaration does not allow turns into a 500 that names it.
    env: { API_CONTRACT_CHECKS: "1" },
    // Integration suites share one database per run; files run one at a time so that
    // a suite's counts (rate limits, totals) are not disturbed by another's requests.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
