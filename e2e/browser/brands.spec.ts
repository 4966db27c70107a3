import { expect, test } from "../support/fixtures";
import { DESKTOP, MOBILE, saveScreenshot, saveScreenshotsAtBothWidths } from "../support/screenshots";

// Brands in the browser: create a brand, extract a voice from pasted posts, preview it, use it,
// see it survive a reload, edit the tone and save, and get told plainly about a bad website.
// The list, the brand page and the extraction preview are screenshotted at 1280 and 390 wide.


const SAMPLES = [
  "Fresh beans just landed from our partner farm in Huila! 🌱 Small batch, big flavour. Come taste the difference this weekend.",
  "We believe great coffee starts with fair trade. Every cup you buy supports the farmers who grow it. Thank you for being part of our community!",
  "New in store: our single-origin Ethiopian roast. Bright, floral and a little bit wild. Come taste the difference this weekend.",
  "Rainy Monday? Grab a warm flat white and a cinnamon bun. Our baristas are ready for you from 7am. Small batch, big flavour.",
  "Sustainability matters to us. Bring your own cup and get 10% off every drink, every day. Let's cut waste together!",
  "Behind the scenes: roasting day at the workshop. Our head roaster checks every batch by hand, because details matter.",
].join("\n\n");


test.describe("browser: brands and voice profiles", () => {
  test.setTimeout(120_000);

  test("create a brand, extract a voice, use it, edit the tone", async ({ page, signedInUser }) => {
    void signedInUser;
    await page.setViewportSize(DESKTOP);

    // Empty list, with an inviting first step.
    await page.goto("/brands");
    await expect(page.getByRole("heading", { level: 1, name: "Brands" })).toBeVisible();
    await expect(page.getByText("No brands yet")).toBeVisible();
    await saveScreenshotsAtBothWidths(page, "brands-empty");

    // A bad website is refused in the dialog, next to the field.
    await page.getByRole("button", { name: "Create your first brand" }).click();
    const dialog = page.getByRole("dialog", { name: "New brand" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Name").fill("Northwind Coffee");
    await dialog.getByLabel("Website").fill("ftp://northwind.example");
    await dialog.getByRole("button", { name: "Create brand" }).click();
    await expect(dialog.getByText("The address must start with https:// or http://.")).toBeVisible();
    await expect(dialog.getByLabel("Website")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Website")).toBeFocused();
    await saveScreenshot(page, "brands-create-invalid-1280", { fullPage: false });

    // A good one creates the brand and opens its page, which invites an extraction.
    await dialog.getByLabel("Website").fill("https://northwind.example");
    await dialog.getByRole("button", { name: "Create brand" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "“Northwind Coffee” created" })).toBeVisible();
    await page.waitForURL(/\/brands\/[0-9a-f-]{36}$/);
    const brandUrl = page.url();
    await expect(page.getByRole("heading", { level: 1, name: "Northwind Coffee" })).toBeVisible();
    await expect(page.getByText("This brand has no voice yet")).toBeVisible();
    await saveScreenshotsAtBothWidths(page, "brand-no-voice");

    // Extract from pasted posts: progress, then a preview that is not saved yet.
    await page.getByRole("button", { name: "Extract from sample posts" }).click();
    await expect(page.getByLabel("Sample posts")).toBeFocused();
    await page.getByLabel("Sample posts").fill(SAMPLES);
    await expect(page.getByText("6 posts ·")).toBeVisible();
    // Hold the request a moment so that the progress state can be seen.
    await page.route("**/voice/extract", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole("button", { name: "Extract voice" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Extracting…" })).toBeVisible();
    await expect(page.getByLabel("Sample posts")).toBeDisabled();
    await saveScreenshot(page, "brand-extract-progress-1280", { fullPage: false });
    const preview = page.getByRole("region", { name: "Extracted voice: preview" });
    await expect(preview).toBeVisible({ timeout: 30_000 });
    await expect(preview.getByText("Unsaved")).toBeVisible();
    await page.unroute("**/voice/extract");
    await expect(preview.getByRole("meter", { name: "Confidence of the extracted profile" })).toBeVisible();
    await expect(page.getByText("This brand has no voice yet")).toBeVisible();
    await saveScreenshotsAtBothWidths(page, "brand-extract-preview");

    // Nothing was saved by the preview.
    const before = await page.request.get(`/api/v1/brands/${brandUrl.split("/").pop()}/voice`);
    expect(before.status()).toBe(404);

    await preview.getByRole("button", { name: "Use this profile" }).click();
    await expect(preview).toBeHidden();
    await expect(page.getByTestId("toast").filter({ hasText: "Voice profile saved" })).toBeVisible();
    await expect(page.getByRole("meter", { name: "Confidence of the voice profile" })).toBeVisible();

    const saved = await page.request.get(`/api/v1/brands/${brandUrl.split("/").pop()}/voice`);
    expect(saved.status()).toBe(200);
    const voice = (await saved.json()).data.voice as { personality_traits: string[]; tone_attributes: { formality: number } };

    // A reload shows the saved values.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Northwind Coffee" })).toBeVisible();
    const formality = page.getByRole("slider", { name: "Formality" });
    await expect(formality).toHaveValue(String(voice.tone_attributes.formality));
    for (const trait of voice.personality_traits.slice(0, 3)) {
      await expect(page.getByRole("button", { name: `Remove trait “${trait}”` })).toBeVisible();
    }
    await saveScreenshotsAtBothWidths(page, "brand-voice");

    // Edit a slider with the keyboard and save.
    await formality.focus();
    await formality.press("Home");
    for (let i = 0; i < 9; i += 1) await formality.press("PageUp");
    await expect(formality).toHaveValue("0.9");
    await expect(page.getByText("You have unsaved changes.")).toBeVisible();
    await page.getByRole("button", { name: "Save voice profile" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Voice profile saved" }).last()).toBeVisible();
    await page.reload();
    await expect(page.getByRole("slider", { name: "Formality" })).toHaveValue("0.9");

    // Extracting again compares with the saved profile; Discard leaves it untouched.
    await page.getByLabel("Sample posts").fill(SAMPLES.split("\n\n").slice(0, 3).join("\n\n"));
    await page.getByRole("button", { name: "Extract voice" }).click();
    await expect(preview).toBeVisible({ timeout: 30_000 });
    await expect(preview.getByText("Current", { exact: true }).first()).toBeAttached();
    await saveScreenshotsAtBothWidths(page, "brand-extract-preview-compare");
    await preview.getByRole("button", { name: "Discard" }).click();
    await expect(preview).toBeHidden();
    await expect(page.getByLabel("Sample posts")).toBeFocused();
    await expect(page.getByRole("slider", { name: "Formality" })).toHaveValue("0.9");

    // A validation message for a required field, shown next to it.
    const structure = page.getByLabel("Sentence structure");
    await structure.fill("");
    await page.getByRole("button", { name: "Save voice profile" }).click();
    await expect(page.getByText(/Describe how the brand builds its sentences/)).toBeVisible();
    await expect(structure).toBeFocused();
    await saveScreenshot(page, "brand-voice-invalid-1280", { fullPage: false });

    // The brand's website is checked when edited too.
    await page.getByRole("button", { name: "Reset" }).first().click();
    const website = page.getByRole("form", { name: "Brand details" }).getByLabel("Website");
    await website.fill("not a url");
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByText(/Enter a full web address/)).toBeVisible();

    // The list shows the brand with its voice confidence.
    await page.goto("/brands");
    const card = page.getByTestId("brand-card").filter({ hasText: "Northwind Coffee" });
    await expect(card).toBeVisible();
    await expect(card.getByText("northwind.example")).toBeVisible();
    await expect(card.getByRole("meter", { name: "Voice confidence" })).toBeVisible();
    await saveScreenshotsAtBothWidths(page, "brands-list");
  });

  test("a website without a scheme is refused with a readable message at 390 px", async ({ page, signedInUser }) => {
    void signedInUser;
    await page.setViewportSize(MOBILE);
    await page.goto("/brands");
    await page.getByRole("button", { name: /New brand/ }).click();
    const dialog = page.getByRole("dialog", { name: "New brand" });
    await dialog.getByLabel("Name").fill("Mobile Brand");
    await dialog.getByLabel("Website").fill("mobile.example");
    await dialog.getByRole("button", { name: "Create brand" }).click();
    await expect(dialog.getByText(/Enter a full web address starting with https:\/\//)).toBeVisible();
    await saveScreenshot(page, "brands-create-invalid-390", { fullPage: false });
  });

  test("an unknown brand says so, with a way back", async ({ page, signedInUser }) => {
    void signedInUser;
    await page.setViewportSize(DESKTOP);
    await page.goto("/brands/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { level: 1, name: "Brand not found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to your brands" }).click();
    await page.waitForURL("**/brands");
    await page.goto("/brands/not-a-uuid");
    await expect(page.getByRole("heading", { level: 1, name: "Brand not found" })).toBeVisible();
  });

  test("write a voice by hand: required fields are named, then it is created", async ({ page, signedInUser, baseURL }) => {
    void signedInUser;
    await page.setViewportSize(MOBILE);
    const created = await page.request.post("/api/v1/brands", {
      data: { name: "Hand Made", website: "https://handmade.example" },
      headers: { origin: baseURL! },
    });
    expect(created.status()).toBe(201);
    const { brand } = (await created.json()).data as { brand: { id: string } };

    await page.goto(`/brands/${brand.id}`);
    await page.getByRole("button", { name: "Write it by hand" }).click();
    await expect(page.getByLabel("Personality traits")).toBeFocused();
    await page.keyboard.type("bold, playful");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Remove trait “playful”" })).toBeVisible();
    // Keyboard: Shift+Tab from the input reaches the last chip's remove button, with a focus ring.
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("button", { name: "Remove trait “playful”" })).toBeFocused();
    await saveScreenshot(page, "brand-voice-focus-390", { fullPage: false });
    await page.keyboard.press("Tab");
    await page.getByRole("button", { name: "+ Add theme" }).click();
    await expect(page.getByLabel("Theme 1", { exact: true })).toBeFocused();
    await page.getByRole("button", { name: "Create voice profile" }).click();
    await expect(page.getByText(/Describe how the brand builds its sentences/)).toBeVisible();
    await expect(page.getByText("Name the theme, or remove it.")).toBeVisible();
    await expect(page.getByText("2 fields need attention.")).toBeVisible();
    await expect(page.getByLabel("Sentence structure")).toBeFocused();
    await saveScreenshot(page, "brand-voice-by-hand-invalid-390", { fullPage: false });

    await page.getByLabel("Sentence structure").fill("Short sentences. Lots of verbs.");
    await page.getByLabel("Theme 1", { exact: true }).fill("Craft");
    await page.getByLabel("Keywords for Craft").fill("handmade, wood");
    await page.getByLabel("Keywords for Craft").press("Enter");
    await page.getByRole("button", { name: "Create voice profile" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Voice profile created" })).toBeVisible();
    const voice = await page.request.get(`/api/v1/brands/${brand.id}/voice`);
    const saved = (await voice.json()).data.voice;
    expect(saved.personality_traits).toEqual(["bold", "playful"]);
    expect(saved.content_themes).toEqual([{ theme: "Craft", keywords: ["handmade", "wood"] }]);
    expect(saved.confidence_score).toBe(1);
  });

  test("loading placeholders keep the layout, and a failed load offers a retry", async ({ page, signedInUser, baseURL }) => {
    void signedInUser;
    await page.setViewportSize(DESKTOP);
    const created = await page.request.post("/api/v1/brands", {
      data: { name: "Slow Brand", website: "https://slow.example" },
      headers: { origin: baseURL! },
    });
    const { brand } = (await created.json()).data as { brand: { id: string } };

    // Hold the API answers: the skeletons show where the content will be.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/v1/brands**", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/brands");
    await expect(page.getByRole("status", { name: "Loading your brands" })).toBeVisible();
    await saveScreenshot(page, "brands-loading-1280", { fullPage: false });
    release();
    await expect(page.getByTestId("brand-card").filter({ hasText: "Slow Brand" })).toBeVisible();
    await page.unroute("**/api/v1/brands**");

    // A failing list load says so and retries.
    let fail = true;
    await page.route("**/api/v1/brands", async (route) => {
      if (fail) {
        await route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ ok: false, error: { code: "internal_error", message: "Something went wrong on our side." } }) });
      } else await route.continue();
    });
    await page.goto("/brands");
    const alert = page.getByRole("alert").filter({ hasText: "Your brands could not be loaded" });
    await expect(alert).toContainText("Something went wrong on our side.");
    await saveScreenshot(page, "brands-error-1280", { fullPage: false });
    fail = false;
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByTestId("brand-card").filter({ hasText: "Slow Brand" })).toBeVisible();
    await page.unroute("**/api/v1/brands");

    // The brand page's placeholder.
    let releaseBrand!: () => void;
    const heldBrand = new Promise<void>((resolve) => (releaseBrand = resolve));
    await page.route(`**/api/v1/brands/${brand.id}**`, async (route) => {
      await heldBrand;
      await route.continue();
    });
    await page.goto(`/brands/${brand.id}`);
    await expect(page.getByRole("status", { name: "Loading the brand" })).toBeVisible();
    await saveScreenshot(page, "brand-loading-1280", { fullPage: false });
    releaseBrand();
    await expect(page.getByRole("heading", { level: 1, name: "Slow Brand" })).toBeVisible();
  });
});
