import { afterEach, describe, expect, it } from "vitest";
import { forgetServerEnv } from "@/lib/env/server-env";
import { DEFAULT_LINKEDIN_VERSION, linkedinPublisher } from "@/lib/platforms/linkedin/publisher";
import type { PublishRequest } from "@/lib/platforms/publisher-kit/types";
import { type Loopback, publishRecordingSleeps, startLoopback, type Script } from "@/lib/testing/loopback-server";

const request: PublishRequest = {
  platform: "linkedin",
  text: "We are hiring (two roles)!\n\nApply: https://jobs.example/apply #hiring",
  imageUrl: null,
  credentials: { author_urn: "urn:li:organization:5515715", access_token: "li-token" },
  idempotencyKey: "delivery-1",
};

const POSTS = "POST /rest/posts";
const created = { status: 201, headers: { "x-restli-id": "urn:li:share:7100000000000000001" } };

let server: Loopback;
afterEach(() => server?.close());

async function publish(script: Script) {
  server = await startLoopback(script);
  return publishRecordingSleeps(linkedinPublisher, request, server.baseUrl);
}

describe("LinkedIn publisher", () => {
  it("posts to /rest/posts with the version headers and reads the id from x-restli-id", async () => {
    const { outcome } = await publish({ [POSTS]: created });
    expect(outcome).toEqual({
      ok: true,
      attempts: 1,
      result: {
        platformPostId: "urn:li:share:7100000000000000001",
        permalink: "https://www.linkedin.com/feed/update/urn:li:share:7100000000000000001",
      },
    });
    const [sent] = server.requests;
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
      await publish({ [POSTS]: created });
      expect(server.requests[0].headers["linkedin-version"]).toBe("202701");
    } finally {
      delete process.env.LINKEDIN_API_VERSION;
      forgetServerEnv();
    }
  });

  it("retries a 429 after its Retry-After", async () => {
    const { outcome, sleeps } = await publish({
      [POSTS]: [{ status: 429, headers: { "retry-after": "1" }, json: { message: "Resource level throttle limit", status: 429 } }, created],
    });
    expect(outcome).toMatchObject({ ok: true, attempts: 2 });
    expect(sleeps).toEqual([1000]);
  });

  it("retries a 5xx", async () => {
    const { outcome } = await publish({ [POSTS]: [{ status: 500, json: { message: "Internal Server Error", status: 500 } }, created] });
    expect(outcome).toMatchObject({ ok: true, attempts: 2 });
  });

  it("fails a 422 permanently with LinkedIn's message", async () => {
    const message = "ERROR :: /commentary :: Content is a duplicate of urn:li:share:1";
    const { outcome } = await publish({ [POSTS]: { status: 422, json: { message, status: 422 } } });
    expect(outcome).toMatchObject({ ok: false, attempts: 1, error: { kind: "permanent", message: `LinkedIn rejected the post: ${message}` } });
  });

  it("asks to reconnect on an expired token", async () => {
    const { outcome } = await publish({
      [POSTS]: { status: 401, json: { status: 401, serviceErrorCode: 65602, code: "EXPIRED_ACCESS_TOKEN", message: "The token used in the request has expired" } },
    });
    expect(outcome).toMatchObject({
      ok: false,
      attempts: 1,
      error: { kind: "reconnect", message: "The LinkedIn account needs to be reconnected: The token used in the request has expired" },
    });
  });

  it("does not count a 201 without x-restli-id as a success", async () => {
    const { outcome } = await publish({ [POSTS]: { status: 201 } });
    expect(outcome).toMatchObject({ ok: false, error: { kind: "permanent", message: "LinkedIn answered without a post id." } });
  });
});
