import { describe, expect, it } from "vitest";
import {
  draftFromPicks,
  draftOfPost,
  emptyDraft,
  imageChoiceOf,
  imageFor,
  pickPlatformText,
  platformsAwaitingOwnImage,
  platformsOverLimit,
  postBodyOf,
  postImagesOf,
  revertToDefault,
  setDefaultText,
  setImageChoice,
  setPlatformImage,
  setPlatformText,
  setPostImages,
  textFor,
  versionsOf,
} from "@/lib/client/compose-draft";
import { composeErrorsOf } from "@/lib/client/compose-errors";
import { ApiRequestError } from "@/lib/client/api-error";
import { moveItem } from "@/lib/client/move-item";
import { frameText } from "@/lib/platforms/display/frame-text";

describe("compose draft: one default text, per-platform own texts", () => {
  it("builds the versions payload from one pick per platform: the first platform's pick is the default, the others differ", () => {
    const base = emptyDraft("b1", ["instagram", "x_twitter", "linkedin", "bluesky"]);
    const draft = draftFromPicks(base, { x_twitter: "X v2", instagram: "IG v1", linkedin: "LI v1", bluesky: "IG v1" });
    expect(draft.content).toBe("IG v1");
    expect(versionsOf(draft)).toEqual({ x_twitter: { content: "X v2" }, linkedin: { content: "LI v1" } });
    expect(textFor(draft, "bluesky")).toBe("IG v1");
    expect(postBodyOf(draft)).toEqual({ content: "IG v1", platforms: ["instagram", "x_twitter", "linkedin", "bluesky"], brand_id: "b1", image_url: null, versions: { x_twitter: { content: "X v2" }, linkedin: { content: "LI v1" } }, thread: [], first_comment: null });
  });

  it("picking another variation keeps every other platform's text (edits included) and derives the default again", () => {
    let draft = draftFromPicks(emptyDraft("b", ["x_twitter", "linkedin", "threads"]), { x_twitter: "X1", linkedin: "L1", threads: "T1" });
    draft = setPlatformText(draft, "linkedin", "L1 edited");
    draft = pickPlatformText(draft, "x_twitter", "X2");
    expect(draft.content).toBe("X2");
    expect(versionsOf(draft)).toEqual({ linkedin: { content: "L1 edited" }, threads: { content: "T1" } });
    draft = pickPlatformText(draft, "threads", "X2");
    expect(versionsOf(draft)).toEqual({ linkedin: { content: "L1 edited" } });
  });

  it("stores only platforms whose text differs from the default, and only selected ones", () => {
    let draft = setDefaultText(emptyDraft("", ["x_twitter", "threads"]), "Hello");
    draft = setPlatformText(draft, "threads", "Hello");
    expect(versionsOf(draft)).toEqual({});
    draft = setPlatformText(draft, "threads", "Hello threads");
    draft = setPlatformText(draft, "linkedin", "Not selected");
    expect(versionsOf(draft)).toEqual({ threads: { content: "Hello threads" } });
    expect(revertToDefault(draft, "threads").own.threads).toBeUndefined();
    // The default catching up with a platform's own text makes it no longer its own.
    expect(versionsOf(setDefaultText(draft, "Hello threads"))).toEqual({});
    expect(postBodyOf(draft).brand_id).toBeNull();
  });

  it("when no platform publishes the default, the first platform's text is sent as the default", () => {
    let mixed = draftFromPicks(emptyDraft("", ["x_twitter", "linkedin"]), { x_twitter: "X1", linkedin: "L1" });
    mixed = setPlatformText(mixed, "x_twitter", "X1 edited");
    expect(postBodyOf(mixed)).toMatchObject({ content: "X1 edited", versions: { linkedin: { content: "L1" } } });
    expect(postBodyOf({ ...mixed, platforms: ["x_twitter"] })).toMatchObject({ content: "X1 edited", versions: {} });
  });

  it("an empty default with every platform written by hand sends the first platform's text as the default", () => {
    let draft = emptyDraft("", ["x_twitter", "bluesky"]);
    draft = setPlatformText(draft, "x_twitter", "For X");
    draft = setPlatformText(draft, "bluesky", "For Bluesky");
    const body = postBodyOf(draft);
    expect(body.content).toBe("For X");
    expect(body.versions).toEqual({ bluesky: { content: "For Bluesky" } });
  });

  it("flags the platform whose own text is over its limit, counted as the server counts", () => {
    let draft = setDefaultText(emptyDraft("", ["x_twitter", "linkedin"]), "short");
    expect(platformsOverLimit(draft)).toEqual([]);
    draft = setPlatformText(draft, "x_twitter", "a".repeat(281));
    expect(platformsOverLimit(draft)).toEqual(["x_twitter"]);
    draft = setPlatformText(draft, "x_twitter", `${"a".repeat(256)} https://example.com/${"b".repeat(80)}`); // a link counts 23
    expect(platformsOverLimit(draft)).toEqual([]);
  });

  it("reads a saved post back, in the registry's order", () => {
    const draft = draftOfPost({ content: "Base", versions: { threads: { content: "T" }, x_twitter: { content: "Base" } }, platforms: ["threads", "x_twitter"], brand_id: null, image_url: "https://x.example/a.jpg" });
    expect(draft).toEqual({ brandId: "", platforms: ["x_twitter", "threads"], content: "Base", own: { threads: "T" }, imageUrl: "https://x.example/a.jpg", ownImage: {} });
  });
});

