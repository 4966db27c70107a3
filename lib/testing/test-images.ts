import sharp from "sharp";

type Format = "png" | "jpeg" | "webp" | "gif";

/** A real image of this size and format (a flat colour), for upload and image-rule tests. */
export async function testImage(width: number, height: number, format: Format = "png"): Promise<Uint8Array> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });
  return new Uint8Array(await image.toFormat(format).toBuffer());
}

/** A multipart body as a browser's form sends it: `file` named and typed as given (which the server must not trust). */
export function uploadForm(bytes: Uint8Array, options: { name?: string; type?: string; altText?: string } = {}): FormData {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], options.name ?? "image.png", { type: options.type ?? "image/png" }));
  if (options.altText !== undefined) form.append("alt_text", options.altText);
  return form;
}

/** A real animated GIF: `frames` frames of this size, each a colour of its own, looping. */
export async function testAnimatedGif(width: number, height: number, frames: number): Promise<Uint8Array> {
  const frame = width * height * 3;
  const pixels = Buffer.alloc(frame * frames);
  for (let i = 0; i < frames; i++) {
    // A diagonal stripe that moves, so frames differ and the GIF cannot collapse them into one.
    for (let p = 0; p < width * height; p++) {
      const x = p % width;
      const y = Math.floor(p / width);
      const on = (x + y + i * 4) % 16 < 8;
      pixels.set(on ? [200, 80, 40] : [40, 80 + i * 10, 200], i * frame + p * 3);
    }
  }
  const image = sharp(pixels, { raw: { width, height: height * frames, channels: 3, pageHeight: height } });
  return new Uint8Array(await image.gif({ loop: 0, delay: Array.from({ length: frames }, () => 100) }).toBuffer());
}
