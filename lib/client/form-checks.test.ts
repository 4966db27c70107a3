import { describe, expect, it } from "vitest";
import { accountFieldProblem, checkSignUp } from "@/components/auth/account-checks";
import { brandErrorsFromApi, checkBrandChanges, checkNewBrand } from "@/components/brands/brand-checks";
import { checkPost } from "@/components/posts/post-checks";
import { scheduleProblem } from "@/components/posts/schedule-check";
import { blankKeyForm, checkKeyForm, rateBounds } from "@/components/settings/key-form-checks";
import { checkVoice, controlIdFor, firstErrorKey, voiceErrorsFromApi } from "@/components/voice/voice-checks";
import { blankVoice, LIMITS } from "@/components/voice/voice-draft";
import { asSentence, checkWith, issuesFromApiMessage, toFieldErrors } from "@/lib/client/form-errors";
import { createBrandSchema } from "@/lib/schemas/brand";
import { RPD_BOUNDS, RPM_BOUNDS } from "@/lib/schemas/api-key";
import { PLAN_CAPS } from "@/lib/users/plans";

// The dashboard's forms validate with the server's own schemas (lib/schemas); these tests pin
// the sentences a person sees for what the schemas refuse, and that what passes is the body
// the server accepts.

describe("form errors from zod issues", () => {
  it("maps issues to fields (first one per field wins) and keeps the parsed body", () => {
    const bad = checkWith(createBrandSchema, { name: " ", website: "nope" }, { fieldOf: (path) => (path === "name" || path === "website" ? path : null) });
    expect(bad).toEqual({ ok: false, errors: { name: "Must not be empty.", website: "Must be an http or https URL." }, other: null });
    const good = checkWith(createBrandSchema, { name: "  Northwind ", website: "https://northwind.example" }, { fieldOf: () => null });
    expect(good).toEqual({ ok: true, data: { name: "Northwind", website: "https://northwind.example" } });
  });

  it("reports an issue no field claims as `other`", () => {
    const result = checkWith(createBrandSchema, { name: "A", website: "https://a.example", extra: 1 }, { fieldOf: (path) => (path === "name" ? "name" : null) });
    expect(result).toMatchObject({ ok: false, errors: {}, other: 'Unrecognized key: "extra".' });
  });

  it("reads the API's 400 message back into issues, with zod's bounds", () => {
    const issues = issuesFromApiMessage("Invalid body: content_themes[0].keywords[2]: Too big: expected string to have <=60 characters; name: must not be empty (and 2 more).");
    expect(issues).toEqual([
      { path: "content_themes[0].keywords[2]", message: "Too big: expected string to have <=60 characters", code: "too_big", limit: 60 },
      { path: "name", message: "must not be empty", code: "too_small", limit: 1 },
    ]);
    expect(toFieldErrors(issues, { fieldOf: (path) => (path === "name" ? "name" : null) })).toEqual({ name: "Must not be empty." });
    expect(asSentence("must be in the future")).toBe("Must be in the future.");
  });
});

describe("brand forms", () => {
  it("say what to type for each website the schema refuses", () => {
    const website = (value: string) => {
      const result = checkNewBrand({ name: "Northwind", website: value });
      return result.ok ? null : result.errors.website;
    };
    expect(website("ftp://northwind.example")).toBe("The address must start with https:// or http://.");
    expect(website("mobile.example")).toBe("Enter a full web address starting with https:// or http://, e.g. https://example.com.");
    expect(website("")).toBe("Enter the brand's website, e.g. https://example.com.");
    expect(website(" https://northwind.example ")).toBeNull();
    expect(checkNewBrand({ name: "", website: "https://a.example" })).toMatchObject({ ok: false, errors: { name: "Give the brand a name." } });
    expect(checkNewBrand({ name: "x".repeat(101), website: "https://a.example" })).toMatchObject({ ok: false, errors: { name: "Use at most 100 characters." } });
  });

  it("send only what changed, or nothing", () => {
    const saved = { name: "Northwind", website: "https://northwind.example" };
    expect(checkBrandChanges(saved, saved)).toBeNull();
    expect(checkBrandChanges(saved, { ...saved, website: "https://nw.example " })).toEqual({ ok: true, data: { website: "https://nw.example" } });
    expect(checkBrandChanges(saved, { ...saved, website: "not a url" })).toMatchObject({ ok: false, errors: { website: expect.stringMatching(/^Enter a full web address/) } });
    expect(brandErrorsFromApi("Invalid body: website: must be an http or https URL.", { ...saved, website: "ftp://x.example" })).toEqual({ website: "The address must start with https:// or http://." });
  });
});

