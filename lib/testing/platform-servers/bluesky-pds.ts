/**
 * A Bluesky PDS on loopback, the part a text post and its lookup use, as the lexicons define it
 * (docs/platforms.md): `com.atproto.server.createSession` {identifier, password} (the handle or
 * DID and an app password) answering a session; `com.atproto.repo.createRecord` {repo,
 * collection, record, rkey?} writing the record under a time-ordered TID key and answering its
 * `uri` and `cid` (a post's `reply` must name its root and parent by strong reference, uri and
 * cid, as the lexicon's com.atproto.repo.strongRef requires); `com.atproto.repo.getRecord`
 * {repo, collection, rkey}; and `com.atproto.repo.listRecords` (`repo`, `collection`, `limit` 1–100,
 * default 50, `cursor`, `reverse`) listing the repository's records, by key, newest first unless
 * `reverse`. Errors are `{error, message}`. For images and the AppView, tests use the reference
 * PDS (lib/testing/reference-pds.ts) and bluesky-appview.ts.
 */
import { createHash } from "node:crypto";
import type { PlatformAnswer, PlatformApi, PlatformRequest } from "@/lib/testing/platform-servers/platform-server";

export type PdsAccount = { did: string; handle: string; appPassword: string };
export type PdsRecord = { uri: string; cid: string; rkey: string; collection: string; value: Record<string, unknown> };
export type BlueskyPdsApi = PlatformApi & { records: PdsRecord[] };

const xrpcError = (status: number, error: string, message: string): PlatformAnswer => ({ status, json: { error, message } });
const TID_ALPHABET = "234567abcdefghijklmnopqrstuvwxyz";

export function createBlueskyPdsApi(account: PdsAccount): BlueskyPdsApi {
  const records: PdsRecord[] = [];
  const sessions = new Set<string>();
  let lastMicros = 0;

  /** A TID: microseconds since the epoch and a clock id, 13 sortable base32 characters. */
  function nextTid(): string {
    lastMicros = Math.max(lastMicros + 1, Date.now() * 1000);
    let n = (BigInt(lastMicros) << 10n) | 7n;
    let tid = "";
    for (let i = 0; i < 13; i++) {
      tid = TID_ALPHABET[Number(n & 31n)] + tid;
      n >>= 5n;
    }
    return tid;
  }

  async function answer(request: PlatformRequest): Promise<PlatformAnswer | null> {
    const route = `${request.method} ${request.path}`;
    if (route === "POST /xrpc/com.atproto.server.createSession") {
      const { identifier, password } = request.json ?? {};
      if ((identifier !== account.handle && identifier !== account.did) || password !== account.appPassword) {
        return xrpcError(401, "AuthenticationRequired", "Invalid identifier or password");
      }
      const accessJwt = `access-${sessions.size + 1}-${account.did}`;
      sessions.add(accessJwt);
      return { status: 200, json: { accessJwt, refreshJwt: `refresh-${accessJwt}`, handle: account.handle, did: account.did, active: true } };
    }
    if (route === "POST /xrpc/com.atproto.repo.createRecord") {
      if (!signedIn(request)) return xrpcError(401, "AuthenticationRequired", "Authentication Required");
      const { repo, collection, record, rkey } = request.json ?? {};
      if (repo !== account.did && repo !== account.handle) return xrpcError(400, "InvalidRequest", "The session may only write its own repo");
      if (typeof collection !== "string" || !record || typeof record !== "object" || record.$type !== collection) return xrpcError(400, "InvalidRequest", "collection and a record of that $type are required");
      if (collection === "app.bsky.feed.post" && (typeof record.text !== "string" || typeof record.createdAt !== "string")) return xrpcError(400, "InvalidRequest", "Record/text and Record/createdAt are required");
      if (collection === "app.bsky.feed.post" && record.reply !== undefined && !(isStrongRef(record.reply?.root) && isStrongRef(record.reply?.parent))) {
        return xrpcError(400, "InvalidRequest", "Invalid app.bsky.feed.post record: Record/reply/root and Record/reply/parent must be strong refs (uri and cid)");
      }
      const key = typeof rkey === "string" ? rkey : nextTid();
      if (records.some((r) => r.collection === collection && r.rkey === key)) return xrpcError(400, "InvalidRequest", `Record already exists: ${collection}/${key}`);
      const uri = `at://${account.did}/${collection}/${key}`;
      const cid = recordCid(record);
      records.push({ uri, cid, rkey: key, collection, value: record });
      return { status: 200, json: { uri, cid, validationStatus: "valid" } };
    }
    if (route === "GET /xrpc/com.atproto.repo.listRecords") return list(request);
    if (route === "GET /xrpc/com.atproto.repo.getRecord") {
      const repo = request.query.get("repo");
      const found = records.find((r) => (repo === account.did || repo === account.handle) && r.collection === request.query.get("collection") && r.rkey === request.query.get("rkey"));
      if (!found) return xrpcError(400, "RecordNotFound", `Could not locate record: at://${repo}/${request.query.get("collection")}/${request.query.get("rkey")}`);
      return { status: 200, json: { uri: found.uri, cid: found.cid, value: found.value } };
    }
    return null;
  }

  function signedIn(request: PlatformRequest): boolean {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1];
    return token !== undefined && sessions.has(token);
  }

  function list(request: PlatformRequest): PlatformAnswer {
    const repo = request.query.get("repo");
    const collection = request.query.get("collection");
    if (!repo || !collection) return xrpcError(400, "InvalidRequest", "Params must have the properties \"repo\" and \"collection\"");
    if (repo !== account.did && repo !== account.handle) return xrpcError(400, "InvalidRequest", `Could not find repo: ${repo}`);
    const limit = Number(request.query.get("limit") ?? "50");
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) return xrpcError(400, "InvalidRequest", "limit must be from 1 to 100");
    const reverse = request.query.get("reverse") === "true";
    const cursor = request.query.get("cursor");
    const sorted = records.filter((r) => r.collection === collection).sort((a, b) => (a.rkey < b.rkey ? 1 : -1));
    if (reverse) sorted.reverse();
    const after = cursor === null ? sorted : sorted.filter((r) => (reverse ? r.rkey > cursor : r.rkey < cursor));
    const page = after.slice(0, limit);
    return {
      status: 200,
      json: {
        records: page.map((r) => ({ uri: r.uri, cid: r.cid, value: r.value })),
        ...(page.length === limit ? { cursor: page[page.length - 1].rkey } : {}),
      },
    };
  }

  return { name: "bluesky", answer, records };
}

/** com.atproto.repo.strongRef: an at:// uri and a CID. */
function isStrongRef(value: unknown): boolean {
  const ref = value as { uri?: unknown; cid?: unknown } | null;
  return typeof ref?.uri === "string" && ref.uri.startsWith("at://") && typeof ref.cid === "string" && ref.cid.length > 0;
}

/**
 * A CID as a PDS writes one (v1, dag-cbor, sha-256, base32 "b…"), here over the record's JSON
 * rather than its CBOR: clients check its form, not what it hashes.
 */
function recordCid(record: unknown): string {
  const bytes = Buffer.concat([Buffer.from([0x01, 0x71, 0x12, 0x20]), createHash("sha256").update(JSON.stringify(record)).digest()]);
  const alphabet = "abcdefghijklmnopqrstuvwxyz234567";
  let bits = 0;
  let value = 0;
  let out = "b";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}
