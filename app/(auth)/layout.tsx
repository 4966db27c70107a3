import Link from "next/link";
import { redirect } from "next/navigation";
import { currentUser } from "@/components/auth/current-user";
import { Logo } from "@/components/ui/logo";
import { PLATFORM_COUNT_WORD } from "@/lib/platforms/platform-count";

export const dynamic = "force-dynamic";

export default async function AuthLayout({ children }: { children: React.ReactNode }) {
  if (await currentUser()) redirect("/dashboard");
  return (
    <div className="relative flex min-h-dvh flex-col bg-slate-50">
      <div aria-hidden className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-gradient-to-b from-brand-50 to-transparent" />
      <main className="relative flex flex-1 flex-col items-center justify-center px-4 py-12 sm:px-6">
        <Link href="/" className="mb-8 rounded-md" aria-label="Brandcast home">
          <Logo />
        </Link>
        <div className="w-full max-w-sm">{children}</div>
      </main>
      <footer className="relative px-4 pb-6 text-center text-xs text-slate-500">
        Brand voice, on-voice posts and scheduling for {PLATFORM_COUNT_WORD} platforms.
      </footer>
    </div>
  );
}
