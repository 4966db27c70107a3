import { writeFile } from "node:fs/promises";
import { startReferencePds, type PdsAccount, type ReferencePds } from "../../lib/testing/reference-pds";
import { referencePdsInstalled } from "../pds/install";
import { test } from "./fixtures";

// What the specs that publish to the REAL reference Bluesky PDS share: the spec skipped where the
// PDS is not installed, the PDS (with its PLC directory) on the spec's ports and one account on
// it, what the PDS said attached beside a failed test, and the PDS stopped after the spec.

export type SpecPds = { pds: ReferencePds; account: PdsAccount };

/**
 * Registers the hooks; call it before the spec's own beforeAll, which can then read the PDS's
 * url (hooks run in the order they are registered). Returns the PDS and its account (set once
 * beforeAll has run).
 */
export function useReferencePds(options: { pds: number; plc: number; handlePrefix: string }): () => SpecPds {
  let started: SpecPds | undefined;
  test.skip(!referencePdsInstalled(), "The Bluesky reference PDS is not installed (e2e/pds): `npm run pds:install`.");
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const pds = await startReferencePds({ pds: options.pds, plc: options.plc, logs: true });
    started = { pds, account: await pds.createAccount(`${options.handlePrefix}${Date.now().toString(36)}.test`) };
  });
  test.afterEach(async ({}, testInfo) => {
    // Its request log and any stack, beside a failure.
    if (testInfo.status !== testInfo.expectedStatus && started) {
      const file = testInfo.outputPath("reference-pds-output.txt");
      await writeFile(file, started.pds.output());
      await testInfo.attach("reference-pds-output", { path: file, contentType: "text/plain" });
    }
  });
  test.afterAll(async () => {
    await started?.pds.stop();
  });
  return () => {
    if (!started) throw new Error("the reference PDS is read before the spec's beforeAll ran");
    return started;
  };
}
