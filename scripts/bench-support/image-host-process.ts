// The image host of `npm run bench:publish -- --live` (scripts/bench-publish-live.ts) in a process
// of its own, standing in for the app's public /media/<id>.<ext> that the platforms pull carousel
// items and photos from (in production another machine, or a CDN). Prints `READY <json>` ({url})
// once listening; on a line `report` on its standard input prints `REPORT <json>` (the fetches it
// answered and its CPU time) and exits.

import { hostImage } from "@/lib/testing/platform-servers/image-host";
import { benchImage } from "./bench-image";
import { answerWhenAsked } from "./child-report";

export type ImageHostReport = { fetches: number; cpuSeconds: number };

async function main() {
  let fetches = 0;
  const image = await hostImage(await benchImage(), "image/jpeg", () => fetches++);
  console.log(`READY ${JSON.stringify({ url: image.url })}`);
  await answerWhenAsked(async () => {
    const usage = process.cpuUsage();
    const report: ImageHostReport = { fetches, cpuSeconds: (usage.user + usage.system) / 1e6 };
    await image.close();
    return report;
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
