import http from "node:http";
import https from "node:https";
import net from "node:net";
import { ALLOWED_PORTS, checkAddress } from "@/lib/net/address-policy";
import { guardedLookup, systemResolver, type Resolver } from "@/lib/net/guarded-lookup";
import type { PrivateAllowlist } from "@/lib/outbound/private-allowlist";
import { readLimitedBody, readLimitedBytes } from "@/lib/net/read-limited-body";
import { SafeFetchError } from "@/lib/net/safe-fetch-error";
import { isPortAllowedForTests } from "@/lib/net/test-loopback-allowance";

export type SafeFetchOptions = {
  /** For the whole fetch, redirects included. Default 5000. */
  timeoutMs?: number;
  /** Of the (decoded) body. Default 2 MB. */
  maxBytes?: number;
  /** Default 3. */
  maxRedirects?: number;
  /** DNS resolution; tests inject a fake. Default: the system resolver (dns.lookup, all addresses). */
  resolver?: Resolver;
  /**
   * Private hosts and ranges the operator opened for this kind of fetch (OUTBOUND_ALLOW_PRIVATE
   * with OUTBOUND_ALLOW_PRIVATE_FOR, lib/net/private-allowlist-for.ts). Default: none, public addresses only.
   */
  privateAllowlist?: PrivateAllowlist | null;
};

export type SafeFetchResult = { url: string; status: number; contentType: string; body: string };
/** `bytes` is empty when the final status is not 2xx (an error page is not read). */
export type SafeFetchBytesResult = { url: string; status: number; contentType: string; bytes: Uint8Array };

export const DEFAULT_TIMEOUT_MS = 5_000;
export const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 3;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
// One fetcher for every page and image a user names: a website read for its voice, a link
// card page, an image hosted elsewhere; the agent says all three, so a site owner reading
// their log knows why it was fetched.
const USER_AGENT = "BrandcastBot/1.0 (+voice extraction, link previews, post images)";

type Target = { url: URL; host: string; port: number };

/** What is fetched: the Accept header, which content types are refused, and how the body is read. */
type BodyKind<T> = {
  /** What is fetched, in error messages ("the page"). */
  noun: string;
  accept: string;
  /** A refusal for this final answer before its body is read, or null. */
  refuse: (contentType: string, status: number) => SafeFetchError | null;
  read: (response: http.IncomingMessage, maxBytes: number, contentType: string) => Promise<T>;
};

/**
 * GETs `url` as text, refusing anything that could reach an internal network (SSRF):
 * - http and https only, ports 80 and 443 only;
 * - every address a host name resolves to is checked inside the socket's `lookup`, i.e. on the
 *   addresses actually connected to, and the connected peer is checked again on connect;
 *   IP literals (including 127.1, 0x7f000001, [::ffff:127.0.0.1], which URL parsing normalises)
 *   are checked before connecting;
 * - redirects (at most `maxRedirects`) are followed by hand, each target checked the same way;
 * - one deadline for the whole fetch, and the body is cut off past `maxBytes`.
 * Non-2xx final statuses are returned, not thrown. Throws SafeFetchError for everything else.
 */
export async function safeFetchText(url: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const { value, ...answer } = await guardedGet(url, options, {
    noun: "the page",
    accept: "text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.1",
    refuse: (contentType) => (isTextual(contentType) ? null : new SafeFetchError("not_text", `refused: ${contentType.split(";")[0]} is not a text page`)),
    read: readLimitedBody,
  });
  return { ...answer, body: value };
}

/**
 * GETs `url` as bytes (an image hosted elsewhere) with the same SSRF guards, deadline and size
 * cut-off as `safeFetchText`. A 2xx answer that declares a text or JSON type is refused
 * (`not_image`); what the bytes really are is for the caller to decode. A non-2xx answer is
 * returned with no bytes.
 */
export async function safeFetchBytes(url: string, options: SafeFetchOptions = {}): Promise<SafeFetchBytesResult> {
  const { value, ...answer } = await guardedGet(url, options, {
    noun: "the image",
    accept: "image/*;q=0.9,*/*;q=0.1",
    refuse: (contentType, status) => (isSuccess(status) && isTextOrJson(contentType) ? new SafeFetchError("not_image", `refused: ${contentType.split(";")[0]} is not an image`) : null),
    read: async (response, maxBytes) => {
      if (!isSuccess(response.statusCode ?? 0)) {
        response.destroy();
        return new Uint8Array();
      }
      return new Uint8Array(await readLimitedBytes(response, maxBytes, "the image"));
    },
  });
  return { ...answer, bytes: value };
}

