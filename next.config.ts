import type { NextConfig } from "next";

const development = process.env.NODE_ENV !== "production";

// The pages' Content-Security-Policy. Next's App Router streams each page's data in inline
// <script> tags and React renders style attributes, so scripts and styles need 'unsafe-inline'
// (a per-request nonce would need a proxy and every page rendered per request). What it does
// stop: loading scripts, styles, fonts, frames and plugins from any other origin, fetches to
// other origins, <base> and form hijacks, and being framed (clickjacking). Images may come from
// anywhere, because post previews show the user's own image URLs (components/composer).
// `next dev` also needs eval (React's debugging) and its hot-reload websocket.
const pageCsp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ""}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http:",
  "font-src 'self' data:",
  `connect-src 'self'${development ? " ws: wss:" : ""}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const everyResponse = [
  { key: "Content-Security-Policy", value: pageCsp },
  // For browsers that predate frame-ancestors.
  { key: "X-Frame-Options", value: "DENY" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
];

// API answers are data, never documents: nothing may run or be framed in them, and no cache
// (browser, proxy, CDN) may keep one, above all the response that shows a new raw API key.
const apiResponse = [
  { key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" },
  { key: "Cache-Control", value: "no-store" },
];

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
  // When two entries set one header, the later wins: /api answers get their own CSP.
  async headers() {
    return [
      { source: "/:path*", headers: everyResponse },
      { source: "/api/:path*", headers: apiResponse },
    ];
  },
};

export default nextConfig;
