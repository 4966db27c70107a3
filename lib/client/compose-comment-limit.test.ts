import { describe, expect, it } from "vitest";
import { emptyDraft } from "@/lib/client/compose-draft";
import { followUpProblems, setFirstComment } from "@/lib/client/compose-follow-ups";
import { countFor } from "@/components/posts/char-counter";

// The composer flags a first comment over its comments API's own limit before saving, as the
// server refuses it (app/api/v1/tests/first-comment-limits.test.ts), and counts it against it.

describe("the composer's first comment limit", () => {
  it("a LinkedIn comment over 1,250 characters is flagged although a LinkedIn post takes 3,000; Facebook's 8,000 is its own", () => {
    let draft = setFirstComment(emptyDraft("b", ["linkedin", "facebook"]), "linkedin", "c".repeat(1250));
    draft = setFirstComment(draft, "facebook", "c".repeat(8000));
    expect(followUpProblems(draft)).toEqual([]);
    draft = setFirstComment(draft, "linkedin", "c".repeat(1251));
    draft = setFirstComment(draft, "facebook", "c".repeat(8001));
    expect(followUpProblems(draft)).toEqual([
      { platform: "linkedin", what: "the LinkedIn first comment", kind: "over" },
      { platform: "facebook", what: "the Facebook first comment", kind: "over" },
    ]);
  });

  it("the counter counts against the limit it is given, else the post's", () => {
    expect(countFor("linkedin", "c".repeat(1251), 1250)).toMatchObject({ count: 1251, limit: 1250, over: true });
    expect(countFor("linkedin", "c".repeat(1251))).toMatchObject({ limit: 3000, over: false });
  });
});