describe("voice editor", () => {
  it("names the required fields the schema refuses, and a repeated theme", () => {
    const draft = { ...blankVoice(), content_themes: [{ theme: "", keywords: [] }] };
    const result = checkVoice(draft);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      "language_patterns.sentence_structure": "Describe how the brand builds its sentences, e.g. “Short, punchy sentences with a question now and then.”",
      "content_themes[0].theme": "Name the theme, or remove it.",
    });
    const twice = checkVoice({ ...blankVoice(), language_patterns: { ...blankVoice().language_patterns, sentence_structure: "Short." }, content_themes: [{ theme: "Craft", keywords: [] }, { theme: " craft ", keywords: [] }] });
    expect(twice).toMatchObject({ ok: false, errors: { "content_themes[1].theme": "This theme is already in the list." } });
  });

  it("sends the trimmed draft, and reads the schema's bounds", () => {
    const draft = { ...blankVoice(), personality_traits: [" bold ", ""], language_patterns: { vocabulary_level: "simple", sentence_structure: " Short. ", signature_phrases: [] } };
    expect(checkVoice(draft)).toMatchObject({ ok: true, data: { personality_traits: ["bold"], language_patterns: { sentence_structure: "Short." } } });
    expect(LIMITS).toEqual({ traits: 20, traitLength: 60, phrases: 30, phraseLength: 200, themes: 20, themeLength: 100, keywords: 30, keywordLength: 60, vocabularyLength: 60, sentenceLength: 300, samplePosts: 30, samplePostLength: 5000 });
    expect(voiceErrorsFromApi("Invalid body: content_themes[0].keywords[2]: Too big: expected string to have <=60 characters.", draft)).toEqual({ "content_themes[0].keywords": "A keyword has at most 60 characters." });
  });

  it("checks the sample posts by the schema: blank ones dropped, long or too many named", () => {
    const base = { ...blankVoice(), language_patterns: { vocabulary_level: "simple", sentence_structure: "Short.", signature_phrases: [] } };
    expect(checkVoice({ ...base, sample_posts: [" First post. ", "  "] })).toMatchObject({ ok: true, data: { sample_posts: ["First post."] } });
    expect(checkVoice(base)).toMatchObject({ ok: true, data: expect.not.objectContaining({ sample_posts: expect.anything() }) });
    expect(checkVoice({ ...base, sample_posts: ["ok", "x".repeat(5001)] })).toMatchObject({ ok: false, errors: { sample_posts: "A sample post has at most 5000 characters." } });
    expect(checkVoice({ ...base, sample_posts: Array.from({ length: 31 }, (_, i) => `post ${i}`) })).toMatchObject({ ok: false, errors: { sample_posts: "Keep at most 30 sample posts." } });
    expect(voiceErrorsFromApi("Invalid body: sample_posts[1]: must be at most 5000 characters.", base)).toEqual({ sample_posts: "A sample post has at most 5000 characters." });
    expect(controlIdFor(firstErrorKey({ sample_posts: "x" })!)).toBe("voice-add-sample");
  });
});

