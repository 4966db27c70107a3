import { afterAll, vi } from "vitest";
import { forgetServerEnv } from "@/lib/env/server-env";

// vitest.config.mts `setupFiles`, run again before every test file. Most files share one module
// graph and one process with the files before them (project "shared", docs/testing.md), so what
// a file changes in the process must not reach the next one: after its last hook, the
// environment is put back as the file found it (stubbed or assigned), the settings read from it
// are read again, and spies, stubbed globals and fake timers are undone.

const envAtStart = { ...process.env };

afterAll(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  for (const name of Object.keys(process.env)) if (!(name in envAtStart)) delete process.env[name];
  for (const [name, value] of Object.entries(envAtStart)) if (process.env[name] !== value) process.env[name] = value;
  forgetServerEnv();
});
