import { defineConfig } from "prisma/config";
import { NameAsTextPool } from "./pg-pool-for-prisma-cli";
import { wholeScriptPrismaPg } from "./whole-script-adapter";

// The CLI (migrate deploy, migrate status) runs the bundled WebAssembly schema engine
// through the pg driver adapter, so nothing is downloaded (docs/stack.md, "Prisma 6.19").
// `npm start` and the test runner set DATABASE_URL before they call the CLI.
export default defineConfig({
  schema: "schema.prisma",
  migrations: { path: "migrations" },
  experimental: { adapter: true },
  engine: "js",
  adapter: async () => {
    const connectionString = process.env.DATABASE_URL;
    if (!connectionString) throw new Error("DATABASE_URL is not set; run through `npm start` or set it.");
    return wholeScriptPrismaPg(new NameAsTextPool({ connectionString, max: 1 }));
  },
} as Parameters<typeof defineConfig>[0]);
