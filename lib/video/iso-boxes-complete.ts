/** Reads bytes [start, end) of the file being checked. */
export type RangeReader = (start: number, end: number) => Promise<Uint8Array | null>;

/** Top-level boxes read before giving up: a real MP4 or MOV has a handful. */
const MAX_BOXES = 64;

/**
 * Whether an MP4 or MOV file (ISO base media format) holds every byte its top-level boxes
 * declare: ffprobe reads a file whose index (moov) comes first even when the media data after it
 * was cut off, so a truncated upload is found here, a box header at a time (each a ranged read,
 * never the file). Returns null when complete, else the problem.
 */
export async function isoBoxesProblem(read: RangeReader, fileBytes: number): Promise<string | null> {
  let offset = 0;
  for (let count = 0; offset < fileBytes && count < MAX_BOXES; count++) {
    const header = await read(offset, Math.min(offset + 16, fileBytes));
    if (!header || header.byteLength < 8) return `truncated: a box header at byte ${offset} is cut off`;
    const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
    let size = view.getUint32(0);
    if (size === 1) {
      if (header.byteLength < 16) return `truncated: a box header at byte ${offset} is cut off`;
      size = Number(view.getBigUint64(8));
    } else if (size === 0) {
      return null; // "extends to the end of the file"
    }
    if (size < 8) return `not a valid MP4/MOV: a box at byte ${offset} declares ${size} bytes`;
    if (offset + size > fileBytes) return `truncated: the file has ${fileBytes} bytes, but its data runs to byte ${offset + size}`;
    offset += size;
  }
  return null;
}
