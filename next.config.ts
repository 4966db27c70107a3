import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // pg and the PGlite packages are Node libraries with optional native/wasm parts;
  // they must be required at run time, not bundled.
  serverExternalPackages: [
    "pg",
    "@electric-sql/pglite",
    "@electric-sql/pglite-socket",
    "@prisma/adapter-pg",
    // The NLP model is a large data module; bundling it gains nothing.
    "wink-nlp",
    "wink-eng-lite-web-model",
  ],
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
