import sharp from "sharp";
import { AtpAgent } from "@atproto/api";
import { startReferencePds } from "@/lib/testing/reference-pds";
async function main() {
  const pds = await startReferencePds({ pds: 3224, plc: 3225 });
  try {
    const account = await pds.createAccount(`try${Date.now().toString(36)}.test`);
    const agent = new AtpAgent({ service: pds.url });
    await agent.login({ identifier: account.handle, password: account.appPassword });
    const bytes = await sharp({ create: { width: 800, height: 800, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 30 } } }).jpeg({ quality: 80 }).toBuffer();
    console.log("bytes", bytes.length);
    const { data } = await agent.uploadBlob(bytes, { encoding: "image/jpeg" });
    console.log("blob", JSON.stringify(data.blob));
    const created = await agent.post({ text: "hello", embed: { $type: "app.bsky.embed.images", images: [{ alt: "x", image: data.blob, aspectRatio: { width: 800, height: 800 } }] }, createdAt: new Date().toISOString() });
    console.log("created", created.uri);
  } catch (e) { console.error("ERR", e); }
  finally { await pds.stop(); }
}
main();
