import { describe, expect, it } from "vitest";
import { failureReasonOf, firstWords, upcomingPosts, upcomingRange } from "@/components/dashboard/home-items";
import type { Delivery, Post } from "@/lib/client/types";

const now = Date.parse("2030-03-04T10:20:00Z");
const post = (id: string, status: Post["status"], scheduled_at: string | null): Post => ({
  id,
  content: id,
  versions: {},
  platforms: ["x_twitter"],
  brand_id: null,
  image_url: null,
  status,
  source: "dashboard",
  scheduled_at,
  published_at: null,
  created_at: "2030-01-01T00:00:00Z",
});
const delivery = (platform: Delivery["platform"], status: Delivery["status"], error: string | null): Delivery => ({
  platform,
  status,
  attempts: 3,
  platform_post_id: null,
  permalink: null,
  error,
  sandbox: false,
  updated_at: "2030-01-01T00:00:00Z",
});

describe("the dashboard home's upcoming posts", () => {
  it("reads from the start of this hour to seven days after it", () => {
    const range = upcomingRange(now);
    expect(range.from.toISOString()).toBe("2030-03-04T10:00:00.000Z");
    expect(range.to.toISOString()).toBe("2030-03-11T11:00:00.000Z");
  });

  it("keeps scheduled posts due from now to seven days on, soonest first", () => {
    const list = [
      post("later", "scheduled", "2030-03-08T09:00:00Z"),
      post("soon", "scheduled", "2030-03-04T11:00:00Z"),
      post("past", "scheduled", "2030-03-04T10:05:00Z"),
      post("beyond", "scheduled", "2030-03-11T10:20:00Z"),
      post("published", "published", "2030-03-05T09:00:00Z"),
      post("draft", "draft", null),
    ];
    expect(upcomingPosts(list, now).map((p) => p.id)).toEqual(["soon", "later"]);
  });
});

describe("first words of a post", () => {
  it("keeps a short text whole, on one line", () => {
    expect(firstWords("Hello\n\nworld  again")).toBe("Hello world again");
  });

  it("cuts a long text at a word and marks the cut", () => {
    expect(firstWords("Spring tune-up week: bring your bike in for a free check", 30)).toBe("Spring tune-up week: bring…");
  });
});

describe("a failed post's reason", () => {
  it("names each refusing platform with its error", () => {
    const reason = failureReasonOf({ deliveries: [delivery("x_twitter", "failed", "The token was revoked"), delivery("linkedin", "succeeded", null), delivery("bluesky", "failed", null)] });
    expect(reason).toBe("X: The token was revoked · Bluesky: refused without a reason");
  });

  it("points to the post when no platform recorded one", () => {
    expect(failureReasonOf({ deliveries: [] })).toMatch(/Open the post/);
  });
});
