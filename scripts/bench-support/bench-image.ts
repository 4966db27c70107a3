import sharp from "sharp";

/** The live bench's image: a 400 × 400 JPEG with noise, a few tens of KB, within every platform's image rules. */
export async function benchImage(): Promise<Uint8Array> {
  const noise = { type: "gaussian" as const, mean: 128, sigma: 30 };
  return new Uint8Array(await sharp({ create: { width: 400, height: 400, channels: 3, background: "#000", noise } }).jpeg({ quality: 70 }).toBuffer());
}
