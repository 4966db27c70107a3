// The bytes of uploaded images this process has read lately, shared by the posts that publish
// them: a campaign's posts often carry the same images, and each read is a file (or, with S3,
// a GET) per image per post. Safe because an upload is never rewritten in place (its key is
// `<user id>/<media id>.<ext>`, written once), and each entry is keyed by the key AND the
// content's SHA-256 too, as the media row gives them: a row that names other content misses.
// The row itself is still looked up for every post (lib/media/own-media-of-url.ts), so a deleted
// upload is never published from here. Bounded: the least recently used go first.

const MAX_TOTAL_BYTES = 64 * 1024 * 1024;
// A larger image is read for each post, as before: it would push out many small ones.
const MAX_ENTRY_BYTES = 8 * 1024 * 1024;

const entries = new Map<string, Promise<Uint8Array | null>>();
const sizes = new Map<string, number>();
let total = 0;

/** The upload's bytes: from the cache, or `read()` once and kept. A missing file or a failed read is not kept. */
export function readUploadBytes(storageKey: string, contentSha256: string | null, read: () => Promise<Uint8Array | null>): Promise<Uint8Array | null> {
  if (contentSha256 === null) return read();
  const key = `${storageKey}\n${contentSha256}`;
  const cached = entries.get(key);
  if (cached) {
    // Used again: to the back of the line.
    entries.delete(key);
    entries.set(key, cached);
    return cached;
  }
  const reading = read();
  entries.set(key, reading);
  reading.then(
    (bytes) => {
      if (entries.get(key) !== reading) return;
      if (!bytes || bytes.byteLength > MAX_ENTRY_BYTES) return forget(key);
      sizes.set(key, bytes.byteLength);
      total += bytes.byteLength;
      for (const oldest of entries.keys()) {
        if (total <= MAX_TOTAL_BYTES) break;
        if (sizes.has(oldest)) forget(oldest);
      }
    },
    () => {
      if (entries.get(key) === reading) forget(key);
    },
  );
  return reading;
}

function forget(key: string): void {
  entries.delete(key);
  total -= sizes.get(key) ?? 0;
  sizes.delete(key);
}

/** Empties the cache (tests that count reads). */
export function forgetUploadBytes(): void {
  entries.clear();
  sizes.clear();
  total = 0;
}
