import { randomBytes } from "node:crypto";
import { vi } from "vitest";
import { forgetServerEnv } from "@/lib/env/server-env";

/** Sets server variables for a test (undo with `vi.unstubAllEnvs(); forgetServerEnv()`). */
export function useEnv(values: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
  forgetServerEnv();
}

export function resetEnv(): void {
  vi.unstubAllEnvs();
  forgetServerEnv();
}

/** A fresh connections key ring, with an id unique to the run (the test database is shared). */
export const testKeyRing = () => `t${randomBytes(4).toString("hex")}:${randomBytes(32).toString("base64")}`;