async function guardedGet<T>(url: string, options: SafeFetchOptions, kind: BodyKind<T>): Promise<{ url: string; status: number; contentType: string; value: T }> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const resolver = options.resolver ?? systemResolver;
  const allowlist = options.privateAllowlist ?? null;

  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  try {
    let target = checkedTarget(url, allowlist);
    for (let redirects = 0; ; redirects++) {
      const response = await requestOnce(target, resolver, deadline.signal, kind.accept, allowlist);
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(response.statusCode ?? 0) && location) {
        response.destroy();
        if (redirects >= maxRedirects) {
          throw new SafeFetchError("too_many_redirects", `refused: more than ${maxRedirects} redirects`);
        }
        target = checkedTarget(resolveLocation(location, target.url), allowlist, "redirect to ");
        continue;
      }
      const contentType = String(response.headers["content-type"] ?? "");
      const status = response.statusCode ?? 0;
      const refusal = kind.refuse(contentType, status);
      if (refusal) {
        response.destroy();
        throw refusal;
      }
      const value = await kind.read(response, maxBytes, contentType);
      return { url: target.url.href, status, contentType, value };
    }
  } catch (error) {
    if (deadline.signal.aborted) {
      throw new SafeFetchError("timeout", `timed out after ${describeMs(timeoutMs)}`);
    }
    if (error instanceof SafeFetchError) throw error;
    throw new SafeFetchError("network", `could not fetch ${kind.noun}: ${networkReason(error)}`);
  } finally {
    clearTimeout(timer);
  }
}

function resolveLocation(location: string, base: URL): string {
  try {
    return new URL(location, base).href;
  } catch {
    throw new SafeFetchError("invalid_url", "refused: a redirect pointed to an invalid URL");
  }
}

/** Parses and checks everything that can be checked before connecting. */
function checkedTarget(raw: string, allowlist: PrivateAllowlist | null, context = ""): Target {
  let url: URL;
  try {
    // WHATWG parsing normalises numeric hosts: 127.1, 0x7f000001, 2130706433 and 0177.0.0.1
    // all become 127.0.0.1, so they reach the address check as the address they mean.
    url = new URL(raw);
  } catch {
    throw new SafeFetchError("invalid_url", `invalid URL: ${truncate(raw)}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new SafeFetchError("invalid_url", `refused: ${context}${url.protocol} URLs are not allowed (only http and https)`);
  }
  if (url.username || url.password) {
    throw new SafeFetchError("refused", `refused: ${context}URLs with credentials are not allowed`);
  }
  const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
  if (!ALLOWED_PORTS.has(port) && !isPortAllowedForTests(port)) {
    throw new SafeFetchError("refused", `refused: ${context}port ${port} is not allowed (only 80 and 443)`);
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (net.isIP(host)) {
    // Node skips `lookup` for IP literals, so they are judged here.
    const verdict = checkAddress(host, port, allowlist ? { allowlist, host } : undefined);
    if (!verdict.allowed) throw new SafeFetchError("refused", `refused: ${context}${verdict.reason}`);
  }
  return { url, host, port };
}

function requestOnce(target: Target, resolver: Resolver, signal: AbortSignal, accept: string, allowlist: PrivateAllowlist | null): Promise<http.IncomingMessage> {
  // Each hop is judged on its own host: a listed name does not cover where it redirects.
  const allowance = allowlist ? { allowlist, host: target.host } : undefined;
  const transport = target.url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(target.url, {
      method: "GET",
      agent: false, // a fresh socket per hop: no pooled connection skips the lookup check
      lookup: guardedLookup(resolver, target.port, allowlist),
      signal,
      headers: {
        "user-agent": USER_AGENT,
        accept,
        "accept-encoding": "identity",
      },
    });
    request.on("socket", (socket) => {
      // Defence in depth: judge the peer actually connected to, whatever resolved it.
      socket.once("connect", () => {
        const verdict = checkAddress(socket.remoteAddress ?? "", socket.remotePort ?? 0, allowance);
        // The peer's address is what a name resolved to: not said (guarded-lookup.ts).
        if (!verdict.allowed) request.destroy(new SafeFetchError("refused", "refused: address not allowed"));
      });
    });
    request.on("response", resolve);
    request.on("error", reject);
    request.end();
  });
}

function isTextual(contentType: string): boolean {
  const type = contentType.split(";")[0].trim().toLowerCase();
  return type === "" || type.startsWith("text/") || type === "application/xhtml+xml" || type === "application/xml" || type.endsWith("+xml");
}

const isSuccess = (status: number) => status >= 200 && status < 300;

/** A declared type that no image is served as (an error page, an API answer). */
function isTextOrJson(contentType: string): boolean {
  const type = contentType.split(";")[0].trim().toLowerCase();
  return type.startsWith("text/") || type === "application/json" || type.endsWith("+json") || type === "application/xhtml+xml";
}

function describeMs(ms: number): string {
  return ms >= 1000 && ms % 100 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

function networkReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "the host name does not resolve";
  if (code === "ECONNREFUSED") return "the connection was refused";
  if (code === "ECONNRESET") return "the connection was reset";
  if (typeof code === "string" && code.startsWith("ERR_TLS") || code === "CERT_HAS_EXPIRED" || code === "DEPTH_ZERO_SELF_SIGNED_CERT") {
    return "the TLS certificate was not accepted";
  }
  return code ?? "network error";
}

function truncate(text: string): string {
  return text.length > 100 ? `${text.slice(0, 100)}…` : text;
}
