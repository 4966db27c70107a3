// Helpers for vitest integration tests that call route handlers directly (no server).
// `import { makeRequest, createTestUser, sessionHeaders, describeDb } from "@/lib/testing"`.
export { makeRequest, readJson, routeParams, TEST_BASE_URL, type MakeRequestOptions } from "@/lib/testing/make-request";
export { sessionCookieFor, sessionHeaders, SESSION_COOKIE_NAME } from "@/lib/testing/session-cookie";
export { createTestUser, uniqueEmail, TEST_PASSWORD } from "@/lib/testing/test-user";
export { describeDb, hasTestDatabase, onPglite, resetRateLimits, testDbKind } from "@/lib/testing/test-database";
