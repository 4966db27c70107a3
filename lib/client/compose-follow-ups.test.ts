import { describe, expect, it } from "vitest";
import { draftOfPost, emptyDraft, postBodyOf, setDefaultText } from "@/lib/client/compose-draft";
import { addThreadPart, followUpProblems, followUpsOf, removeThreadPart, setFirstComment, setThreadPart } from "@/lib/client/compose-follow-ups";
import { MAX_THREAD_REPLIES } from "@/lib/schemas/post";

describe("the composer's threads and first comments", () => {
  it("a thread typed for X and a first comment for LinkedIn travel in those platforms' versions only", () => {
    let draft = setDefaultText(emptyDraft("b", ["x_twitter", "linkedin"]), "Part one");
    draft = addThreadPart(addThreadPart(draft, "x_twitter"), "x_twitter");
    draft = setThreadPart(setThreadPart(draft, "x_twitter", 0, "Part two"), "x_twitter", 1, "Part three");
    draft = setFirstComment(draft, "linkedin", "Link in the comments: https://example.com");
    const body = postBodyOf(draft);
    expect(body.versions).toEqual({ x_twitter: { thread: ["Part two", "Part three"] }, linkedin: { first_comment: "Link in the comments: https://example.com" } });
    // The post's own fields are sent empty: what each platform shows is what it publishes.
    expect(body).toMatchObject({ thread: [], first_comment: null });
  });

  it("removing a part keeps the others in order; a platform without threads never sends one", () => {
    let draft = emptyDraft("b", ["bluesky"]);
    for (const text of ["two", "three", "four"]) {
      draft = addThreadPart(draft, "bluesky");
      draft = setThreadPart(draft, "bluesky", followUpsOf(draft, "bluesky").thread.length - 1, text);
    }
    draft = removeThreadPart(draft, "bluesky", 1);
    expect(followUpsOf(draft, "bluesky").thread).toEqual(["two", "four"]);
    // LinkedIn publishes no thread: parts left in its draft (e.g. from a platform switch) are not sent.
    const linkedin = { ...draft, platforms: ["linkedin" as const], followUps: { linkedin: { thread: ["x"], firstComment: "" } } };
    expect(postBodyOf({ ...linkedin, content: "Hi" }).versions).toEqual({});
  });

  it("stops at the API's most replies", () => {
    let draft = emptyDraft("b", ["threads"]);
    for (let i = 0; i < MAX_THREAD_REPLIES + 3; i++) draft = addThreadPart(draft, "threads");
    expect(followUpsOf(draft, "threads").thread).toHaveLength(MAX_THREAD_REPLIES);
  });

  it("names an empty reply and a part over the platform's limit, counted as the server counts", () => {
    let draft = setDefaultText(emptyDraft("b", ["x_twitter", "facebook"]), "Hello");
    draft = addThreadPart(addThreadPart(draft, "x_twitter"), "x_twitter");
    draft = setThreadPart(draft, "x_twitter", 1, "a".repeat(281));
    draft = setFirstComment(draft, "facebook", "fine");
    expect(followUpProblems(draft)).toEqual([
      { platform: "x_twitter", what: "part 2 of the X thread", kind: "empty" },
      { platform: "x_twitter", what: "part 3 of the X thread", kind: "over" },
    ]);
    draft = setFirstComment(draft, "x_twitter", "b".repeat(300));
    expect(followUpProblems(draft).at(-1)).toEqual({ platform: "x_twitter", what: "the X first reply", kind: "over" });
  });

  it("a saved post's own thread and comment become each platform's, and a removed one stays removed", () => {
    const draft = draftOfPost({
      content: "One",
      thread: ["Two"],
      first_comment: "More below",
      versions: { bluesky: { thread: ["Sky two", "Sky three"] }, instagram: { first_comment: null } },
      platforms: ["x_twitter", "bluesky", "instagram"],
      brand_id: null,
      image_url: "https://cdn.example/a.jpg",
    });
    expect(followUpsOf(draft, "x_twitter")).toEqual({ thread: ["Two"], firstComment: "More below" });
    expect(followUpsOf(draft, "bluesky")).toEqual({ thread: ["Sky two", "Sky three"], firstComment: "More below" });
    expect(followUpsOf(draft, "instagram")).toEqual({ thread: [], firstComment: "" });
    const cleared = removeThreadPart(draft, "x_twitter", 0);
    const body = postBodyOf(cleared);
    expect(body.versions?.x_twitter).toEqual({ first_comment: "More below" });
    expect(body).toMatchObject({ thread: [], first_comment: null });
  });
});
