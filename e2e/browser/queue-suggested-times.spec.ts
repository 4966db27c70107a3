import { expect, test } from "../support/fixtures";
import { setMemberRole } from "../support/database";
import { DESKTOP, saveScreenshotsAtBothWidths } from "../support/screenshots";
import { publishLive, storeReading } from "../support/seed-metrics";
import { createBrand, createDraft } from "../support/seed-posts";

// Issue 22, best times in the queue editor: the brand page's posting schedule proposes slots from
// GET /analytics/best-times, with the evidence of each (the brand's own history, seeded as the
// pipelines write it so the database's triggers build the hour rollups) or the general defaults,
// said as such; one click adds a suggestion through the editor's own save. Brands without a queue
// count hours in UTC, so the browser is in UTC too.

test.use({ locale: "en-US", timezoneId: "UTC" });

const DAY = 86_400_000;
const HOUR = 3_600_000;
const X_ENDPOINT = "GET /2/tweets?ids=…&tweet.fields=public_metrics";
const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

test("the queue editor suggests the general defaults without history, and the brand's best slots with their evidence once it has some", async ({ page, signedInUser, baseURL }) => {
  test.setTimeout(180_000);
  const origin = baseURL!;
  await page.setViewportSize(DESKTOP);

  // A new brand: nothing published, so the general defaults, with the reason said plainly.
  const fresh = await createBrand(page, origin, "Quiet Tea");
  await page.goto(`/brands/${fresh}`);
  const editor = page.getByTestId("queue-editor");
  const suggested = editor.getByTestId("suggested-times");
  await expect(suggested.getByTestId("suggested-source")).toContainText("Not enough history yet: general defaults.");
  await expect(suggested.getByTestId("suggested-source")).toContainText("Only 0 rated posts");
  await expect(suggested.getByTestId("suggested-slot")).toHaveCount(5);
  await expect(suggested.getByTestId("suggested-slot").first()).toContainText("Tuesday 9:00 AM — No posts of yours at this time yet");
  // One platform's suggestions say which platform they are for.
  await suggested.getByLabel("Suggestions for").selectOption({ label: "LinkedIn" });
  await expect(suggested.getByTestId("suggested-source")).toContainText("Not enough history yet: general defaults for LinkedIn.");
  await saveScreenshotsAtBothWidths(page, "queue-suggested-defaults");
  await page.setViewportSize(DESKTOP);

  // One click adds the suggestion and saves it.
  await suggested.getByRole("button", { name: "Add Tuesday 9:00 AM to the schedule" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Tuesday 9:00 AM added to the posting schedule" })).toBeVisible();
  await expect(editor.getByTestId("queue-slot")).toHaveText(["Tuesday 9:00 AMRemove"]);
  await expect(editor.getByTestId("suggested-slot").first()).toContainText("In the schedule");
  const saved = (await (await page.request.get(`/api/v1/brands/${fresh}/queue`)).json()).data.queue;
  expect(saved).toEqual({ timezone: "UTC", slots: [{ weekday: 2, time: "09:00" }] });

  // A brand with history: 15 X posts in 5 slots (3 each) over the last weeks, each slot's
  // engagement rate higher than the one before: (10·(j+1) likes + 2 comments + 1 share) / 1000 views.
  const brandId = await createBrand(page, origin, "Northwind Coffee");
  const midnight = Math.floor(Date.now() / DAY) * DAY;
  const expected: { weekday: number; hour: number; rate: string }[] = [];
  for (let j = 0; j < 5; j++) {
    for (let k = 1; k <= 3; k++) {
      const publishedAt = new Date(midnight - (k * 7 + j + 1) * DAY + (8 + 2 * j) * HOUR);
      if (k === 1) expected.push({ weekday: publishedAt.getUTCDay(), hour: 8 + 2 * j, rate: `${((10 * (j + 1) + 3) / 10).toFixed(1)}%` });
      const postId = await createDraft(page, origin, { content: `Roast notes ${j}-${k}`, platforms: ["x_twitter"], brand_id: brandId });
      const [x] = await publishLive(postId, ["x_twitter"], publishedAt, new Date(publishedAt.getTime() + 72 * HOUR));
      await storeReading(postId, x, "x_twitter", new Date(publishedAt.getTime() + 24 * HOUR), { views: 1000, reach: "not_offered", likes: 10 * (j + 1), comments: 2, shares: 1, clicks: "not_offered" }, X_ENDPOINT);
    }
  }
  const best = expected[4];
  const bestLabel = `${WEEKDAY_NAMES[best.weekday]} ${best.hour % 12 || 12}:00 ${best.hour < 12 ? "AM" : "PM"}`;

  await page.goto(`/brands/${brandId}`);
  await expect(suggested.getByTestId("suggested-source")).toContainText("From your history: the best engagement first.");
  await expect(suggested.getByTestId("suggested-source")).toContainText("15 rated posts");
  await expect(suggested.getByTestId("suggested-slot")).toHaveCount(5);
  await expect(suggested.getByTestId("suggested-slot").first()).toContainText(`${bestLabel} — 3 posts, engagement ${best.rate}`);
  await saveScreenshotsAtBothWidths(page, "queue-suggested-history");
  await page.setViewportSize(DESKTOP);

  await suggested.getByRole("button", { name: `Add ${bestLabel} to the schedule` }).click();
  await expect(editor.getByTestId("queue-slot")).toHaveText([`${bestLabel}Remove`]);
  const queue = (await (await page.request.get(`/api/v1/brands/${brandId}/queue`)).json()).data.queue;
  expect(queue.slots).toEqual([{ weekday: best.weekday, time: `${String(best.hour).padStart(2, "0")}:00` }]);

  // A viewer may not edit the queue: no suggestions are offered.
  await setMemberRole(signedInUser.email, "viewer");
  await page.reload();
  await expect(editor.getByTestId("queue-slot")).toHaveCount(1);
  await expect(editor.getByTestId("suggested-times")).toHaveCount(0);
});
