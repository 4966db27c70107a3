import { redirect } from "next/navigation";
import { currentUser } from "@/components/auth/current-user";

export const dynamic = "force-dynamic";

export default async function Home() {
  const user = await currentUser();
  redirect(user ? "/dashboard" : "/sign-in");
}