describe("API key form", () => {
  it("bounds the limits by the schema and the plan's caps", () => {
    expect(rateBounds(PLAN_CAPS.free)).toEqual({ rpm: { min: 1, max: 60, default: 60 }, rpd: { min: 1, max: 1_000, default: 1_000 } });
    expect(rateBounds({ maxKeyRpm: 1e9, maxKeyRpd: 1e9 })).toMatchObject({ rpm: { max: RPM_BOUNDS.max }, rpd: { max: RPD_BOUNDS.max } });
    const form = { ...blankKeyForm(rateBounds(PLAN_CAPS.pro)), name: "Agent" };
    expect(checkKeyForm({ ...form, rpm: "601" }, PLAN_CAPS.pro)).toMatchObject({ ok: false, errors: { rate_limit_rpm: "Enter a whole number from 1 to 600." } });
    expect(checkKeyForm({ ...form, rpm: "1.5", rpd: "0" }, PLAN_CAPS.pro)).toMatchObject({ ok: false, errors: { rate_limit_rpm: "Enter a whole number from 1 to 600.", rate_limit_rpd: "Enter a whole number from 1 to 50,000." } });
  });

  it("names each refused field, and builds the body the server takes", () => {
    const form = blankKeyForm(rateBounds(PLAN_CAPS.free));
    expect(checkKeyForm({ ...form, scopes: [], brandMode: "chosen", expires: "2001-01-01T10:00" }, PLAN_CAPS.free)).toMatchObject({
      ok: false,
      errors: {
        name: "Give the key a name, so you can tell it apart later.",
        scopes: "Choose at least one scope.",
        brand_ids: "Choose at least one brand, or allow all brands.",
        expires_at: "Choose a time in the future.",
      },
    });
    expect(checkKeyForm({ ...form, name: " Agent ", agentType: " n8n " }, PLAN_CAPS.free)).toEqual({
      ok: true,
      data: { name: "Agent", scopes: ["read"], brand_ids: null, agent_type: "n8n", rate_limit_rpm: 60, rate_limit_rpd: 1000, expires_at: null, requires_approval: false, daily_post_budget: null },
    });
  });
});

describe("posts and schedules", () => {
  it("post editor: the schema's fields and each platform's rules", () => {
    expect(checkPost({ content: " ", platforms: [], brandId: "", imageUrl: "x" })).toMatchObject({
      ok: false,
      errors: { content: "Write the post's text.", platforms: "Choose at least one platform.", image_url: "Enter a full http(s) URL." },
    });
    // A draft may wait for its image (the server answers a warning; scheduling refuses it).
    expect(checkPost({ content: "Hello", platforms: ["instagram"], brandId: "", imageUrl: "" })).toEqual({ ok: true, data: { content: "Hello", platforms: ["instagram"], brand_id: null, image_url: null } });
    expect(checkPost({ content: "x".repeat(300), platforms: ["x_twitter"], brandId: "", imageUrl: "" })).toMatchObject({ ok: false, errors: { content: "Too long for X: shorten it or unselect it." } });
    expect(checkPost({ content: "Hello", platforms: ["x_twitter"], brandId: "", imageUrl: "" })).toEqual({ ok: true, data: { content: "Hello", platforms: ["x_twitter"], brand_id: null, image_url: null } });
  });

  it("schedule: the schema's future-and-within rule, in the form's words", () => {
    expect(scheduleProblem(null)).toEqual({ message: "Enter a date and a time.", passed: false });
    expect(scheduleProblem(new Date(Date.now() - 60_000))).toEqual({ message: "Choose a time in the future.", passed: true });
    expect(scheduleProblem(new Date(Date.now() + 400 * 86_400_000))).toEqual({ message: "Choose a time within 365 days.", passed: false });
    expect(scheduleProblem(new Date(Date.now() + 3_600_000))).toBeNull();
  });
});

describe("sign-up", () => {
  it("names each empty or refused field as the form always has", () => {
    expect(checkSignUp({ name: "", email: "", password: "" })).toMatchObject({
      ok: false,
      errors: { name: "Enter your name.", email: "Enter your email address.", password: "Choose a password." },
    });
    expect(checkSignUp({ name: "Robin", email: "robin@", password: "short" })).toMatchObject({
      ok: false,
      errors: { email: "Enter a valid email address, like name@company.com.", password: "Use at least 10 characters." },
    });
    expect(accountFieldProblem("password", "é".repeat(40))).toBe("Use at most 72 bytes.");
    expect(checkSignUp({ name: " Robin ", email: " Robin@Example.COM ", password: "long-enough-pass" })).toEqual({
      ok: true,
      data: { name: "Robin", email: "robin@example.com", password: "long-enough-pass" },
    });
  });
});
