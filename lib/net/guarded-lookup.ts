import dns from "node:dns";
import type { LookupFunction } from "node:net";
import { checkAddress } from "@/lib/net/address-policy";
import type { PrivateAllowlist } from "@/lib/outbound/private-allowlist";
import { SafeFetchError } from "@/lib/net/safe-fetch-error";

export type ResolvedAddress = { address: string; family: number };
/** Resolves a host name to every address it has. Injectable so tests can fake DNS answers. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/**
 * A `lookup` for net.connect that refuses the connection unless every address the name resolves
 * to passes the policy. Node connects only to addresses this function returns, so the check is
 * on the very addresses used, and a DNS answer that changes between check and use (rebinding)
 * cannot slip through. One bad address refuses the whole name rather than being filtered out:
 * a name that points into a private network is not a site we should talk to at all, unless the
 * operator listed the name or the range (`allowlist`, OUTBOUND_ALLOW_PRIVATE).
 */
export function guardedLookup(resolve: Resolver, port: number, allowlist: PrivateAllowlist | null = null): LookupFunction {
  return (hostname, options, callback) => {
    const allowance = allowlist ? { allowlist, host: hostname } : undefined;
    resolve(hostname)
      .then((addresses) => {
        if (addresses.length === 0) throw new SafeFetchError("network", `${hostname} has no addresses`);
        for (const { address } of addresses) {
          const verdict = checkAddress(address, port, allowance);
          // Never say what the name resolved to: that would map an internal network for the asker.
          if (!verdict.allowed) throw new SafeFetchError("refused", `refused: address not allowed (${hostname})`);
        }
        const wanted = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
        if (wanted.length === 0) throw new SafeFetchError("network", `${hostname} has no IPv${options.family} address`);
        if (options.all) callback(null, wanted);
        else callback(null, wanted[0].address, wanted[0].family);
      })
      .catch((error: unknown) => {
        const failure = error instanceof SafeFetchError ? error : new SafeFetchError("network", `could not resolve ${hostname}`);
        callback(failure as NodeJS.ErrnoException, "", 0);
      });
  };
}