describe("compose draft: each platform's image choice", () => {
  it("same as the post by default; none and its own image go into the versions, with or without own text", () => {
    let draft = setDefaultText({ ...emptyDraft("b", ["x_twitter", "linkedin", "instagram"]), imageUrl: "https://cdn.example/post.jpg" }, "Hello");
    expect(["x_twitter", "linkedin", "instagram"].map((p) => imageChoiceOf(draft, p as "x_twitter"))).toEqual(["same", "same", "same"]);
    draft = setImageChoice(draft, "linkedin", "none");
    draft = setImageChoice(draft, "instagram", "own");
    expect(platformsAwaitingOwnImage(draft)).toEqual(["instagram"]);
    expect(imageFor(draft, "instagram")).toBe("");
    draft = setPlatformImage(draft, "instagram", "https://cdn.example/square.jpg");
    draft = setPlatformText(draft, "instagram", "Hello IG");
    expect(platformsAwaitingOwnImage(draft)).toEqual([]);
    expect(imageFor(draft, "x_twitter")).toBe("https://cdn.example/post.jpg");
    expect(imageFor(draft, "linkedin")).toBe("");
    expect(postBodyOf(draft).versions).toEqual({ linkedin: { image_url: null }, instagram: { content: "Hello IG", image_url: "https://cdn.example/square.jpg" } });

    // Back to "same", then "own" again: the image it had is kept.
    draft = setImageChoice(draft, "instagram", "same");
    expect(postBodyOf(draft).versions).toEqual({ linkedin: { image_url: null }, instagram: { content: "Hello IG" } });
    draft = setImageChoice(draft, "instagram", "own");
    expect(imageFor(draft, "instagram")).toBe("https://cdn.example/square.jpg");
  });

  it("a saved post's image choices read back, an image-only version keeping the default text", () => {
    const draft = draftOfPost({ content: "Base", versions: { linkedin: { image_url: null }, x_twitter: { content: "X", image_url: "https://cdn.example/x.png" } }, platforms: ["linkedin", "x_twitter"], brand_id: null, image_url: "https://cdn.example/a.jpg" });
    expect(draft.own).toEqual({ x_twitter: "X" });
    expect(draft.ownImage).toEqual({ linkedin: null, x_twitter: "https://cdn.example/x.png" });
    expect(textFor(draft, "linkedin")).toBe("Base");
    expect(postBodyOf(draft).versions).toEqual({ linkedin: { image_url: null }, x_twitter: { content: "X", image_url: "https://cdn.example/x.png" } });
  });

  it("a version's own thread and first comment, set through the API, survive an edit of its text", () => {
    const saved = draftOfPost({
      content: "Base",
      versions: { x_twitter: { thread: ["Part two", "Part three"], first_comment: null }, bluesky: { content: "Sky", first_comment: "Link below" } },
      platforms: ["x_twitter", "bluesky", "linkedin"],
      brand_id: null,
      image_url: null,
    });
    const edited = { ...saved, content: "Base, edited" };
    expect(postBodyOf(edited)).toMatchObject({ content: "Base, edited" });
    expect(postBodyOf(edited).versions).toEqual({
      x_twitter: { thread: ["Part two", "Part three"] },
      bluesky: { content: "Sky", first_comment: "Link below" },
    });
    // A platform unselected in the composer sends nothing of its own.
    expect(postBodyOf({ ...edited, platforms: ["linkedin", "bluesky"] }).versions).toEqual({ bluesky: { content: "Sky", first_comment: "Link below" } });
  });
});

