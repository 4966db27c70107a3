import { beforeAll, describe, expect, it } from "vitest";
import * as postsRoute from "@/app/api/v1/posts/route";
import { db } from "@/lib/db/client";
import { openApiDocument } from "@/lib/openapi/document";
import { createTestUser, describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { createTestApiKey } from "@/lib/testing/test-api-key";

// GET /posts at any size: the keyset cursor and the placed-time range (docs/api-decisions.md,
// "Lists at any size"), checked against the posts themselves: every walk answers each match
// once, in the list's order, with the exact total.

type Seeded = { id: string; brandId: string | null; status: string; createdAt: Date; placedAt: Date | null };

const HOUR = 3_600_000;
const BASE = Date.parse("2026-03-01T00:00:00Z");

function placedAt(status: string, scheduledAt: Date | null, publishedAt: Date | null): Date | null {
  if (status === "draft") return null;
  return status === "published" ? (publishedAt ?? scheduledAt) : scheduledAt;
}

const byCreated = (a: Seeded, b: Seeded) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1);
const byPlaced = (a: Seeded, b: Seeded) => a.placedAt!.getTime() - b.placedAt!.getTime() || (a.id < b.id ? -1 : 1);

describeDb("GET /posts: cursor and time range", () => {
  const posts: Seeded[] = [];
  let brandA: string;
  let brandB: string;
  let bearer: { authorization: string };
  let restricted: { authorization: string };
  let otherUsers: { authorization: string };

  beforeAll(async () => {
    const owner = await createTestUser({ plan: "business" });
    bearer = (await createTestApiKey(owner.id, { scopes: ["read"], rpm: 10_000, rpd: 100_000 })).bearer;
    brandA = (await db().brand.create({ data: { userId: owner.id, name: "A", website: "https://a.example" } })).id;
    brandB = (await db().brand.create({ data: { userId: owner.id, name: "B", website: "https://b.example" } })).id;
    restricted = (await createTestApiKey(owner.id, { scopes: ["read"], brandIds: [brandA], rpm: 10_000, rpd: 100_000 })).bearer;
    const statuses = ["draft", "scheduled", "published", "failed"] as const;
    for (let i = 0; i < 41; i++) {
      const status = statuses[(i * 7) % 4];
      // Pairs share a creation time, so the id decides between them; placed times spread over
      // ten days and land on, just before and just after UTC midnights.
      const createdAt = new Date(BASE - Math.floor(i / 2) * HOUR);
      const scheduledAt = status === "draft" ? null : new Date(BASE + ((i * 37) % 240) * HOUR - (i % 3) * 1);
      const publishedAt = status === "published" && i % 5 !== 0 ? new Date(scheduledAt!.getTime() + 90_000) : null;
      const brandId = i % 5 === 0 ? null : i % 2 === 0 ? brandA : brandB;
      const post = await db().post.create({
        data: { userId: owner.id, brandId, content: `post ${i}`, platforms: ["facebook"], status, source: "api", createdAt, scheduledAt, publishedAt },
      });
      posts.push({ id: post.id, brandId, status, createdAt, placedAt: placedAt(status, scheduledAt, publishedAt) });
    }
    const other = await createTestUser({ plan: "business" });
    otherUsers = (await createTestApiKey(other.id, { scopes: ["read"], rpm: 10_000, rpd: 100_000 })).bearer;
  });

  const list = (query: string, headers = bearer) => callRoute(postsRoute.GET, "GET", `/api/v1/posts${query}`, { headers });

  /** Follows next_cursor from the first page to the end; every answer's total and page number are checked on the way. */
  async function walk(query: string, limit: number, headers = bearer) {
    const ids: string[] = [];
    const totals = new Set<number>();
    let res = await list(`?${query}&limit=${limit}`, headers);
    for (let page = 1; ; page++) {
      expect(res.status).toBe(200);
      expect(res.body.data.pagination.page).toBe(page);
      totals.add(res.body.data.pagination.total);
      ids.push(...res.body.data.posts.map((post: { id: string }) => post.id));
      const next = res.body.data.pagination.next_cursor;
      if (next === null) break;
      expect(res.body.data.posts).toHaveLength(limit);
      res = await list(`?${query}&limit=${limit}&cursor=${encodeURIComponent(next)}`, headers);
    }
    return { ids, totals: [...totals] };
  }

  describe("cursor", () => {
    it.each([
      ["no filter", "", () => posts],
      ["a brand", "brand_id=BRAND_A", () => posts.filter((post) => post.brandId === brandA)],
      ["a status", "status=published", () => posts.filter((post) => post.status === "published")],
      ["brand and status", "brand_id=BRAND_B&status=failed", () => posts.filter((post) => post.brandId === brandB && post.status === "failed")],
    ])("walks %s newest created first, each post once, the exact total on every page", async (_name, query, expected) => {
      const want = expected().sort(byCreated).map((post) => post.id);
      for (const limit of [1, 3, 50]) {
        const got = await walk(query.replace("BRAND_A", brandA).replace("BRAND_B", brandB), limit);
        expect(got.ids).toEqual(want);
        expect(got.totals).toEqual([want.length]);
      }
    });

    it("a brand-restricted key walks only its brands", async () => {
      const want = posts.filter((post) => post.brandId === brandA).sort(byCreated).map((post) => post.id);
      expect((await walk("", 4, restricted)).ids).toEqual(want);
    });

    it("continues a page walk: page 2's next_cursor gives page 3", async () => {
      const page3 = await list("?limit=5&page=3");
      const page2 = await list("?limit=5&page=2");
      const next = await list(`?limit=5&cursor=${page2.body.data.pagination.next_cursor}`);
      expect(next.body.data.posts).toEqual(page3.body.data.posts);
      expect(next.body.data.pagination).toMatchObject({ page: 3, limit: 5, total: 41 });
    });

    it("the last page and a page past the end have no next_cursor; the total stays exact", async () => {
      expect((await list("?limit=41")).body.data.pagination).toEqual({ page: 1, limit: 41, total: 41, next_cursor: null });
      const past = await list("?limit=10&page=9");
      expect(past.body.data.posts).toEqual([]);
      expect(past.body.data.pagination).toEqual({ page: 9, limit: 10, total: 41, next_cursor: null });
    });

    it.each([
      ["garbage", "not*a*cursor"],
      ["base64 of no JSON", Buffer.from("hello").toString("base64url")],
      ["JSON of another shape", Buffer.from(JSON.stringify({ o: "c", t: 1 })).toString("base64url")],
      ["an id that is no UUID", Buffer.from(JSON.stringify({ o: "c", t: 1, i: "x", n: 2, f: "AAAAAAAAAAAAAAAA" })).toString("base64url")],
      ["too long", "a".repeat(301)],
    ])("400 naming cursor for %s", async (_name, cursor) => {
      const res = await list(`?cursor=${cursor}`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("invalid_request");
      expect(res.body.error.message).toContain("cursor");
    });

    it("400 naming cursor for another list's cursor: other filters, another account, or beside a page", async () => {
      const cursor = (await list("?limit=2")).body.data.pagination.next_cursor;
      for (const [query, headers] of [
        [`?status=draft&cursor=${cursor}`, bearer],
        [`?brand_id=${brandA}&cursor=${cursor}`, bearer],
        [`?from=2026-03-01T00:00:00Z&cursor=${cursor}`, bearer],
        [`?cursor=${cursor}`, otherUsers],
        [`?page=2&cursor=${cursor}`, bearer],
      ] as const) {
        const res = await list(query, headers);
        expect(res.status, query).toBe(400);
        expect(res.body.error.message).toMatch(/cursor: /);
      }
    });
  });

  describe("time range", () => {
    // Boundaries at UTC midnights, inside days, across a day, open on either side.
    const ranges: Array<[string | null, string | null]> = [
      ["2026-03-01T00:00:00Z", "2026-03-11T00:00:00Z"],
      ["2026-03-02T05:00:00-05:00", "2026-03-06T05:00:00-05:00"],
      ["2026-03-03T10:30:00Z", "2026-03-03T23:59:59.999Z"],
      ["2026-03-04T00:00:00.001Z", "2026-03-05T00:00:00Z"],
      ["2026-03-05T12:00:00+09:00", null],
      [null, "2026-03-04T00:00:00Z"],
      ["2027-01-01T00:00:00Z", "2027-02-01T00:00:00Z"],
    ];

    it.each(ranges)("from %s to %s: each placed post once, earliest first, the exact total", async (from, to) => {
      const query = [from && `from=${encodeURIComponent(from)}`, to && `to=${encodeURIComponent(to)}`].filter(Boolean).join("&");
      const inRange = (post: Seeded) =>
        post.placedAt !== null && (!from || post.placedAt.getTime() >= Date.parse(from)) && (!to || post.placedAt.getTime() < Date.parse(to));
      const cases: Array<[string, (post: Seeded) => boolean, { authorization: string }]> = [
        ["", () => true, bearer],
        ["&status=scheduled", (post) => post.status === "scheduled", bearer],
        [`&brand_id=${brandB}`, (post) => post.brandId === brandB, bearer],
        ["", (post) => post.brandId === brandA, restricted],
      ];
      for (const [extra, filter, headers] of cases) {
        const want = posts.filter((post) => inRange(post) && filter(post)).sort(byPlaced).map((post) => post.id);
        const got = await walk(query + extra, 3, headers);
        expect(got.ids, extra).toEqual(want);
        expect(got.totals, extra).toEqual([want.length]);
      }
    });

    it("page and limit work within a range too", async () => {
      const all = await list("?from=2026-03-01T00:00:00Z&limit=100");
      const second = await list("?from=2026-03-01T00:00:00Z&limit=4&page=2");
      expect(second.body.data.posts).toEqual(all.body.data.posts.slice(4, 8));
    });

    it.each([
      ["?from=2026-03-02T00:00:00Z&to=2026-03-02T00:00:00Z", "to"],
      ["?from=2026-03-03T00:00:00Z&to=2026-03-02T00:00:00Z", "to"],
      ["?from=yesterday", "from"],
      ["?to=2026-03-02", "to"],
    ])("400 for %s, naming %s", async (query, field) => {
      const res = await list(query);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain(`${field}: `);
    });
  });
});

describe("the OpenAPI document shows the cursor and the time range", () => {
  it("lists cursor, from and to as query parameters and next_cursor in the pagination", () => {
    const document = openApiDocument("http://localhost:3000/api/v1");
    const operation = document.paths["/posts"].get as {
      parameters: Array<{ name: string; required: boolean }>;
      responses: Record<string, { content: { "application/json": { schema: unknown } } }>;
    };
    const names = operation.parameters.map((parameter) => parameter.name);
    expect(names).toEqual(expect.arrayContaining(["page", "limit", "brand_id", "status", "cursor", "from", "to"]));
    expect(operation.parameters.every((parameter) => parameter.required === false)).toBe(true);
    expect(JSON.stringify(operation.responses["200"].content["application/json"].schema)).toContain('"#/components/schemas/Pagination"');
    expect(document.components.schemas.Pagination).toMatchObject({ properties: { next_cursor: { type: ["string", "null"] } } });
  });
});
