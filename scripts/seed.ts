import { PrismaPg } from "@prisma/adapter-pg";
import { hashPassword } from "@/lib/auth/password";
import { DataDirLockedError } from "@/lib/embedded-db/data-dir-lock";
import { findRunningEmbeddedDatabase, startEmbeddedDatabase, type EmbeddedDatabase } from "@/lib/embedded-db/embedded";
import { PrismaClient } from "@/lib/db/generated/client";
import { DEMO_BRANDS, DEMO_USER, type DemoBrand } from "./seed-demo-data";
import { describeDatabase } from "./runtime/describe-database";
import { loadEnvFiles } from "./runtime/load-env-files";
import { migrateDeploy } from "./runtime/migrate-deploy";
import { DATA_DIR } from "./runtime/paths";

// `npm run seed`: the demo account, safe to run any number of times (every row is found
// by its natural key first). It connects to DATABASE_URL, else to the embedded database a
// running `npm start` serves, else opens .data/pgdata itself for the duration.

/** needsMigrations: false only for a running app's database, which it migrated at start. */
type Target = { connectionString: string; label: string; needsMigrations: boolean; embedded?: EmbeddedDatabase };

async function openTarget(): Promise<Target> {
  if (process.env.DATABASE_URL) {
    const connectionString = process.env.DATABASE_URL;
    return { connectionString, label: describeDatabase(connectionString), needsMigrations: true };
  }
  // A server that is still starting holds the lock before it writes embedded.json: wait for it.
  for (let waited = 0; ; waited += 500) {
    const running = findRunningEmbeddedDatabase(DATA_DIR);
    if (running) return { connectionString: running, label: "the embedded database of the running app", needsMigrations: false };
    try {
      const embedded = await startEmbeddedDatabase(DATA_DIR, "npm run seed");
      const label = "the embedded database in .data/pgdata";
      return { connectionString: embedded.connectionString, label, needsMigrations: true, embedded };
    } catch (error) {
      if (!(error instanceof DataDirLockedError) || waited >= 15_000) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

async function seedBrand(db: PrismaClient, userId: string, brand: DemoBrand): Promise<void> {
  const existing = await db.brand.findFirst({ where: { userId, name: brand.name }, select: { id: true } });
  const { id: brandId } =
    existing ?? (await db.brand.create({ data: { userId, name: brand.name, website: brand.website }, select: { id: true } }));
  await db.brandVoice.upsert({ where: { brandId }, create: { brandId, ...brand.voice }, update: brand.voice });
  for (const draft of brand.drafts) {
    const found = await db.post.findFirst({ where: { userId, brandId, content: draft.content }, select: { id: true } });
    if (!found) await db.post.create({ data: { userId, brandId, ...draft, status: "draft", source: "dashboard" } });
  }
}

async function seed(connectionString: string): Promise<void> {
  // One connection: the embedded database is one session shared with the running app.
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString, max: 1 }) });
  try {
    const passwordHash = await hashPassword(DEMO_USER.password);
    const profile = { name: DEMO_USER.name, plan: DEMO_USER.plan, passwordHash };
    const user = await db.user.upsert({
      where: { email: DEMO_USER.email },
      create: { email: DEMO_USER.email, ...profile },
      update: profile, // re-seeding also restores the documented password
      select: { id: true },
    });
    for (const brand of DEMO_BRANDS) await seedBrand(db, user.id, brand);
  } finally {
    await db.$disconnect();
  }
}

async function main() {
  loadEnvFiles();
  const target = await openTarget();
  try {
    if (target.needsMigrations) {
      process.env.DATABASE_URL = target.connectionString;
      if ((await migrateDeploy()) !== 0) throw new Error("Applying database migrations failed (see above).");
    }
    await seed(target.connectionString);
  } finally {
    await target.embedded?.stop();
  }
  console.log(
    [
      `\n[seed] Demo data is in ${target.label}.`,
      `  Sign in at /sign-in of the running app (${process.env.NEXTAUTH_URL ?? `http://localhost:${process.env.PORT ?? "3000"}`} unless PORT or NEXTAUTH_URL says otherwise)`,
      `  email ${DEMO_USER.email}, password ${DEMO_USER.password}`,
      `  (brands: ${DEMO_BRANDS.map((brand) => brand.name).join(", ")})\n`,
    ].join("\n"),
  );
}

main().catch((error) => {
  console.error(`[seed] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
