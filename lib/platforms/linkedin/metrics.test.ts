import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkedinMetrics, readMemberMetrics, readOrganizationMetrics } from "@/lib/platforms/linkedin/metrics";
import { readWith, refusal } from "@/lib/testing/metrics-reader-harness";
import { createLinkedInApi, type LinkedInApi } from "@/lib/testing/platform-servers/linkedin";
import { startPlatformServer, type PlatformServer } from "@/lib/testing/platform-servers/platform-server";

const MEMBER_POST = "urn:li:share:7260000000000000101";
const ORG_POST = "urn:li:share:7260000000000000102";
const MEMBER = "urn:li:person:abc123";
const ORG = "urn:li:organization:5515715";

describe("the LinkedIn metrics reader against the loopback LinkedIn API", () => {
  let api: LinkedInApi;
  let server: PlatformServer;
  const read = (author: string, id: string, token = "li-token") => readWith(linkedinMetrics, server.url, { author_urn: author, access_token: token }, id);

  beforeAll(async () => {
    api = createLinkedInApi({ tokens: ["li-token"] });
    server = await startPlatformServer([api]);
    for (const [urn, author] of [[MEMBER_POST, MEMBER], [ORG_POST, ORG]]) api.posts.push({ urn, author, commentary: "Hi", media: null, version: "202609", body: {}, permalink: "", createdAt: Date.now() });
  });
  afterAll(() => server.close());

  it("a member's post: one memberCreatorPostAnalytics request per query type, TOTAL; clicks not offered", async () => {
    const reading = await read(MEMBER, MEMBER_POST);
    const asked = server.calls.filter((call) => call.path === "/rest/memberCreatorPostAnalytics").map((call) => call.query.get("queryType"));
    expect(asked).toEqual(["IMPRESSION", "MEMBERS_REACHED", "REACTION", "COMMENT", "RESHARE", "POST_SAVE"]);
    const call = server.calls.at(-1)!;
    expect(call.query.get("entity")).toBe(`(share:${MEMBER_POST})`);
    expect(call.query.get("aggregation")).toBe("TOTAL");
    expect(call.headers["linkedin-version"]).toMatch(/^\d{6}$/);
    expect(reading.metrics).toEqual({
      views: { state: "value", value: 100 },
      reach: { state: "value", value: 60 },
      likes: { state: "value", value: 8 },
      comments: { state: "value", value: 3 },
      shares: { state: "value", value: 1 },
      saves: { state: "value", value: 2 },
      clicks: { state: "not_offered" },
    });
  });

  it("an organization's post: organizationalEntityShareStatistics with shares=List(…), clicks included, saves not offered", async () => {
    const reading = await read(ORG, ORG_POST);
    const call = server.calls.at(-1)!;
    expect(call.path).toBe("/rest/organizationalEntityShareStatistics");
    expect(call.query.get("shares")).toBe(`List(${ORG_POST})`);
    expect(reading.metrics).toMatchObject({ views: { state: "value", value: 100 }, reach: { state: "value", value: 60 }, clicks: { state: "value", value: 4 }, saves: { state: "not_offered" } });
  });

  it("a query type LinkedIn does not have is refused; a withheld one is not_returned", async () => {
    const answer = await fetch(`${server.url}/rest/memberCreatorPostAnalytics?q=entity&entity=(share:${MEMBER_POST})&queryType=VIDEO_PLAY&aggregation=TOTAL`, {
      headers: { authorization: "Bearer li-token", "linkedin-version": "202609", "x-restli-protocol-version": "2.0.0" },
    });
    expect(answer.status).toBe(400);
    api.metrics.withheld.add("POST_SAVE");
    try {
      expect((await read(MEMBER, MEMBER_POST)).metrics.saves).toEqual({ state: "not_returned" });
    } finally {
      api.metrics.withheld.clear();
    }
  });

  it("a 429 is retryable; an expired token reconnects; another author's post is final", async () => {
    api.metrics.scripted.push({ status: 429, json: { status: 429, message: "Resource level throttle APPLICATION DAY limit for calls to this resource is reached." } });
    expect(await refusal(() => read(ORG, ORG_POST))).toMatchObject({ kind: "retryable", status: 429 });
    expect(await refusal(() => read(ORG, ORG_POST, "expired"))).toMatchObject({ kind: "reconnect" });
    expect(await refusal(() => read("urn:li:organization:1", ORG_POST))).toMatchObject({ kind: "permanent", status: 403 });
  });

  it("negative, huge or non-numeric counts are errors with their reason", async () => {
    expect((await refusal(() => readOrganizationMetrics({ elements: [{ totalShareStatistics: { likeCount: -1 } }] }, "GET"))).message).toContain("elements.0.totalShareStatistics.likeCount");
    expect((await refusal(() => readMemberMetrics({ views: { elements: [{ count: "5" }] } }, "GET"))).message).toContain("IMPRESSION: elements.0.count");
    expect((await refusal(() => readMemberMetrics({ views: { elements: [{ count: 1e20 }] } }, "GET"))).message).toContain("elements.0.count");
  });
});
