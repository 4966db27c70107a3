/**
 * A test-only hole in the SSRF policy: lets 127.0.0.1 on chosen ports through, so that tests can
 * fetch from a server they start on loopback.
 *
 * Production can never enable it: both switching it on and honouring it require a test runner's
 * environment (vitest sets VITEST; NODE_ENV=test). `next build` inlines NODE_ENV as "production"
 * into the server bundle, and nothing in the app calls `allowLoopbackForTests`.
 */

const allowedPorts = new Set<number>();

function isTestEnvironment(): boolean {
  return process.env.NODE_ENV === "test" || Boolean(process.env.VITEST);
}

/** Lets 127.0.0.1 on `ports` through the address policy. Throws outside a test run. */
export function allowLoopbackForTests(ports: readonly number[]): void {
  if (!isTestEnvironment()) {
    throw new Error("allowLoopbackForTests may only be called in tests (NODE_ENV=test or VITEST)");
  }
  for (const port of ports) allowedPorts.add(port);
}

/** Removes every test allowance. */
export function clearLoopbackAllowanceForTests(): void {
  allowedPorts.clear();
}

/** Whether a test allowance covers this normalised address and port. */
export function isLoopbackAllowedForTests(address: string, port: number): boolean {
  return address === "127.0.0.1" && allowedPorts.has(port) && isTestEnvironment();
}

/** Whether a test allowance covers this port (so a URL's port is not refused before connecting). */
export function isPortAllowedForTests(port: number): boolean {
  return allowedPorts.has(port) && isTestEnvironment();
}
