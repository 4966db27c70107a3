import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SafeFetchError } from "@/lib/net/safe-fetch-error";
import { allowLoopbackForTests, clearLoopbackAllowanceForTests } from "@/lib/net/test-loopback-allowance";
import { CARD_THUMB_MAX_BYTES, readLinkCard, sniffImageType } from "@/lib/platforms/bluesky/link-card";
import { type Loopback, startLoopback } from "@/lib/testing/loopback-server";
import { testImage } from "@/lib/testing/test-images";

const html = (head: string, body = "<p>Hello</p>") => ({
  status: 200,
  headers: { "content-type": "text/html; charset=utf-8" },
  body: `<!doctype html><html><head>${head}</head><body>${body}</body></html>`,
});

let site: Loopback;
let thumb: Uint8Array;

beforeEach(async () => {
  thumb = await testImage(120, 63, "jpeg");
  site = await startLoopback({
    "GET /article": html(
      `<title>Fallback title</title>
       <meta property="og:title" content="  Crème brûlée, the   café way ">
       <meta property="og:description" content="Three steps, one torch.">
       <meta property="og:image" content="/img/card.jpg">`,
    ),
    "GET /img/card.jpg": { status: 200, headers: { "content-type": "image/jpeg" }, body: thumb },
    "GET /plain": html(`<title>Only a title</title><meta name="description" content="And a meta description">`),
    "GET /huge-image": html(`<meta property="og:title" content="Huge"><meta property="og:image" content="/img/huge.png">`),
    "GET /img/huge.png": { status: 200, headers: { "content-type": "image/png" }, body: new Uint8Array(CARD_THUMB_MAX_BYTES + 1) },
    "GET /html-image": html(`<meta property="og:title" content="Liar"><meta property="og:image" content="/img/page.png">`),
    "GET /img/page.png": { status: 200, headers: { "content-type": "image/png" }, body: "<html>not a picture</html>" },
    "GET /typed-page": html(`<meta property="og:title" content="Typed"><meta property="og:image" content="/img/doc">`),
    "GET /img/doc": html(""),
    "GET /gone": { status: 404, headers: { "content-type": "text/html" }, body: "<title>Not found</title>" },
  });
  allowLoopbackForTests([Number(new URL(site.baseUrl).port)]);
});

afterEach(async () => {
  clearLoopbackAllowanceForTests();
  await site.close();
});

describe("readLinkCard", () => {
  it("reads og:title, og:description and og:image, resolving the image against the page", async () => {
    const card = await readLinkCard(`${site.baseUrl}/article`);
    expect(card).toEqual({
      uri: `${site.baseUrl}/article`,
      title: "Crème brûlée, the café way",
      description: "Three steps, one torch.",
      thumb: { bytes: thumb, mimeType: "image/jpeg" },
    });
    expect(site.requests.map((r) => r.path)).toEqual(["/article", "/img/card.jpg"]);
  });

  it("falls back to <title> and the meta description, without a thumb when the page names no image", async () => {
    const card = await readLinkCard(`${site.baseUrl}/plain`);
    expect(card).toEqual({ uri: `${site.baseUrl}/plain`, title: "Only a title", description: "And a meta description", thumb: null });
  });

  it("drops a thumb over the lexicon's 1,000,000 bytes and says why", async () => {
    const card = await readLinkCard(`${site.baseUrl}/huge-image`);
    expect(card.title).toBe("Huge");
    expect(card.thumb).toBeNull();
    expect(card.thumbProblem).toMatch(/^too large: the image is over/);
  });

  it("drops a thumb whose bytes are not an image, whatever its Content-Type says", async () => {
    const card = await readLinkCard(`${site.baseUrl}/html-image`);
    expect(card.thumb).toBeNull();
    expect(card.thumbProblem).toBe("the image is not a JPEG, PNG, WebP or GIF");
    const typed = await readLinkCard(`${site.baseUrl}/typed-page`);
    expect(typed.thumb).toBeNull();
    expect(typed.thumbProblem).toBe("refused: text/html is not an image");
  });

  it("throws when there is no page to read: an error status, or an address the SSRF policy refuses", async () => {
    await expect(readLinkCard(`${site.baseUrl}/gone`)).rejects.toThrow("the site answered HTTP 404");
    clearLoopbackAllowanceForTests();
    const refused = await readLinkCard(`${site.baseUrl}/article`).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SafeFetchError);
    expect((refused as SafeFetchError).code).toBe("refused");
  });
});

describe("sniffImageType", () => {
  it("knows the four types Bluesky renders by their first bytes", async () => {
    for (const format of ["png", "jpeg", "webp", "gif"] as const) {
      expect(sniffImageType(await testImage(4, 4, format))).toBe(`image/${format}`);
    }
    expect(sniffImageType(new TextEncoder().encode("<svg></svg>"))).toBeNull();
  });
});
