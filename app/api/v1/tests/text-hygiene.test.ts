import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { POST as signUpRoute } from "@/app/api/auth/signup/route";
import * as apiKeysRoute from "@/app/api/v1/api-keys/route";
import * as brandRoute from "@/app/api/v1/brands/[id]/route";
import * as connectionsRoute from "@/app/api/v1/brands/[id]/connections/route";
import * as voiceRoute from "@/app/api/v1/brands/[id]/voice/route";
import * as brandsRoute from "@/app/api/v1/brands/route";
import * as postRoute from "@/app/api/v1/posts/[id]/route";
import * as postsRoute from "@/app/api/v1/posts/route";
import { db } from "@/lib/db/client";
import { forgetServerEnv } from "@/lib/env/server-env";
import { createTestUser, describeDb, sessionHeaders, uniqueEmail } from "@/lib/testing";
import { callRoute, type RouteResult } from "@/lib/testing/call-route";
import { createTestApiKey } from "@/lib/testing/test-api-key";
import { testCaller } from "@/lib/testing/test-caller";

// Item 2 of the hardening issue, through the real route handlers: a NUL or an unpaired
// surrogate in any stored string is a 400 naming the field (PostgreSQL answered a NUL with a
// 500 and turned a lone surrogate into U+FFFD), a name of invisible characters is a 400, and
// text is stored NFC-normalised.

const VOICE = {
  personality_traits: ["warm"],
  tone_attributes: { formality: 0.2, energy: 0.6, warmth: 0.9 },
  language_patterns: { vocabulary_level: "simple", sentence_structure: "short sentences", signature_phrases: ["Brew better."] },
  content_themes: [{ theme: "coffee", keywords: ["espresso"] }],
};

/** The same object with `value` at `path` (dots and [n]). */
function withValue(base: unknown, path: string, value: string): unknown {
  const copy = structuredClone(base) as Record<string, any>;
  const keys = path.replace(/\[(\d+)\]/g, ".$1").split(".");
  let target = copy;
  for (const key of keys.slice(0, -1)) target = target[key];
  target[keys.at(-1)!] = value;
  return copy;
}

const BAD_TEXT: Array<[string, string, RegExp]> = [
  ["a NUL", "Bad\u0000name", /NUL/],
  ["a lone high surrogate", "Bad\ud800name", /unpaired UTF-16 surrogates/],
  ["a lone low surrogate", "\udc00", /unpaired UTF-16 surrogates/],
];

function expectFieldRefused(res: RouteResult, field: string, reason: RegExp) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error.code).toBe("invalid_request");
  expect(res.body.error.message).toContain(`${field}:`);
  expect(res.body.error.message).toMatch(reason);
  expect(res.body.error.details).toContainEqual(expect.objectContaining({ field }));
}

