import { redirect } from "next/navigation";
import { currentUser } from "@/components/auth/current-user";
import { AppShell } from "@/components/shell/app-shell";

export const dynamic = "force-dynamic";

export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const user = await currentUser();
  if (!user) redirect("/sign-in");
  return <AppShell user={{ name: user.name, email: user.email }}>{children}</AppShell>;
}
