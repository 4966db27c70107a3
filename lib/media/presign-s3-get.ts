import { createHash, createHmac } from "node:crypto";

export type PresignOptions = { endpoint: string; bucket: string; key: string; region: string; accessKeyId: string; secretAccessKey: string; expiresInSeconds: number; now?: Date };

const hmac = (key: Uint8Array | string, text: string) => createHmac("sha256", key).update(text).digest();
const sha256Hex = (text: string) => createHash("sha256").update(text).digest("hex");
/** RFC 3986 encoding as Signature Version 4 wants it: everything but A-Z a-z 0-9 - _ . ~ (and "/" in a path). */
const encode = (text: string, keepSlash = false) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).replace(keepSlash ? /%2F/g : /$^/, "/");

/**
 * A presigned GET URL of one object, path-style (as S3MediaStore addresses the bucket), signed
 * with AWS Signature Version 4 in the query string ("Authenticating Requests: Using Query
 * Parameters"): ffprobe reads a staged video by range through it without credentials. Written
 * here rather than with @aws-sdk/s3-request-presigner, which the project does not depend on.
 */
export function presignS3Get(options: PresignOptions): string {
  const base = new URL(options.endpoint);
  // Path-style (`/<bucket>/<key>`); an empty bucket signs a virtual-hosted URL (the bucket in the host).
  const path = `${base.pathname.replace(/\/+$/, "")}${options.bucket ? `/${encode(options.bucket)}` : ""}/${encode(options.key, true)}`;
  const stamp = (options.now ?? new Date()).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
  const day = stamp.slice(0, 8);
  const scope = `${day}/${options.region}/s3/aws4_request`;
  const query: [string, string][] = [
    ["X-Amz-Algorithm", "AWS4-HMAC-SHA256"],
    ["X-Amz-Credential", `${options.accessKeyId}/${scope}`],
    ["X-Amz-Date", stamp],
    ["X-Amz-Expires", String(options.expiresInSeconds)],
    ["X-Amz-SignedHeaders", "host"],
  ];
  const canonicalQuery = query
    .map(([name, value]) => [encode(name), encode(value)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
  const canonicalRequest = ["GET", path, canonicalQuery, `host:${base.host}\n`, "host", "UNSIGNED-PAYLOAD"].join("\n");
  const stringToSign = ["AWS4-HMAC-SHA256", stamp, scope, sha256Hex(canonicalRequest)].join("\n");
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${options.secretAccessKey}`, day), options.region), "s3"), "aws4_request");
  const signature = createHmac("sha256", signingKey).update(stringToSign).digest("hex");
  return `${base.protocol}//${base.host}${path}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}
