import type { HttpTarget } from "./latency";
import type { ScaleAccount } from "./scale-account";

// What `npm run bench:scale` measures at each size, as HTTP requests to the production
// server, and the same requests as in-process calls for their query plans.

const DAY_MS = 86_400_000;
export const DEEP_PAGE = 1000;

/** The calendar's month view: six weeks from a local midnight (UTC−5) five weeks back, as the month grid shows. */
export function calendarRange(anchor: Date): { from: string; to: string } {
  const from = new Date(Math.floor((anchor.getTime() - 35 * DAY_MS) / DAY_MS) * DAY_MS + 5 * 3_600_000);
  return { from: from.toISOString(), to: new Date(from.getTime() + 42 * DAY_MS).toISOString() };
}

/** Follows next_cursor from page 1 (limit 50) to page `page`, or to the last page of a smaller account. */
export async function walkToPage(serverUrl: string, apiKey: string, page: number): Promise<{ cursor: string | null; page: number }> {
  let cursor: string | null = null;
  let reached = 1;
  for (; reached < page; reached++) {
    const response: Response = await fetch(`${serverUrl}/api/v1/posts?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, {
      headers: { authorization: `Bearer ${apiKey}` },
    });
    if (!response.ok) throw new Error(`walking the cursor: page ${reached} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    const next: string | null = (await response.json()).data.pagination.next_cursor;
    if (next === null) break;
    cursor = next;
  }
  return { cursor, page: reached };
}

export type ScaleTargetInput = { serverUrl: string; account: ScaleAccount; sessionCookie: string; deepCursor: string | null };

export function scaleTargets({ serverUrl, account, sessionCookie, deepCursor }: ScaleTargetInput): HttpTarget[] {
  const key = { authorization: `Bearer ${account.apiKey}` };
  const posts = `${serverUrl}/api/v1/posts`;
  const { from, to } = calendarRange(account.anchor);
  return [
    { key: "bare", label: "baseline: bare route, the list statement only", url: `${serverUrl}/api/bench/posts?workspace_id=${account.workspaceId}`, headers: {} },
    { key: "page1", label: "GET /posts page 1", url: `${posts}?limit=50`, headers: key },
    { key: "deep", label: `GET /posts page ${DEEP_PAGE} by cursor`, url: deepCursor ? `${posts}?limit=50&cursor=${encodeURIComponent(deepCursor)}` : `${posts}?limit=50`, headers: key },
    { key: "filtered", label: "GET /posts brand + status", url: `${posts}?limit=50&brand_id=${account.brandIds[0]}&status=published`, headers: key },
    { key: "month", label: "GET /posts calendar month (from/to)", url: `${posts}?limit=100&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, headers: key },
    { key: "dashboard", label: "dashboard home (GET /dashboard)", url: `${serverUrl}/dashboard`, headers: { cookie: sessionCookie } },
    { key: "usage", label: "GET /usage", url: `${serverUrl}/api/v1/usage`, headers: key },
    // Analytics of the account's first (common) brand over the default range, the last 30 days.
    { key: "analytics", label: "GET /analytics (30 days by day)", url: `${serverUrl}/api/v1/analytics?brand_id=${account.brandIds[0]}`, headers: key },
    { key: "bestTimes", label: "GET /analytics/best-times", url: `${serverUrl}/api/v1/analytics/best-times?brand_id=${account.brandIds[0]}`, headers: key },
    { key: "topPosts", label: "GET /analytics/top-posts (30 days)", url: `${serverUrl}/api/v1/analytics/top-posts?brand_id=${account.brandIds[0]}`, headers: key },
  ];
}

/** What each target's answer must show before it is measured, so a broken setup fails loudly. */
export function expectedAnswer(key: string): (body: string) => string | null {
  if (key === "dashboard") return (body) => (body.includes("Welcome") ? null : "not the dashboard home");
  if (key === "usage") return (body) => (JSON.parse(body).ok ? null : "not a usage report");
  // The seeded readings must be counted, or the analytics targets would time an empty answer.
  if (key === "analytics") return (body) => (JSON.parse(body).data?.analytics?.totals?.deliveries > 0 ? null : "no deliveries counted");
  if (key === "bestTimes") return (body) => (JSON.parse(body).data?.best_times?.source === "history" ? null : "best times not from the history");
  if (key === "topPosts") return (body) => (JSON.parse(body).data?.top_posts?.posts?.length > 0 ? null : "no top posts");
  return (body) => {
    const json = JSON.parse(body);
    const posts = json.posts ?? json.data?.posts;
    return Array.isArray(posts) && posts.length > 0 ? null : "no posts listed";
  };
}
