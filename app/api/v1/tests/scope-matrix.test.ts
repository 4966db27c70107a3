import { beforeAll, expect, it } from "vitest";
import * as keysRoute from "@/app/api/v1/api-keys/route";
import * as brandRoute from "@/app/api/v1/brands/[id]/route";
import * as brandsRoute from "@/app/api/v1/brands/route";
import * as voiceRoute from "@/app/api/v1/brands/[id]/voice/route";
import * as postRoute from "@/app/api/v1/posts/[id]/route";
import * as postsRoute from "@/app/api/v1/posts/route";
import { SCOPES, type Scope } from "@/lib/auth/scopes";
import { db } from "@/lib/db/client";
import { createTestUser, describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { createTestApiKey } from "@/lib/testing/test-api-key";

const VOICE = {
  personality_traits: ["bold"],
  tone_attributes: { formality: 0.5, energy: 0.5, warmth: 0.5 },
  language_patterns: { vocabulary_level: "moderate", sentence_structure: "varied", signature_phrases: [] },
  content_themes: [],
};

type Case = { name: string; needs: Scope | "session"; run: (headers: HeadersInit) => ReturnType<typeof callRoute> };

describeDb("scope matrix: every endpoint × every scope", () => {
  let userId: string;
  let brandId: string;
  let postId: string;
  let cases: Case[];

  beforeAll(async () => {
    userId = (await createTestUser({ plan: "business" })).id;
    brandId = (await db().brand.create({ data: { userId, name: "M", website: "https://m.example" } })).id;
    postId = (await db().post.create({ data: { userId, brandId, content: "c", platforms: ["facebook"], source: "api" } })).id;
    const id = { params: { id: brandId } };
    cases = [
      { name: "GET /brands", needs: "read", run: (headers) => callRoute(brandsRoute.GET, "GET", "/api/v1/brands", { headers }) },
      { name: "GET /brands/{id}", needs: "read", run: (headers) => callRoute(brandRoute.GET, "GET", "/x", { headers, ...id }) },
      { name: "POST /brands", needs: "write", run: (headers) => callRoute(brandsRoute.POST, "POST", "/x", { headers, body: { name: "n", website: "https://n.example" } }) },
      { name: "PATCH /brands/{id}", needs: "write", run: (headers) => callRoute(brandRoute.PATCH, "PATCH", "/x", { headers, ...id, body: { name: "M" } }) },
      { name: "GET /brands/{id}/voice", needs: "read", run: (headers) => callRoute(voiceRoute.GET, "GET", "/x", { headers, ...id }) },
      { name: "PUT /brands/{id}/voice", needs: "write", run: (headers) => callRoute(voiceRoute.PUT, "PUT", "/x", { headers, ...id, body: VOICE }) },
      { name: "POST /posts", needs: "post", run: (headers) => callRoute(postsRoute.POST, "POST", "/x", { headers, body: { content: "c", platforms: ["facebook"] } }) },
      { name: "GET /posts", needs: "read", run: (headers) => callRoute(postsRoute.GET, "GET", "/api/v1/posts", { headers }) },
      { name: "GET /posts/{id}", needs: "read", run: (headers) => callRoute(postRoute.GET, "GET", "/x", { headers, params: { id: postId } }) },
      { name: "GET /api-keys", needs: "read", run: (headers) => callRoute(keysRoute.GET, "GET", "/x", { headers }) },
      { name: "POST /api-keys", needs: "session", run: (headers) => callRoute(keysRoute.POST, "POST", "/x", { headers, body: { name: "k" } }) },
    ];
    // The voice must exist for GET voice to answer 200 rather than 404.
    await db().brandVoice.create({
      data: { brandId, personalityTraits: [], formality: 0.5, energy: 0.5, warmth: 0.5, vocabularyLevel: "moderate", sentenceStructure: "varied", signaturePhrases: [], contentThemes: [], confidenceScore: 1 },
    });
  });

  it("allows exactly the required scope and admin; refuses the rest with insufficient_scope", async () => {
    const outcomes: string[] = [];
    for (const scope of SCOPES) {
      const { bearer } = await createTestApiKey(userId, { scopes: [scope], rpm: 10_000 });
      for (const testCase of cases) {
        const res = await testCase.run(bearer);
        const allowed = testCase.needs !== "session" && (scope === testCase.needs || scope === "admin");
        if (allowed) {
          expect(res.status, `${testCase.name} with ${scope}: ${JSON.stringify(res.body.error)}`).toBeLessThan(300);
        } else {
          expect(res.status, `${testCase.name} with ${scope}`).toBe(403);
          expect(res.body.error.code).toBe(testCase.needs === "session" ? "session_required" : "insufficient_scope");
        }
        outcomes.push(`${testCase.name}:${scope}:${res.status}`);
      }
    }
    expect(outcomes).toHaveLength(SCOPES.length * 11);
  });

  it("DELETE /api-keys: admin revokes any key; other scopes only themselves", async () => {
    for (const scope of SCOPES) {
      const caller = await createTestApiKey(userId, { scopes: [scope] });
      const target = await createTestApiKey(userId, { scopes: ["read"] });
      const res = await callRoute(keysRoute.DELETE, "DELETE", "/x", { headers: caller.bearer, body: { key_id: target.id } });
      expect(res.status, scope).toBe(scope === "admin" ? 200 : 403);
      const self = await callRoute(keysRoute.DELETE, "DELETE", "/x", { headers: caller.bearer, body: { key_id: caller.id } });
      expect(self.status, `${scope} revoking itself`).toBe(200);
      if (scope !== "admin") await db().apiKey.update({ where: { id: target.id }, data: { revokedAt: new Date() } });
    }
  });
});
