import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { DESKTOP, MOBILE, saveScreenshotsAtBothWidths } from "../support/screenshots";

// A thread's replies and the first comment drawn inside each platform's preview frame, as that
// platform shows them: on X, Bluesky and Threads a chain of replies by the same account beside
// avatars joined by a line (the first reply last); on Instagram the comment under the caption,
// on LinkedIn and Facebook in a grey bubble under the actions. Written in the fields below the
// preview; nothing is drawn while there is nothing to draw.

const card = (page: Page, platform: string) => page.locator(`[data-testid="compose-platform"][data-platform="${platform}"]`);
const frame = (page: Page, platform: string) => card(page, platform).getByTestId("preview-frame");

test.describe("browser: threads and first comments inside the previews", () => {
  test.setTimeout(120_000);

  for (const viewport of [DESKTOP, MOBILE]) {
    test(`replies chained and comments under the post, inside each frame, at ${viewport.width} px`, async ({ page, signedInUser }) => {
      expect(signedInUser.email).toBeTruthy();
      await page.setViewportSize(viewport);
      await page.goto("/posts/new");
      await page.getByLabel("Default text").fill("Harvest notes, in three parts. 1/3");
      for (const name of [/^X/, /Bluesky/, /Instagram/, /LinkedIn/]) await page.getByRole("checkbox", { name }).check();
      await expect(page.getByTestId("compose-platform")).toHaveCount(4);

      // Nothing follows yet: no reply, no comment, no line under the avatar.
      await expect(frame(page, "x_twitter").getByTestId("preview-thread-line")).toHaveCount(0);
      await expect(page.getByTestId("preview-thread-reply")).toHaveCount(0);
      await expect(page.getByTestId("preview-first-comment")).toHaveCount(0);

      // X: two replies and a first reply, drawn in X's frame in order, joined by the line.
      const x = card(page, "x_twitter");
      await x.getByRole("button", { name: "Make it a thread: add a reply" }).click();
      // An empty part shows where it goes.
      await expect(frame(page, "x_twitter").getByTestId("preview-thread-reply")).toContainText("Empty: write this part below.");
      await x.getByLabel(/^Part 2/).fill("A dry August brought the beans in early. 2/3");
      await x.getByRole("button", { name: "Add a reply" }).click();
      await x.getByLabel(/^Part 3/).fill("In the shop from Friday. 3/3");
      await x.getByRole("button", { name: "Add a first reply" }).click();
      await x.getByLabel(/^First reply/).fill("Order here: https://harvest.example/shop");
      const xReplies = frame(page, "x_twitter").getByTestId("preview-thread-reply");
      await expect(xReplies).toHaveCount(2);
      await expect(xReplies.nth(0)).toContainText("A dry August brought the beans in early. 2/3");
      await expect(xReplies.nth(0)).toContainText("2/3");
      await expect(xReplies.nth(1)).toContainText("In the shop from Friday. 3/3");
      await expect(frame(page, "x_twitter").getByTestId("preview-first-comment")).toContainText("Order here: https://harvest.example/shop");
      await expect(frame(page, "x_twitter").getByTestId("preview-first-comment")).toContainText("first reply");
      // The line under the post's avatar and under each reply but the last (the first reply).
      await expect(frame(page, "x_twitter").getByTestId("preview-thread-line")).toHaveCount(3);
      // In reading order: the post's text, then the replies, then the first reply, all inside the frame.
      const top = async (locator: ReturnType<Page["locator"]>) => (await locator.boundingBox())!.y;
      const postTop = await top(frame(page, "x_twitter").locator("textarea"));
      const firstReplyTop = await top(xReplies.nth(0));
      const lastTop = await top(frame(page, "x_twitter").getByTestId("preview-first-comment"));
      expect(postTop).toBeLessThan(firstReplyTop);
      expect(firstReplyTop).toBeLessThan(lastTop);
      // Bluesky, given no thread, keeps its frame as it was.
      await expect(frame(page, "bluesky").getByTestId("preview-thread-reply")).toHaveCount(0);

      // Instagram: the first comment under the caption, after the account's name.
      const instagram = card(page, "instagram");
      await instagram.getByRole("button", { name: "Add a first comment" }).click();
      await instagram.getByLabel(/^First comment/).fill("Tasting notes in the link in bio #coffee");
      const igComment = frame(page, "instagram").getByTestId("preview-first-comment");
      await expect(igComment).toContainText("Tasting notes in the link in bio #coffee");
      expect(await top(igComment)).toBeGreaterThan(await top(frame(page, "instagram").locator("textarea")));

      // LinkedIn: the comment in a bubble under the actions.
      const linkedin = card(page, "linkedin");
      await linkedin.getByRole("button", { name: "Add a first comment" }).click();
      await linkedin.getByLabel(/^First comment/).fill("Full notes on our site.");
      await expect(frame(page, "linkedin").getByTestId("preview-first-comment")).toContainText("Full notes on our site.");

      await saveScreenshotsAtBothWidths(page, `composer-preview-follow-ups-${viewport.width}`);
      await page.setViewportSize(viewport);

      // A part removed leaves the preview at once.
      await x.getByRole("button", { name: "Remove part 3 of the X thread" }).click();
      await expect(xReplies).toHaveCount(1);
      // The page fits the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  }
});
