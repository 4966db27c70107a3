import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { DESKTOP, saveScreenshotsAtBothWidths } from "../support/screenshots";

// Asking the composer for a thread (content type "Thread"): X and Bluesky get a post and its
// replies, which fill each card's thread editor, every part within its limit and in the order the
// API wrote them; LinkedIn gets one post and no thread. Saved as a draft, each platform keeps its
// thread as its version's `thread`.

const card = (page: Page, platform: string) => page.locator(`[data-testid="compose-platform"][data-platform="${platform}"]`);
const GOAL =
  "Tell the story of our new autumn single origin: beans from one farm in Huila, roasted light on Tuesdays, tasted by the whole team for a month before we said yes. " +
  "It is in the shop from Monday, with a free cup for everyone who brings a reusable mug in the first week, and a brewing class on Saturday at 9.";
const CONTEXT = "Link: https://northwind.example/huila. Price $14 for 250 g. Notes of red apple, panela and cocoa. The class is free, 12 seats, sign up in the shop.";
type Item = { platform: string; text: string; thread?: string[]; characterCount: number };
const LIMITS = { x_twitter: 280, bluesky: 300 } as const;
const graphemes = (text: string) => [...new Intl.Segmenter("en", { granularity: "grapheme" }).segment(text)].length;

test("a generated thread fills the thread editor of X and Bluesky, each part within its limit; LinkedIn gets one post", async ({ page, signedInUser, baseURL }) => {
  test.setTimeout(180_000);
  expect(signedInUser.email).toBeTruthy();
  await page.setViewportSize(DESKTOP);
  const origin = { origin: baseURL! };
  const brandId = (await (await page.request.post("/api/v1/brands", { data: { name: "Northwind Threads", website: "https://northwind.example" }, headers: origin })).json()).data.brand.id as string;
  const voice = await page.request.put(`/api/v1/brands/${brandId}/voice`, {
    headers: origin,
    data: {
      personality_traits: ["warm", "curious"],
      tone_attributes: { formality: 0.3, energy: 0.7, warmth: 0.8 },
      language_patterns: { vocabulary_level: "moderate", sentence_structure: "short, friendly sentences", signature_phrases: ["good mornings start here"] },
      content_themes: [{ theme: "coffee craft", keywords: ["roast", "single origin", "brew"] }],
    },
  });
  expect(voice.ok(), await voice.text()).toBeTruthy();

  await page.goto("/create");
  for (const name of [/^X/, /Bluesky/, /LinkedIn/]) await page.getByRole("checkbox", { name }).check();
  await page.getByLabel("Variations").selectOption("1");
  await page.getByLabel("Content type").selectOption("thread");
  await expect(page.getByTestId("compose-thread-hint")).toHaveText(/X, Bluesky: a thread.*LinkedIn: one post/);
  await page.getByLabel("Goal").fill(GOAL);
  await page.getByLabel(/Additional context/).fill(CONTEXT);
  const answer = page.waitForResponse((res) => res.url().endsWith("/api/v1/content/generate") && res.request().method() === "POST");
  await page.getByRole("button", { name: "Generate posts" }).click();
  const generated = (await (await answer).json()).data as { contents: Item[]; notes: { kind: string; platform?: string; message: string }[] };
  expect(generated.notes).toEqual([{ kind: "thread_not_published", platform: "linkedin", message: expect.stringMatching(/^linkedin \(LinkedIn\) does not publish a thread/) }]);

  for (const platform of ["x_twitter", "bluesky"] as const) {
    const item = generated.contents.find((content) => content.platform === platform)!;
    expect(item.thread!.length).toBeGreaterThan(0);
    const parts = card(page, platform).getByTestId("compose-thread-part");
    await expect(parts).toHaveCount(item.thread!.length);
    await expect(card(page, platform).getByRole("textbox").first()).toHaveValue(item.text);
    // In order, as the API wrote them; the editor's own counter (the platform's count) finds none over.
    for (const [index, text] of item.thread!.entries()) {
      await expect(parts.nth(index).getByRole("textbox")).toHaveValue(text);
      await expect(parts.nth(index)).not.toHaveAttribute("data-over", /.*/);
      if (platform === "bluesky") expect(graphemes(text)).toBeLessThanOrEqual(LIMITS.bluesky);
    }
    expect(item.characterCount).toBeLessThanOrEqual(LIMITS[platform]);
  }
  await expect(card(page, "linkedin").getByTestId("compose-thread-part")).toHaveCount(0);
  await saveScreenshotsAtBothWidths(page, "composer-generated-thread");
  await page.setViewportSize(DESKTOP);

  await page.getByRole("button", { name: "Save draft" }).click();
  await page.waitForURL(/\/posts\/[0-9a-f-]{36}$/);
  const post = (await (await page.request.get(`/api/v1/posts/${page.url().split("/").pop()}`)).json()).data.post;
  for (const platform of ["x_twitter", "bluesky"] as const) {
    const item = generated.contents.find((content) => content.platform === platform)!;
    const thread = post.versions[platform]?.thread ?? post.thread;
    expect(thread).toEqual(item.thread);
  }
  expect(post.versions.linkedin?.thread ?? []).toEqual([]);
});
