import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { forgetServerEnv, serverEnv } from "@/lib/env/server-env";
import { credentialFieldNames } from "@/lib/platforms/credentials/credential-declaration";
import { PLATFORM_IDS } from "@/lib/platforms/ids";
import { toLinkedInCommentary } from "@/lib/platforms/linkedin/little-text";
import { publisherBaseUrl } from "@/lib/platforms/publisher-kit/api-base-url";
import { firstUrl } from "@/lib/platforms/publisher-kit/first-url";
import { sendHttp } from "@/lib/platforms/publisher-kit/http";
import { PublishError } from "@/lib/platforms/publisher-kit/publish-error";
import { parseRetryAfter } from "@/lib/platforms/publisher-kit/retry-after";
import { PUBLISHERS } from "@/lib/platforms/publishers";
import { PLATFORMS } from "@/lib/platforms/registry";

describe("parseRetryAfter", () => {
  const now = Date.parse("2026-11-22T10:00:00Z");
  it("reads delta-seconds and HTTP dates", () => {
    expect(parseRetryAfter("1", now)).toBe(1000);
    expect(parseRetryAfter("120", now)).toBe(120_000);
    expect(parseRetryAfter("Sun, 22 Nov 2026 10:00:30 GMT", now)).toBe(30_000);
    expect(parseRetryAfter("Sun, 22 Nov 2026 09:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
  });
});

describe("firstUrl", () => {
  it("finds the first URL without trailing punctuation", () => {
    expect(firstUrl("See https://a.example/x. Then https://b.example")).toBe("https://a.example/x");
    expect(firstUrl("(menu: https://a.example/menu)")).toBe("https://a.example/menu");
    expect(firstUrl("https://en.wikipedia.org/wiki/Bread_(food)!")).toBe("https://en.wikipedia.org/wiki/Bread_(food)");
    expect(firstUrl("no link here")).toBeNull();
  });
});

describe("toLinkedInCommentary", () => {
  it("escapes little-text reserved characters and templates hashtags", () => {
    expect(toLinkedInCommentary("a_b (c) @d *e* #Tag_1 x#y")).toBe("a\\_b \\(c\\) \\@d \\*e\\* {hashtag|\\#|Tag\\_1} x\\#y");
  });
});

describe("publisher registry", () => {
  it("has a publisher, credentials and a base URL for every platform", () => {
    for (const id of PLATFORM_IDS) {
      expect(PUBLISHERS[id].platform).toBe(id);
      expect(PUBLISHERS[id].requiredCredentials).toEqual(credentialFieldNames(PLATFORMS[id].credentials));
      expect(PLATFORMS[id].api.baseUrl).toMatch(/^https:\/\//);
    }
    expect(credentialFieldNames(PLATFORMS.google_business.credentials)).toEqual(["location_name", "access_token"]);
  });
});

describe("publisherBaseUrl", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    forgetServerEnv();
  });

  it("reads the override from the checked environment", () => {
    delete process.env.META_GRAPH_BASE_URL;
    forgetServerEnv();
    expect(publisherBaseUrl("facebook")).toBe("https://graph.facebook.com/v21.0");
    process.env.META_GRAPH_BASE_URL = "http://127.0.0.1:9999/v21.0/";
    forgetServerEnv();
    expect(publisherBaseUrl("facebook")).toBe("http://127.0.0.1:9999/v21.0");
    expect(publisherBaseUrl("instagram")).toBe("http://127.0.0.1:9999/v21.0");
  });

  it("keeps the documented root when an override is blank, and trims one", () => {
    process.env.X_API_BASE_URL = "  ";
    process.env.BLUESKY_SERVICE_URL = " https://pds.example ";
    forgetServerEnv();
    expect(publisherBaseUrl("x_twitter")).toBe("https://api.x.com");
    expect(publisherBaseUrl("bluesky")).toBe("https://pds.example");
  });

  it("refuses an override that is not an http(s) URL, and a LinkedIn version that is not YYYYMM", () => {
    process.env.TIKTOK_API_BASE_URL = "open.tiktokapis.com";
    forgetServerEnv();
    expect(() => serverEnv()).toThrow(/TIKTOK_API_BASE_URL: must be an http\(s\) URL/);
    process.env.TIKTOK_API_BASE_URL = "ftp://open.tiktokapis.com";
    forgetServerEnv();
    expect(() => serverEnv()).toThrow(/TIKTOK_API_BASE_URL/);
    delete process.env.TIKTOK_API_BASE_URL;
    process.env.LINKEDIN_API_VERSION = "2026-09";
    forgetServerEnv();
    expect(() => serverEnv()).toThrow(/LINKEDIN_API_VERSION: must be a LinkedIn API version, YYYYMM/);
    process.env.LINKEDIN_API_VERSION = "202610";
    forgetServerEnv();
    expect(serverEnv().LINKEDIN_API_VERSION).toBe("202610");
  });
});

describe("sendHttp", () => {
  it("reports a timeout on the publishing request as an unknown outcome, on a repeatable one as retryable", async () => {
    const server = createServer(() => {
      /* never answers */
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`;
    try {
      const call = { platform: "linkedin" as const, method: "POST" as const, url, json: {}, timeoutMs: 100 };
      const publishing = await sendHttp({ ...call, repeatable: false }).catch((error) => error);
      expect(publishing).toBeInstanceOf(PublishError);
      expect(publishing).toMatchObject({ kind: "unknown_outcome" });
      expect(publishing.message).toBe(
        "LinkedIn did not confirm the post (no answer before the timeout); it may have been published; check LinkedIn before retrying.",
      );
      const repeatable = await sendHttp({ ...call, repeatable: true }).catch((error) => error);
      expect(repeatable).toMatchObject({ kind: "retryable" });
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
