import net from "node:net";
import { ALLOWED_PORTS, checkAddress } from "@/lib/net/address-policy";
import type { PrivateAllowlist } from "@/lib/outbound/private-allowlist";
import { privateAllowlistFor } from "@/lib/net/private-allowlist-for";
import { isPortAllowedForTests } from "@/lib/net/test-loopback-allowance";

export type WebhookTarget = { url: URL; host: string; port: number };

/**
 * Whether a webhook may be sent to `raw`, as far as can be told without resolving it: http(s),
 * no credentials, port 80 or 443, and an IP literal (or "localhost") only when it is public or
 * on the operator's allowlist (OUTBOUND_ALLOW_PRIVATE). A host name is judged again on every
 * delivery, on the addresses it resolves to then (lib/webhooks/send-webhook.ts), so a name that
 * points inside later is refused then. Returns the reason for a refusal, or the parsed target.
 */
export function checkWebhookTarget(raw: string, allowlist: PrivateAllowlist | null = privateAllowlistFor("webhooks")): WebhookTarget | string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "must be an http or https URL";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "must be an http or https URL";
  if (url.username || url.password) return "must not carry credentials (user:password@)";
  const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
  if (!ALLOWED_PORTS.has(port) && !isPortAllowedForTests(port)) return `port ${port} is not allowed (only 80 and 443)`;
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if ((host === "localhost" || host.endsWith(".localhost")) && !allowlist?.hosts.has(host)) return "must be a public address, not localhost";
  if (net.isIP(host)) {
    const verdict = checkAddress(host, port, allowlist ? { allowlist, host } : undefined);
    if (!verdict.allowed) return `must be a public address: ${verdict.reason}`;
  }
  return { url, host, port };
}
