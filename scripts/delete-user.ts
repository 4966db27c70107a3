import { db } from "@/lib/db/client";
import { deleteUser, SoleOwnerError } from "@/lib/users/delete-user";
import { pointAtAppDatabase } from "./runtime/app-database";

// `npm run user:delete -- <email>`: deletes the account with this email, its rows and its stored
// media files (lib/users/delete-user.ts), with the media store lib/env/server-env.ts configures. Running it
// again after a failure while removing files finishes the removal. Against DATABASE_URL, or the
// embedded database of a running `npm start`.
async function main() {
  const email = process.argv[2]?.trim().toLowerCase();
  if (!email) {
    console.error("Usage: npm run user:delete -- <email>");
    process.exit(1);
  }
  pointAtAppDatabase();
  const user = await db().user.findUnique({ where: { email }, select: { id: true } });
  if (!user) {
    console.error(`No account has the email ${email}.`);
    process.exit(1);
  }
  try {
    console.log(JSON.stringify({ email, ...(await deleteUser(user.id)) }));
  } catch (error) {
    if (!(error instanceof SoleOwnerError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  process.exit(0);
}

void main();
