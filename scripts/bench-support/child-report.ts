// The child side of the live bench's helper processes (loopback-process.ts, image-host-process.ts):
// waits for the line `report` on standard input, prints `REPORT <json>` of what `report` returns,
// and exits (so that a CPU profile, when asked for, is written).

export async function answerWhenAsked(report: () => Promise<unknown>): Promise<void> {
  await new Promise<void>((resolve) => {
    let text = "";
    process.stdin.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("\n")) resolve();
    });
  });
  console.log(`REPORT ${JSON.stringify(await report())}`);
  process.exit(0);
}
