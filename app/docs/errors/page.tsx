import type { Metadata } from "next";
import Link from "next/link";
import { Logo } from "@/components/ui/logo";
import { DOCUMENTED_CODES, ERROR_DOCS } from "@/lib/error-docs";
import { ERROR_DOCS_PATH, ERROR_STATUS } from "@/lib/errors";

// The page every API error's `doc_url` points into (`/docs/errors#<code>`): public, the same for
// everyone, rendered once at build time from the one error table (lib/error-docs.ts).

export const metadata: Metadata = { title: "Error codes" };

/** `code` spans of the reference's text as <code>, the rest as it is. */
function Prose({ text }: { text: string }) {
  return text.split(/(`[^`]+`)/).map((part, index) => (part.startsWith("`") ? <code key={index} className="rounded bg-slate-100 px-1 font-mono text-[0.9em]">{part.slice(1, -1)}</code> : part));
}

export default function ErrorCodesPage() {
  return (
    <div className="min-h-dvh bg-slate-50">
      <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <Link href="/" className="rounded-md" aria-label="Brandcast home">
          <Logo />
        </Link>
        <h1 className="mt-8 text-2xl font-semibold tracking-tight text-slate-900">Error codes</h1>
        <p className="mt-3 text-sm text-slate-600">
          <Prose text={`Every failure of the API is \`{ ok: false, error: { code, message, doc_url, details? }, meta }\`; \`doc_url\` is \`${ERROR_DOCS_PATH}#<code>\`, a place on this page. Branch on \`code\`; \`message\` is for people and may change.`} />
        </p>
        <div className="mt-8 space-y-4">
          {DOCUMENTED_CODES.map((code) => (
            <section key={code} id={code} className="scroll-mt-6 rounded-lg border border-slate-200 bg-white p-5">
              <h2 className="flex items-baseline gap-3">
                <a href={`#${code}`} className="font-mono text-base font-semibold text-slate-900 hover:underline">
                  {code}
                </a>
                <span className="text-sm text-slate-500">HTTP {ERROR_STATUS[code]}</span>
              </h2>
              <p className="mt-1 font-medium text-slate-800">{ERROR_DOCS[code].title}</p>
              <p className="mt-2 text-sm text-slate-600">
                <Prose text={ERROR_DOCS[code].what} />
              </p>
              <p className="mt-2 text-sm text-slate-600">
                <span className="font-medium text-slate-700">What to do: </span>
                <Prose text={ERROR_DOCS[code].fix} />
              </p>
            </section>
          ))}
        </div>
      </main>
    </div>
  );
}
