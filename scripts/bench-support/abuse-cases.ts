// The worst inputs found for each write endpoint (docs/api-decisions.md, "Bounds"), each sent
// once while the server's event loop and a concurrent GET /api/v1/openapi.json are watched.

/** `body` may be a function, for a body that must differ per request (a new e-mail address). */
export type AbuseCase = { endpoint: string; input: string; method: string; path: string; body: unknown; session?: boolean; anonymous?: boolean };

export type AbuseIds = { brandId: string; postId: string; scheduledPostId: string; keyId: string };

const repeatTo = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
const manyKeys = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, 1]));
const megabyte = (unit: string) => repeatTo(unit, 1_000_000);

const VOICE_AT_BOUNDS = {
  personality_traits: Array.from({ length: 20 }, (_, i) => repeatTo(`trait${i} `, 60)),
  tone_attributes: { formality: 0.5, energy: 0.5, warmth: 0.5 },
  language_patterns: { vocabulary_level: repeatTo("a.", 60), sentence_structure: repeatTo("a.", 300), signature_phrases: Array.from({ length: 30 }, () => repeatTo("a.", 200)) },
  content_themes: Array.from({ length: 20 }, (_, i) => ({ theme: repeatTo(`theme${i}.`, 100), keywords: Array.from({ length: 30 }, () => repeatTo("a.", 60)) })),
};

export function abuseCases({ brandId, postId, scheduledPostId, keyId }: AbuseIds): AbuseCase[] {
  const post = (input: string, body: unknown): AbuseCase => ({ endpoint: "POST /posts", input, method: "POST", path: "/api/v1/posts", body });
  const patch = (input: string, body: unknown): AbuseCase => ({ endpoint: "PATCH /posts/{id}", input, method: "PATCH", path: `/api/v1/posts/${postId}`, body });
  return [
    post('x_twitter, "a." × 450,000 (the issue\'s case)', { content: "a.".repeat(450_000), platforms: ["x_twitter"] }),
    post('x_twitter, "a." at the bound (8,960)', { content: repeatTo("a.", 8960), platforms: ["x_twitter"] }),
    post('x_twitter, "ex.com " at the bound', { content: repeatTo("ex.com ", 8960), platforms: ["x_twitter"] }),
    post('x_twitter, "x.com/(a" at the bound', { content: repeatTo("x.com/(a", 8960), platforms: ["x_twitter"] }),
    post("bluesky, family emoji at the bound (4,800)", { content: repeatTo("👨‍👩‍👧‍👦", 4800), platforms: ["bluesky"] }),
    post("bluesky, one grapheme of 4,800 marks", { content: `a${"\u0301".repeat(4799)}`, platforms: ["bluesky"] }),
    post("all 8 platforms, emoji + URLs at threads' bound", { content: repeatTo("😀 ex.com/a 🇫🇷 ", 1000), platforms: ["facebook", "instagram", "x_twitter", "linkedin", "google_business", "bluesky", "tiktok", "threads"], image_url: "https://cdn.example/a.png" }),
    post("facebook at its bound (126,412)", { content: repeatTo("a.", 126_412), platforms: ["facebook"] }),
    post("50,000 unknown keys", { content: "hi", platforms: ["facebook"], ...manyKeys(50_000) }),
    post("one 900 KB key name", { content: "hi", platforms: ["facebook"], [megabyte("k").slice(0, 900_000)]: 1 }),
    post("image_url of 2,048 characters", { content: "hi", platforms: ["instagram"], image_url: `https://${repeatTo("a.", 2000)}com/x.png` }),
    patch('x_twitter, "a." × 450,000', { content: "a.".repeat(450_000), platforms: ["x_twitter"] }),
    patch('x_twitter, "a." at the bound', { content: repeatTo("a.", 8960) }),
    { endpoint: "POST /brands", input: "name and website of 450 KB each", method: "POST", path: "/api/v1/brands", body: { name: "n".repeat(450_000), website: `https://${"a.".repeat(225_000)}com` } },
    { endpoint: "PATCH /brands/{id}", input: "900 KB name of zero-width spaces", method: "PATCH", path: `/api/v1/brands/${brandId}`, body: { name: "\u200b".repeat(300_000) } },
    { endpoint: "PUT /brands/{id}/voice", input: "every list and string at its maximum", method: "PUT", path: `/api/v1/brands/${brandId}/voice`, body: VOICE_AT_BOUNDS },
    { endpoint: "POST /brands/{id}/voice/extract", input: "48 samples of 20,000 characters", method: "POST", path: `/api/v1/brands/${brandId}/voice/extract`, body: { samples: Array.from({ length: 48 }, () => repeatTo("Our roastery brews bold coffee every morning. ", 20_000)), save: false } },
    { endpoint: "POST /content/generate", input: 'goal "a." × 1,000, context 5,000, 8 platforms × 5', method: "POST", path: "/api/v1/content/generate", body: { brand_id: brandId, platforms: ["facebook", "instagram", "x_twitter", "linkedin", "google_business", "bluesky", "tiktok", "threads"], goal: repeatTo("a.", 2000), additional_context: repeatTo("ex.com ", 5000), variations: 5 } },
    { endpoint: "POST /posts/schedule", input: "schedule a draft", method: "POST", path: "/api/v1/posts/schedule", body: { post_id: scheduledPostId, scheduled_at: new Date(Date.now() + 86_400_000).toISOString() } },
    { endpoint: "DELETE /posts/{id}/schedule", input: "unschedule it", method: "DELETE", path: `/api/v1/posts/${scheduledPostId}/schedule`, body: undefined },
    { endpoint: "POST /api-keys", input: "session; 1 MB name", method: "POST", path: "/api/v1/api-keys", body: { name: megabyte("n").slice(0, 999_000) }, session: true },
    { endpoint: "DELETE /api-keys", input: "revoke a key", method: "DELETE", path: "/api/v1/api-keys", body: { key_id: keyId } },
    { endpoint: "POST /brands/{id}/connections", input: "8,192-character tokens, 1 KB label", method: "POST", path: `/api/v1/brands/${brandId}/connections`, body: { platform: "facebook", credentials: { page_id: "1".repeat(8192), page_access_token: "t".repeat(8192) }, account_label: "l".repeat(1000) } },
    { endpoint: "DELETE /brands/{id}/connections/{p}", input: "disconnect", method: "DELETE", path: `/api/v1/brands/${brandId}/connections/facebook`, body: undefined },
    { endpoint: "POST /api/auth/signup", input: "1 MB email", method: "POST", path: "/api/auth/signup", body: { email: `${megabyte("a").slice(0, 999_000)}@x.com`, password: "long-enough-pw", name: "A" }, anonymous: true },
    { endpoint: "POST /api/auth/signup", input: "a valid sign-up (one scrypt hash, in the thread pool)", method: "POST", path: "/api/auth/signup", body: () => ({ email: `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@bench.invalid`, password: `Quiet harbour ${Math.random().toString(36).slice(2)} lanterns`, name: "Bench" }), anonymous: true },
  ];
}
