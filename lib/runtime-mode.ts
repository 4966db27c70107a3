import { serverEnv } from "@/lib/env/server-env";

/** Inngest runs scheduled posts when it is configured (docs/design.md, "Runtime modes"); else the local scheduler. */
export function usesInngest(): boolean {
  const env = serverEnv();
  return Boolean(env.INNGEST_EVENT_KEY || env.INNGEST_DEV);
}

/** sandbox (the embedded default): deliveries are recorded and nothing leaves the machine. */
export function publishMode(): "sandbox" | "live" {
  return serverEnv().PUBLISH_MODE;
}
