/**
 * When an API key works: not revoked and not past its expiry (docs/spec.md, "API key
 * lifecycle"). The one definition, as a SQL condition on the api_keys row named `alias`:
 * the per-request admission and the plan's cap on active keys both use it, so they can never
 * disagree about which keys count.
 */
export function activeKeyCondition(alias: string): string {
  return `${alias}.revoked_at IS NULL AND (${alias}.expires_at IS NULL OR ${alias}.expires_at > now())`;
}