describe("compose draft: the post's images in order", () => {
  const a = "https://cdn.example/a.jpg";
  const b = "https://cdn.example/b.jpg";
  const c = "https://cdn.example/c.jpg";

  it("one image stays `image_url` alone, as clients always sent it; several are sent as `media` in order", () => {
    let draft = setPostImages(setDefaultText(emptyDraft("b", ["instagram"]), "Hi"), [a]);
    expect(postBodyOf(draft)).not.toHaveProperty("media");
    expect(postBodyOf(draft).image_url).toBe(a);
    draft = setPostImages(draft, [b, a, c]);
    expect(postImagesOf(draft)).toEqual([b, a, c]);
    expect(postBodyOf(draft)).toMatchObject({ image_url: b, media: [{ url: b }, { url: a }, { url: c }] });
  });

  it("once a list, removing images down to one or none sends the shorter list, so the saved post loses them too", () => {
    let draft = setPostImages(setDefaultText(emptyDraft("b", ["instagram"]), "Hi"), [a, b]);
    draft = setPostImages(draft, [b]);
    expect(postBodyOf(draft)).toMatchObject({ image_url: b, media: [{ url: b }] });
    draft = setPostImages(draft, []);
    expect(postBodyOf(draft)).toMatchObject({ image_url: null, media: [] });
  });

  it("a saved post with several images reads back as its list, and one image as before", () => {
    const post = { content: "Base", versions: {}, platforms: ["instagram"], brand_id: null, image_url: a, media: [{ url: a }, { url: c }] };
    expect(postImagesOf(draftOfPost(post))).toEqual([a, c]);
    expect(draftOfPost({ ...post, media: [{ url: a }] })).not.toHaveProperty("moreImages");
  });

  it("moving an image keeps the others in order; a move out of range changes nothing", () => {
    expect(moveItem([a, b, c], 0, 2)).toEqual([b, c, a]);
    expect(moveItem([a, b, c], 2, 0)).toEqual([c, a, b]);
    expect(moveItem([a, b, c], 1, 1)).toEqual([a, b, c]);
    expect(moveItem([a, b, c], 3, 0)).toEqual([a, b, c]);
    expect(moveItem([a, b, c], Number.NaN, 0)).toEqual([a, b, c]);
  });
});

describe("compose errors: the API's details placed next to the platform or field", () => {
  it("puts a problem of one image of the list by the images, without the field's prefix", () => {
    const error = new ApiRequestError("media[2].url: instagram: PNG is not accepted (only JPEG).", 400, "invalid_request", [{ field: "media[2].url", platform: "instagram" }]);
    expect(composeErrorsOf(error).fields.image_url).toBe("Instagram: PNG is not accepted (only JPEG).");
  });

  it("puts an over-limit version on its platform", () => {
    const error = new ApiRequestError("versions.x_twitter.content: x_twitter (X): 300 characters, limit 280.", 400, "invalid_request", [
      { field: "versions.x_twitter.content", platform: "x_twitter", limit: 280, actual: 300 },
    ]);
    const placed = composeErrorsOf(error);
    expect(placed.platforms.x_twitter).toBe("300 weighted characters, over X's limit of 280.");
    expect(placed.general).toBeNull();
  });

  it("puts image and brand problems by their fields, without the field's prefix", () => {
    const error = new ApiRequestError("image_url: Instagram cannot publish text alone; add an image_url or remove it.", 400, "invalid_request", [{ field: "image_url", platform: "instagram" }]);
    expect(composeErrorsOf(error).fields.image_url).toBe("Instagram cannot publish text alone; add an image_url or remove it.");
  });

  it("keeps a message without details above the buttons", () => {
    const placed = composeErrorsOf(new ApiRequestError("This brand has no queue slots.", 409, "no_queue_slot"));
    expect(placed).toEqual({ general: "This brand has no queue slots.", fields: {}, platforms: {}, platformImages: {} });
  });

  it("puts a version's image problem on that platform's image choice, only its own part of the message", () => {
    const error = new ApiRequestError("image_url: instagram: aspect ratio 3.2:1 is outside 4:5–1.91:1; versions.google_business.image_url: google_business: 100 px tall, less than 250 px.", 400, "invalid_request", [
      { field: "image_url", platform: "instagram" },
      { field: "versions.google_business.image_url", platform: "google_business" },
    ]);
    const placed = composeErrorsOf(error);
    expect(placed.platformImages).toEqual({ google_business: "100 px tall, less than 250 px." });
    expect(placed.fields.image_url).toContain("Instagram: aspect ratio 3.2:1");
    expect(placed.general).toBeNull();
  });
});

describe("preview frame words: nothing invented", () => {
  it("drops the unknown handle and keeps the brand's name", () => {
    expect(frameText("@{handle} · now", "Northwind")).toBe("now");
    expect(frameText("@{handle}.bsky.social · now", "Northwind")).toBe("now");
    expect(frameText("{handle}", "Northwind")).toBe("Northwind");
    expect(frameText("{brand}", "Northwind")).toBe("Northwind");
    expect(frameText(" ", "Northwind")).toBe(" ");
    expect(frameText("@{handle}", "Northwind")).toBe("Northwind");
    expect(frameText("{handle} ", "Northwind")).toBe("Northwind ");
  });
});
