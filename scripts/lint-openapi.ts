import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openApiDocument } from "../lib/openapi/document";

// `npm run lint:openapi`: writes the document as the server generates it (with a relative
// server URL, as a lint cannot know the host) and runs `redocly lint` on it with redocly.yaml.
// The exit code is Redocly's: non-zero when a rule of severity error fails.

const root = path.resolve(__dirname, "..");
const dir = mkdtempSync(path.join(tmpdir(), "brandcast-openapi-"));
try {
  const file = path.join(dir, "openapi.json");
  writeFileSync(file, JSON.stringify(openApiDocument("/api/v1"), null, 2));
  const result = spawnSync(path.join(root, "node_modules", ".bin", "redocly"), ["lint", file, "--config", path.join(root, "redocly.yaml"), "--format", "stylish"], {
    cwd: root,
    stdio: "inherit",
    // Offline machines: no usage report, no update check.
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
  });
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
