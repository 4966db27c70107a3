import { serverEnv } from "@/lib/env/server-env";
import type { OutboundPurpose, PrivateAllowlist } from "@/lib/outbound/private-allowlist";

/** What OUTBOUND_ALLOW_PRIVATE opens when OUTBOUND_ALLOW_PRIVATE_FOR is unset. */
const DEFAULT_PURPOSES: readonly OutboundPurpose[] = ["webhooks"];

/** The operator's allowlist of private targets when it opens `purpose`; null: public addresses only. */
export function privateAllowlistFor(purpose: OutboundPurpose): PrivateAllowlist | null {
  const env = serverEnv();
  if (!env.OUTBOUND_ALLOW_PRIVATE) return null;
  return (env.OUTBOUND_ALLOW_PRIVATE_FOR ?? DEFAULT_PURPOSES).includes(purpose) ? env.OUTBOUND_ALLOW_PRIVATE : null;
}
