import { expect, it } from "vitest";
import { forgetServerEnv } from "@/lib/env/server-env";
import { DEFAULT_LINKEDIN_VERSION } from "@/lib/platforms/linkedin/publisher";
import { describeDb } from "@/lib/testing";
import { publisherHarness } from "@/lib/testing/publisher-harness";

const POSTS = "POST /rest/posts";
const created = { status: 201, headers: { "x-restli-id": "urn:li:share:7100000000000000001" } };

describeDb("LinkedIn publisher", () => {
  const harness = publisherHarness("linkedin", {
    post: {
      text: "We are hiring (two roles)!\n\nApply: https://jobs.example/apply #hiring",
      credentials: { author_urn: "urn:li:organization:5515715", access_token: "li-token" },
    },
  });

  it("posts to /rest/posts with the version headers and reads the id from x-restli-id", async () => {
    const { outcome, delivery } = await harness.publish({ [POSTS]: created });
    expect(outcome).toEqual({ platform: "linkedin", status: "succeeded" });
    expect(delivery).toMatchObject({
      attempts: 1,
      platformPostId: "urn:li:share:7100000000000000001",
      permalink: "https://www.linkedin.com/feed/update/urn:li:share:7100000000000000001",
    });
    const [sent] = harness.server.requests;
    expect(sent.method).toBe("POST");
    expect(sent.path).toBe("/rest/posts");
    expect(sent.headers.authorization).toBe("Bearer li-token");
    expect(sent.headers["linkedin-version"]).toBe(DEFAULT_LINKEDIN_VERSION);
    expect(sent.headers["linkedin-version"]).toMatch(/^\d{6}$/);
    expect(sent.headers["x-restli-protocol-version"]).toBe("2.0.0");
    expect(sent.json).toEqual({
      author: "urn:li:organization:5515715",
      // Little text: reserved characters escaped, the hashtag kept clickable.
      commentary: "We are hiring \\(two roles\\)!\n\nApply: https://jobs.example/apply {hashtag|\\#|hiring}",
      visibility: "PUBLIC",
      distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
      lifecycleState: "PUBLISHED",
      isReshareDisabledByAuthor: false,
    });
  });

  it("sends the version LINKEDIN_API_VERSION sets, once the environment is read again", async () => {
    process.env.LINKEDIN_API_VERSION = " 202701 ";
    forgetServerEnv();
    try {
      await harness.publish({ [POSTS]: created });
      expect(harness.server.requests[0].headers["linkedin-version"]).toBe("202701");
    } finally {
      delete process.env.LINKEDIN_API_VERSION;
      forgetServerEnv();
    }
  });

  it("retries a 429 after its Retry-After", async () => {
    const { delivery, sleeps } = await harness.publish({
      [POSTS]: [{ status: 429, headers: { "retry-after": "1" }, json: { message: "Resource level throttle limit", status: 429 } }, created],
    });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(sleeps).toEqual([1000]);
  });

  it("retries a 5xx", async () => {
    const { delivery } = await harness.publish({ [POSTS]: [{ status: 500, json: { message: "Internal Server Error", status: 500 } }, created] });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 2 });
  });

  it("fails a 422 permanently with LinkedIn's message", async () => {
    const message = "ERROR :: /commentary :: Content is a duplicate of urn:li:share:1";
    const { delivery, sleeps, connection } = await harness.publish({ [POSTS]: { status: 422, json: { message, status: 422 } } });
    expect(delivery).toMatchObject({ status: "failed", attempts: 1, error: `LinkedIn rejected the post: ${message}` });
    expect(sleeps).toEqual([]);
    expect(connection).toBe("active");
  });

  it("asks to reconnect on an expired token", async () => {
    const { delivery, connection } = await harness.publish({
      [POSTS]: { status: 401, json: { status: 401, serviceErrorCode: 65602, code: "EXPIRED_ACCESS_TOKEN", message: "The token used in the request has expired" } },
    });
    expect(delivery).toMatchObject({
      status: "failed",
      attempts: 1,
      error: "The LinkedIn account needs to be reconnected: The token used in the request has expired",
    });
    expect(connection).toBe("reconnect_required");
  });

  it("does not count a 201 without x-restli-id as a success", async () => {
    const { delivery } = await harness.publish({ [POSTS]: { status: 201 } });
    expect(delivery).toMatchObject({ status: "failed", error: "LinkedIn answered without a post id.", platformPostId: null });
  });
});
