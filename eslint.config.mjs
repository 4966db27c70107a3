import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

// Next's own rules (React, hooks, accessibility, Next.js) plus import rules that keep the
// layout honest: one import style (`@/` from the project root, never a relative path), no
// import cycles, one import statement per module.
const APP_CODE = ["lib/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "app/**/*.{ts,tsx}", "inngest/**/*.{ts,tsx}", "instrumentation.ts"];
const ROOT_IMPORTS_ONLY = { group: ["./*", "../*"], message: "Import with the `@/` root path." };
// Schemas are made with lib/zod.ts's `z`, which keeps zod from probing eval under the pages' CSP.
const ZOD_THROUGH_LIB = { name: "zod", importNames: ["z"], allowTypeImports: true, message: 'Import `z` from "@/lib/zod".' };

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
    // lib/platforms is the layer the others build on (one folder per platform): publishing,
    // content and connections import it, never the reverse.
    files: ["lib/platforms/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [ZOD_THROUGH_LIB],
          patterns: [
            ROOT_IMPORTS_ONLY,
            { group: ["@/lib/publishing/*", "@/lib/content/*", "@/lib/connections/*", "@/lib/pacing/*"], message: "lib/platforms must not depend on the features built on it." },
          ],
        },
      ],
    },
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
    // Test support stays on the test side: a production file importing lib/testing would put
    // loopback servers, fixtures or the contract checks (ajv, the whole OpenAPI document) in the
    // build. Tests and lib/testing itself may import it.
    files: APP_CODE,
    ignores: ["**/*.test.ts", "lib/testing/**"],
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: ["./app", "./components", "./lib", "./inngest", "./instrumentation.ts"],
              from: "./lib/testing",
              message: "Production code must not import test support (@/lib/testing/*).",
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
