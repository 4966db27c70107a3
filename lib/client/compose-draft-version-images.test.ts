import { describe, expect, it } from "vitest";
import { draftOfPost, emptyDraft, imagesFor, ownImagesOf, postBodyOf, setImageChoice, setPlatformImages, setPostImages, type ComposeDraft } from "@/lib/client/compose-draft";
import { composeErrorsOf } from "@/lib/client/compose-errors";
import { ApiRequestError } from "@/lib/client/api-error";

// A platform's own version choosing its own ordered list of images, as the post chooses its
// list: sent as `versions.<platform>.media` once it holds more than one, read back on edit.

const A = "https://cdn.example/media/a.jpg";
const B = "https://cdn.example/media/b.jpg";
const C = "https://cdn.example/media/c.jpg";

function draftWithPost(): ComposeDraft {
  const draft = { ...emptyDraft("", ["x_twitter", "instagram"]), content: "Roast day" };
  return setPostImages(draft, ["https://cdn.example/post.jpg"]);
}

describe("a version's own image list", () => {
  it("one own image is sent as image_url, as before; several as media in their order", () => {
    let draft = setImageChoice(draftWithPost(), "instagram", "own");
    draft = setPlatformImages(draft, "instagram", [A]);
    expect(postBodyOf(draft).versions).toEqual({ instagram: { image_url: A } });

    draft = setPlatformImages(draft, "instagram", [C, A, B]);
    expect(ownImagesOf(draft, "instagram")).toEqual([C, A, B]);
    expect(imagesFor(draft, "instagram")).toEqual([C, A, B]);
    expect(imagesFor(draft, "x_twitter")).toEqual(["https://cdn.example/post.jpg"]);
    expect(postBodyOf(draft).versions).toEqual({ instagram: { media: [C, A, B].map((url) => ({ url, alt_text: null })) } });

    // Back down to one: still a list (so the stored list is replaced, not kept).
    draft = setPlatformImages(draft, "instagram", [B]);
    expect(postBodyOf(draft).versions).toEqual({ instagram: { media: [{ url: B, alt_text: null }] } });
  });

  it("the list is kept while another choice is made, and comes back with 'Its own image'", () => {
    let draft = setPlatformImages(setImageChoice(draftWithPost(), "instagram", "own"), "instagram", [B, C]);
    draft = setImageChoice(draft, "instagram", "none");
    expect(imagesFor(draft, "instagram")).toEqual([]);
    expect(postBodyOf(draft).versions).toEqual({ instagram: { image_url: null } });
    draft = setImageChoice(draft, "instagram", "same");
    expect(postBodyOf(draft).versions).toEqual({});
    draft = setImageChoice(draft, "instagram", "own");
    expect(imagesFor(draft, "instagram")).toEqual([B, C]);
  });

  it("a saved version's list reads back in its order, and saving sends it whole again", () => {
    const draft = draftOfPost({
      content: "Roast day",
      versions: { instagram: { image_url: B, media: [B, C, A].map((url) => ({ url, alt_text: null })) }, x_twitter: { image_url: A } },
      platforms: ["x_twitter", "instagram"],
      brand_id: null,
      image_url: "https://cdn.example/post.jpg",
    });
    expect(ownImagesOf(draft, "instagram")).toEqual([B, C, A]);
    expect(draft.ownMoreImages).toEqual({ instagram: [C, A] });
    expect(postBodyOf(draft).versions).toEqual({ instagram: { media: [B, C, A].map((url) => ({ url, alt_text: null })) }, x_twitter: { image_url: A } });
  });

  it("the API's word about one image of a version's list lands on that version's card", () => {
    const message = "versions.instagram.media[1].url: instagram: PNG is not accepted (only JPEG)";
    const errors = composeErrorsOf(new ApiRequestError(message, 400, "invalid_request", [{ field: "versions.instagram.media[1].url" }]));
    expect(errors.platformImages.instagram).toBe("PNG is not accepted (only JPEG).");
  });
});
