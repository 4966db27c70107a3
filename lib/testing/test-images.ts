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
