import { redirect } from "next/navigation";
import { currentUser } from "@/components/auth/current-user";
import { sectionsFor } from "@/components/settings/settings-sections";
import { CONNECTIONS_SETTINGS_PATH } from "@/lib/connections/oauth/settings-after-sign-in";

export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /settings is the first section the user sees. An address from before sections had their own
 * (`/settings?brand=…&connected=…`, a sign-in that returned then) goes to Connections with its query.
 */
export default async function SettingsIndex({ searchParams }: { searchParams: SearchParams }) {
  const user = await currentUser();
  if (!user) redirect("/sign-in");
  const query = await searchParams;
  const kept = new URLSearchParams();
  for (const name of ["brand", "connected"]) {
    const value = query[name];
    if (typeof value === "string") kept.set(name, value);
  }
  if (kept.size > 0) redirect(`${CONNECTIONS_SETTINGS_PATH}?${kept}`);
  redirect(sectionsFor(user.role)[0].href);
}
