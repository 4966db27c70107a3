import { createHash } from "node:crypto";
import { dbPool } from "@/lib/db/pool";
import { mediaStore } from "@/lib/media/media-store-for-env";
import type { PlatformId } from "@/lib/platforms/ids";
import { imageUrlForPlatform, textForPlatform, type Versions } from "@/lib/publishing/post-versions";
import { mediaForPlatform } from "@/lib/publishing/platform-media";
import { firstCommentForPlatform, threadForPlatform } from "@/lib/publishing/post-follow-ups";

/**
 * What an approval is bound to (docs/teams.md, "Approvals"): everything that decides what goes
 * out, where and when. The same function hashes the post an approver saw and the post the
 * publisher is about to send, so any difference between the two refuses the send.
 */
export type ApprovalSnapshot = {
  workspaceId: string;
  brandId: string | null;
  content: string;
  versions: Versions;
  platforms: readonly string[];
  imageUrl: string | null;
  /** The stored list of images (lib/publishing/platform-media.ts); left out: `imageUrl` alone. */
  media?: unknown;
  /** The replies after the text, as stored (lib/publishing/post-follow-ups.ts); left out: none. */
  thread?: unknown;
  /** The first comment; left out or null: none. */
  firstComment?: string | null;
  /** ISO 8601, or null for a draft. */
  scheduledAt: string | null;
};

/**
 * Runs one statement: the pool's by default, or an open transaction's (PGlite is one session,
 * so a statement on the pool would wait for a transaction that waits for it).
 */
export type Query = <Row>(sql: string, params: unknown[]) => Promise<Row[]>;
export const poolQuery: Query = async <Row,>(sql: string, params: unknown[]) => (await dbPool().query(sql, params)).rows as Row[];

const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

const MEDIA_FILE = /\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.[a-z]+$/;

type MediaRow = { id: string; storage_key: string; content_sha256: string | null };

/**
 * An image by what it is: an upload of the workspace by the SHA-256 of its bytes (hashed now
 * and stored when it was uploaded before hashes were kept); any other URL by the URL itself,
 * since the bytes behind it are another server's to change (docs/teams.md says so).
 */
async function imageIdentity(query: Query, workspaceId: string, url: string | null): Promise<{ sha256: string } | { url: string } | null> {
  if (url === null) return null;
  const match = MEDIA_FILE.exec(url);
  if (!match) return { url };
  const [row] = await query<MediaRow>("SELECT id::text, storage_key, content_sha256 FROM media WHERE id = $1::uuid AND workspace_id = $2::uuid", [match[1], workspaceId]);
  const store = mediaStore();
  if (!row || store.publicUrl(row.storage_key) !== url) return { url };
  if (row.content_sha256) return { sha256: row.content_sha256 };
  const bytes = await store.read(row.storage_key);
  if (!bytes) return { url };
  const hash = sha256(bytes);
  await query("UPDATE media SET content_sha256 = $2 WHERE id = $1::uuid AND content_sha256 IS NULL RETURNING id", [row.id, hash]);
  return { sha256: hash };
}

type ConnectionRow = { platform: string; id: string; account: string | null };

/** The account each platform would publish to: the brand's connection there (one per platform). */
async function accountsOf(query: Query, brandId: string | null, platforms: readonly string[]): Promise<Map<string, { connection_id: string; account: string | null }>> {
  if (!brandId) return new Map();
  const rows = await query<ConnectionRow>(
    `SELECT platform, id::text, coalesce(account_handle, account_name, account_label) AS account
     FROM platform_connections WHERE brand_id = $1::uuid AND platform = ANY($2::text[])`,
    [brandId, [...platforms]],
  );
  return new Map(rows.map((row) => [row.platform, { connection_id: row.id, account: row.account }]));
}

/**
 * The canonical SHA-256 (hex) of a post as it would go out. The JSON is built with a fixed key
 * order and the platforms sorted, so the same post always gives the same hash.
 */
export async function approvalHash(post: ApprovalSnapshot, query: Query = poolQuery): Promise<string> {
  const platforms = [...post.platforms].sort() as PlatformId[];
  const accounts = await accountsOf(query, post.brandId, platforms);
  const perPlatform = [];
  for (const platform of platforms) {
    const entry: Record<string, unknown> = {
      platform,
      text: textForPlatform(post, platform),
      image: await imageIdentity(query, post.workspaceId, imageUrlForPlatform(post, platform)),
      account: accounts.get(platform) ?? null,
    };
    // Several images: each after the first, in order, with its alt text. Only then, so the hash
    // of a post with one image (every approval given before the list) stays what it was.
    const images = mediaForPlatform(post, platform);
    if (images.length > 1) {
      entry.more_images = [];
      for (const item of images.slice(1)) (entry.more_images as unknown[]).push({ image: await imageIdentity(query, post.workspaceId, item.url), alt_text: item.alt_text });
      entry.first_alt_text = images[0]?.alt_text ?? null;
    }
    // A thread and a first comment go out too, so an approval binds them; only when there are
    // any, so a post without them hashes as it always did (and its approvals still stand).
    const thread = threadForPlatform(post, platform);
    if (thread.length > 0) entry.thread = thread;
    const firstComment = firstCommentForPlatform(post, platform);
    if (firstComment !== null) entry.first_comment = firstComment;
    perPlatform.push(entry);
  }
  const canonical = { v: 1, brand_id: post.brandId, scheduled_at: post.scheduledAt, platforms: perPlatform };
  return sha256(JSON.stringify(canonical));
}
