import pg from "pg";
import { expect, test } from "../support/fixtures";
import { DESKTOP, saveScreenshotsAtBothWidths } from "../support/screenshots";

// The calendar reads only the range it shows (GET /posts?from&to, walked by cursor), so an old
// month is complete however many posts the account holds. The account here has 2,190 published
// posts over two years, more than the 2,000 the calendar used to fetch newest first.

const PER_DAY = 3;
const DAYS = 730;

test.use({ timezoneId: "Europe/Berlin" });

test("an old month of an account with more than 2,000 published posts shows every one of its posts", async ({ page, signedInUser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  let expected: number;
  let month: string;
  try {
    // Three posts a day at 09:00, 12:00 and 15:00 UTC (the same day in Berlin), the last DAYS days.
    await client.query(
      `INSERT INTO posts (id, user_id, content, platforms, status, source, scheduled_at, published_at, created_at, updated_at)
       SELECT gen_random_uuid(), u.id, 'Archive post ' || d || '-' || h, ARRAY['linkedin'], 'published', 'manual', at, at, at, at
       FROM users u,
            generate_series(1, $2::int) AS d,
            generate_series(0, $3::int - 1) AS h,
            LATERAL (SELECT date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - d * interval '1 day' + (9 + 3 * h) * interval '1 hour' AS at) AS t
       WHERE u.email = $1`,
      [signedInUser.email, DAYS, PER_DAY],
    );
    const total = await client.query(`SELECT count(*)::int AS n FROM posts p JOIN users u ON u.id = p.user_id WHERE u.email = $1`, [signedInUser.email]);
    expect(total.rows[0].n).toBe(DAYS * PER_DAY);
    // A month about 22 months back: created long before the newest 2,000 posts.
    const old = await client.query(
      `SELECT to_char(m, 'YYYY-MM') AS month,
              (SELECT count(*)::int FROM posts p JOIN users u ON u.id = p.user_id
                WHERE u.email = $1 AND p.published_at >= m AND p.published_at < m + interval '1 month') AS n
       FROM (SELECT date_trunc('month', now() AT TIME ZONE 'UTC' - interval '22 months') AT TIME ZONE 'UTC' AS m) AS x`,
      [signedInUser.email],
    );
    month = old.rows[0].month;
    expected = old.rows[0].n;
  } finally {
    await client.end();
  }
  expect(expected).toBeGreaterThanOrEqual(28 * PER_DAY);

  const postRequests: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/v1/posts") postRequests.push(url.search);
  });

  await page.goto(`/calendar?date=${month}-15`);
  await expect(page.getByRole("heading", { name: /^Posts in / })).toBeVisible();
  await expect(page.getByTestId("agenda-item")).toHaveCount(expected);
  await expect(page.getByTestId("agenda-item").filter({ hasText: "Archive post" }).first()).toBeVisible();
  await saveScreenshotsAtBothWidths(page, "calendar-old-month");

  // Every list request was for the shown range, never the account's whole history.
  expect(postRequests.length).toBeGreaterThan(0);
  for (const search of postRequests) {
    const query = new URLSearchParams(search);
    expect(query.get("from"), search).toBeTruthy();
    const days = (Date.parse(query.get("to")!) - Date.parse(query.get("from")!)) / 86_400_000;
    expect(days, search).toBeLessThanOrEqual(42);
  }
});
