import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { PLATFORM_IDS } from "@/lib/platforms/ids";

// A ninth platform is one folder (docs/architecture.md, "Adding a platform") only while no other
// file knows the eight by name: a list of ids, a table keyed by them or an `id === "…"` test
// elsewhere is an edit nothing asks for when a platform is added. So production code outside
// lib/platforms reads every platform fact from the registry; this test finds any that does not.

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SCANNED = ["app", "components", "lib", "inngest", "instrumentation.ts"];
// Not production code, or the platforms' own home: the loopback platform servers and other test
// helpers (lib/testing), the generated Prisma client; e2e/ and scripts/ are not scanned at all.
const SKIPPED = ["lib/platforms/", "lib/testing/", "lib/db/generated/"];

// Files allowed to name platforms, each with its reason. Keep it empty: a fact about a platform
// belongs in its folder.
const ALLOWED: Record<string, string> = {
  "lib/pacing/pacing-test-fixtures.ts": "test fixtures (live publishing to loopback X and LinkedIn), not production code; they belong in lib/testing",
};

/** The folders of lib/platforms that are a platform (hold its platform.ts): "x-twitter", "google-business", … */
const PLATFORM_FOLDERS = readdirSync(path.join(ROOT, "lib/platforms"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(ROOT, "lib/platforms", entry.name, "platform.ts")))
  .map((entry) => entry.name);

const escape = (word: string) => word.replace(/[-_]/g, (char) => `\\${char}`);
const NAMES = [...PLATFORM_IDS, ...PLATFORM_FOLDERS];
// An id or folder name as a word of a string: "x_twitter", `for ${n} platforms (facebook, …)`,
// '{"linkedin": …}'. Not inside a longer word or path: "instagram_content_publish",
// "graph.facebook.com", "https://www.linkedin.com/…" (a platform's own URL) do not count.
const NAME_IN_TEXT = new RegExp(`(?<![\\w./-])(${NAMES.map(escape).join("|")})(?![\\w/-])`);
const PLATFORM_FOLDER_PATH = new RegExp(`lib/platforms/(${PLATFORM_FOLDERS.map(escape).join("|")})/`);
const IDS: ReadonlySet<string> = new Set(PLATFORM_IDS);

/**
 * Where a source file names a platform, as "file:line: what": a string, template or JSX text
 * holding an id as a word, an identifier spelled as an id (`{ linkedin: … }`, `PLATFORMS.x_twitter`),
 * or an import from inside a platform's folder. Comments are not code and are not read.
 */
function platformMentions(file: string, source: string): string[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => found.push(`${file}:${tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1}: ${what}`);
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      const folderPath = PLATFORM_FOLDER_PATH.exec(node.text);
      const name = NAME_IN_TEXT.exec(node.text);
      if (folderPath) report(node, `a path into the platform folder ${folderPath[1]}`);
      else if (name) report(node, `"${name[1]}" in ${JSON.stringify(node.text.length > 60 ? `${node.text.slice(0, 60)}…` : node.text)}`);
    } else if (ts.isIdentifier(node) && IDS.has(node.text)) {
      report(node, `the identifier ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

function productionFiles(): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    if (SKIPPED.some((skipped) => `${relative}/`.startsWith(skipped))) return;
    for (const entry of readdirSync(path.join(ROOT, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(child);
    }
  };
  for (const start of SCANNED) {
    if (start.endsWith(".ts")) files.push(start);
    else walk(start);
  }
  return files.sort();
}

describe("platform ids stay in lib/platforms", () => {
  it("finds an id as a string, a word of prose, a key, a member or an import, and nothing in comments or other words", () => {
    const source = [
      'const a = "x_twitter";',
      "const b = `for eight platforms (facebook, instagram)`;",
      "const c = { linkedin: 1 };",
      "const d = PLATFORMS.google_business;",
      'import { xTwitter } from "@/lib/platforms/x-twitter/platform";',
      "const e = <p>Post to threads</p>;",
      "// x_twitter and linkedin in a comment",
      'const f = ["x", "X", "threaded", "instagram_content_publish", "https://graph.facebook.com", "lib/platforms/registry"];',
    ].join("\n");
    expect(platformMentions("example.tsx", source)).toEqual([
      'example.tsx:1: "x_twitter" in "x_twitter"',
      'example.tsx:2: "facebook" in "for eight platforms (facebook, instagram)"',
      "example.tsx:3: the identifier linkedin",
      "example.tsx:4: the identifier google_business",
      "example.tsx:5: a path into the platform folder x-twitter",
      'example.tsx:6: "threads" in "Post to threads"',
    ]);
  });

  it("no production file outside lib/platforms names a platform: it reads the registry (lib/platforms/registry.ts)", () => {
    const files = productionFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.filter((file) => !(file in ALLOWED)).flatMap((file) => platformMentions(file, readFileSync(path.join(ROOT, file), "utf8")));
    expect(found, "a platform fact outside its folder: make it a field of the platform (docs/architecture.md, \"Adding a platform\")").toEqual([]);
  });
});
