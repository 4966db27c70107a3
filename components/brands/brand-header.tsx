import { ExternalIcon } from "@/components/ui/icons";
import { hostOf, initialOf } from "@/components/brands/brand-labels";
import type { Brand } from "@/lib/client/types";

/** The brand's initial, name and a link to its website. */
export function BrandHeader({ brand }: { brand: Brand }) {
  return (
    <div className="mb-8 flex min-w-0 items-center gap-4">
      <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-lg font-semibold text-brand-700 ring-1 ring-inset ring-brand-200">
        {initialOf(brand.name)}
      </span>
      <div className="min-w-0">
        <h1 className="truncate text-2xl font-semibold tracking-tight text-slate-900">{brand.name}</h1>
        <a href={brand.website} target="_blank" rel="noopener noreferrer" className="inline-flex max-w-full items-center gap-1 rounded text-sm text-slate-500 hover:text-brand-700 hover:underline">
          <span className="truncate">{hostOf(brand.website)}</span>
          <ExternalIcon className="size-3.5 shrink-0" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}
