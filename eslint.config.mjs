import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

// Next's own rules (React, hooks, accessibility, Next.js) plus import rules that keep the
// layout honest: one import style (`@/` from the project root, never a relative path), no
// import cycles, one import statement per module.
const APP_CODE = ["lib/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "app/**/*.{ts,tsx}", "inngest/**/*.{ts,tsx}", "instrumentation.ts"];
const ROOT_IMPORTS_ONLY = { group: ["./*", "../*"], message: "Import with the `@/` root path." };
// Schemas are made with lib/zod.ts's `z`, which keeps zod from probing eval under the pages' CSP.
const ZOD_THROUGH_LIB = { name: "zod", importNames: ["z"], allowTypeImports: true, message: 'Import `z` from "@/lib/zod".' };

// The layers, lowest first: a file may import its own layer and those below it, never one above
// (docs/architecture.md, "Layers"). Foundation, then the platforms, who may act, the schemas, the
// domain folders in the order they build on each other, the HTTP API and what is made from its
// declarations, the runners, and the faces (the dashboard's data layer, components, pages).
// Tests sit beside the code they test and may reach across; lib/testing is the test side.
const LAYERS = [
  ["lib/zod.ts", "lib/log", "lib/errors.ts", "lib/outbound"],
  ["lib/env"],
  ["lib/runtime-mode.ts", "lib/db", "lib/embedded-db", "lib/sealing", "lib/net", "lib/images"],
  ["lib/ratelimit"],
  ["lib/platforms"],
  ["lib/auth"],
  ["lib/schemas"],
  ["lib/audit"],
  ["lib/notifications"],
  ["lib/media"],
  ["lib/users"],
  ["lib/keys"],
  ["lib/workspaces"],
  ["lib/usage"],
  ["lib/brands"],
  ["lib/content"],
  ["lib/pacing"],
  ["lib/connections"],
  ["lib/webhooks"],
  ["lib/publishing"],
  ["lib/metrics"],
  ["lib/approvals"],
  ["lib/posts"],
  ["lib/queue"],
  ["lib/api"],
  ["lib/openapi"],
  ["lib/mcp", "lib/http"],
  ["lib/local-runtime", "inngest"],
  ["lib/client"],
  ["components"],
  ["app", "instrumentation.ts"],
];
const asPath = (place) => `./${place}`;
const LAYER_ZONES = LAYERS.slice(0, -1).map((layer, index) => ({
  target: layer.map(asPath),
  from: LAYERS.slice(index + 1).flat().map(asPath),
  message: `${layer.join(", ")} must not import a higher layer (docs/architecture.md, "Layers").`,
}));

const TEST_SIDE_ZONE = {
  target: ["./app", "./components", "./lib", "./inngest", "./instrumentation.ts"],
  from: "./lib/testing",
  message: "Production code must not import test support (@/lib/testing/*).",
};

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: ["lib/db/generated/**", ".next/**", "node_modules/**", "test-results/**", "playwright-report/**", "next-env.d.ts"],
  },
  {
    settings: { "import/ignore": ["node_modules"] },
    rules: {
      // `_name` marks a value taken apart on purpose (rest destructuring) and left unused.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    files: APP_CODE,
    rules: {
      "no-restricted-imports": ["error", { paths: [ZOD_THROUGH_LIB], patterns: [ROOT_IMPORTS_ONLY] }],
      "import/no-cycle": ["error", { ignoreExternal: true }],
      "import/no-duplicates": "error",
    },
  },
  {
    // One entry for the rule (flat config lets a later entry of a rule replace an earlier one):
    // an import from a lower layer up to a higher one fails, and so does a production file that
    // imports test support, which would put loopback servers, fixtures or the contract checks
    // (ajv, the whole OpenAPI document) in the build. Tests and lib/testing itself may import it.
    files: APP_CODE,
    ignores: ["**/*.test.ts", "lib/testing/**"],
    rules: { "import/no-restricted-paths": ["error", { zones: [...LAYER_ZONES, TEST_SIDE_ZONE] }] },
  },
  {
    // Publishers are server code (platform API clients, credentials in clear); the registry the
    // components use is safe in the browser, these are not.
    files: ["components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [ZOD_THROUGH_LIB],
          patterns: [
            ROOT_IMPORTS_ONLY,
            {
              group: ["@/lib/platforms/publishers", "@/lib/platforms/*/publisher", "@/lib/platforms/publisher-kit/*"],
              message: "Publishers run on the server only; components use @/lib/platforms/registry.",
            },
          ],
        },
      ],
    },
  },
  {
    // Test code reads arbitrary JSON bodies; Playwright fixtures call their `use` argument,
    // which the hooks rule mistakes for React's `use`.
    files: ["**/*.test.ts", "lib/testing/**", "e2e/**", "scripts/**"],
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "react-hooks/rules-of-hooks": "off",
    },
  },
  {
    // The one module that imports zod's `z` itself; tests never run in a browser.
    files: ["lib/zod.ts", "lib/**/*.test.ts", "app/**/*.test.ts", "inngest/**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [ROOT_IMPORTS_ONLY] }],
    },
  },
];

export default config;
