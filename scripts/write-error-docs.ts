import { writeFileSync } from "node:fs";
import path from "node:path";
import { errorReferenceMarkdown } from "../lib/error-docs";

// `npx tsx scripts/write-error-docs.ts`: writes docs/errors.md from lib/error-docs.ts (the page
// every `error.doc_url` points into, as the app serves it).
writeFileSync(path.resolve(__dirname, "..", "docs", "errors.md"), errorReferenceMarkdown());