describeDb("text hygiene on every stored string", () => {
  let owner: Awaited<ReturnType<typeof createTestUser>>;
  let key: Awaited<ReturnType<typeof createTestApiKey>>;
  let brandId: string;
  let draftId: string;

  beforeAll(async () => {
    vi.stubEnv("CONNECTIONS_ENCRYPTION_KEYS", `t1:${randomBytes(32).toString("base64")}`);
    vi.stubEnv("ALLOW_SIGNUP", "true");
    forgetServerEnv();
    owner = await createTestUser();
    key = await createTestApiKey(owner.id, { scopes: ["admin"] });
    brandId = (await db().brand.create({ data: { userId: owner.id, name: "A", website: "https://a.example" } })).id;
    draftId = (await db().post.create({ data: { userId: owner.id, content: "draft", platforms: ["facebook"], status: "draft", source: "api" } })).id;
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    forgetServerEnv();
  });

  type Target = [string, string, (body: unknown) => Promise<RouteResult>, unknown];
  const targets = (): Target[] => [
    ["POST /brands", "name", (body) => callRoute(brandsRoute.POST, "POST", "/api/v1/brands", { headers: key.bearer, body }), { name: "N", website: "https://n.example" }],
    ["POST /brands", "website", (body) => callRoute(brandsRoute.POST, "POST", "/api/v1/brands", { headers: key.bearer, body }), { name: "N", website: "https://n.example" }],
    ["PATCH /brands/{id}", "name", (body) => callRoute(brandRoute.PATCH, "PATCH", `/api/v1/brands/${brandId}`, { headers: key.bearer, params: { id: brandId }, body }), { name: "N" }],
    ...["personality_traits[0]", "language_patterns.vocabulary_level", "language_patterns.sentence_structure", "language_patterns.signature_phrases[0]", "content_themes[0].theme", "content_themes[0].keywords[0]"].map(
      (field): Target => ["PUT /brands/{id}/voice", field, (body) => callRoute(voiceRoute.PUT, "PUT", `/api/v1/brands/${brandId}/voice`, { headers: key.bearer, params: { id: brandId }, body }), VOICE],
    ),
    ["POST /posts", "content", (body) => callRoute(postsRoute.POST, "POST", "/api/v1/posts", { headers: key.bearer, body }), { content: "Hello", platforms: ["facebook"] }],
    ["POST /posts", "image_url", (body) => callRoute(postsRoute.POST, "POST", "/api/v1/posts", { headers: key.bearer, body }), { content: "Hello", platforms: ["facebook"], image_url: "https://cdn.example/a.png" }],
    ["PATCH /posts/{id}", "content", (body) => callRoute(postRoute.PATCH, "PATCH", `/api/v1/posts/${draftId}`, { headers: key.bearer, params: { id: draftId }, body }), { content: "Hello" }],
    ["POST /brands/{id}/connections", "account_label", (body) => callRoute(connectionsRoute.POST, "POST", `/api/v1/brands/${brandId}/connections`, { headers: key.bearer, params: { id: brandId }, body }), { platform: "x_twitter", credentials: { access_token: "tok" }, account_label: "@brand" }],
    ["POST /api/auth/signup", "name", (body) => callRoute(signUpRoute, "POST", "/api/auth/signup", { body }), { email: uniqueEmail("hygiene"), password: "long-enough-pw", name: "Ada" }],
  ];
  const sessionTargets = async (): Promise<Target[]> => {
    const headers = await sessionHeaders(owner.id);
    const create = (body: unknown) => callRoute(apiKeysRoute.POST, "POST", "/api/v1/api-keys", { headers, body });
    return [
      ["POST /api-keys", "name", create, { name: "agent" }],
      ["POST /api-keys", "agent_type", create, { name: "agent", agent_type: "claude" }],
    ];
  };

  it.each(BAD_TEXT)("%s in any stored field is a 400 naming the field, never a 500", async (_what, bad, reason) => {
    for (const [endpoint, field, send, valid] of [...targets(), ...(await sessionTargets())]) {
      const res = await send(withValue(valid, field, field === "website" || field === "image_url" ? `https://x.example/${bad}` : bad));
      expect(res.status, `${endpoint} ${field}`).toBe(400);
      expectFieldRefused(res, field, reason);
    }
  });

  it("names made only of invisible characters (zero-width, bidi controls) are 400", async () => {
    const send = (endpoint: string, field: string) => targets().find(([e, f]) => e === endpoint && f === field)![2];
    const [, , createKey] = (await sessionTargets())[0];
    for (const name of ["\u200b\u200c\u200d", "\u202e\u2066\u2069", "\ufeff \u2060", "\u3164"]) {
      expectFieldRefused(await send("POST /brands", "name")({ name, website: "https://n.example" }), "name", /visible characters/);
      expectFieldRefused(await send("POST /api/auth/signup", "name")({ email: uniqueEmail("inv"), password: "long-enough-pw", name }), "name", /visible characters/);
      expectFieldRefused(await createKey({ name }), "name", /visible characters/);
    }
    expectFieldRefused(await send("POST /posts", "content")({ content: "\u200b\u200b", platforms: ["facebook"] }), "content", /visible characters/);
  });

  it("text is stored NFC-normalised: e + combining acute is stored as é", async () => {
    const decomposed = "Cafe\u0301 Ame\u0301lie";
    const brand = await callRoute(brandsRoute.POST, "POST", "/api/v1/brands", { headers: key.bearer, body: { name: decomposed, website: "https://cafe.example" } });
    expect(brand.status).toBe(201);
    expect(brand.body.data.brand.name).toBe("Café Amélie");
    const row = await db().brand.findUniqueOrThrow({ where: { id: brand.body.data.brand.id } });
    expect(row.name).toBe("Café Amélie");
    expect(row.name.length).toBe(11);
    const post = await callRoute(postsRoute.POST, "POST", "/api/v1/posts", { headers: key.bearer, body: { content: `Visit ${decomposed}`, platforms: ["x_twitter"] } });
    expect(post.body.data.post.content).toBe("Visit Café Amélie");
  });

  it("an extracted voice with a NUL (a web page, a model) is stored, the NUL replaced, never a 500", async () => {
    const { setVoice } = await import("@/lib/brands/set-voice");
    const caller = await testCaller(owner.id, { authMethod: "api_key", keyId: key.id, scopes: ["admin"] });
    const saved = await setVoice(caller, brandId, { ...VOICE, personality_traits: ["wa\u0000rm", "bad\ud800"] }, 0.5);
    expect(saved.personalityTraits).toEqual(["wa\ufffdrm", "bad\ufffd"]);
  });
});
