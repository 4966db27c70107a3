"use client";

import { Spinner } from "@/components/ui/spinner";
import { messageOf } from "@/lib/client/api-error";
import { useBrands } from "@/lib/client/brands";

type Props = {
  mode: "all" | "chosen";
  chosen: string[];
  onMode: (mode: "all" | "chosen") => void;
  onChosen: (ids: string[]) => void;
  error?: string;
};

/** All brands (including later ones), or only the brands ticked here. */
export function BrandAccessPicker({ mode, chosen, onMode, onChosen, error }: Props) {
  const brands = useBrands();

  return (
    <fieldset aria-describedby={error ? "key-brands-error" : undefined}>
      <legend className="text-sm font-medium text-slate-800">Brand access</legend>
      <div className="mt-3 space-y-2">
        <label className="flex items-start gap-3 text-sm" htmlFor="key-brands-all">
          <input id="key-brands-all" type="radio" name="brand-mode" checked={mode === "all"} onChange={() => onMode("all")} className="mt-0.5 size-4 accent-brand-600" />
          <span>
            <span className="font-medium text-slate-900">All brands</span>
            <span className="block text-xs text-slate-600">Including brands you create later.</span>
          </span>
        </label>
        <label className="flex items-start gap-3 text-sm" htmlFor="key-brands-chosen">
          <input id="key-brands-chosen" type="radio" name="brand-mode" checked={mode === "chosen"} onChange={() => onMode("chosen")} className="mt-0.5 size-4 accent-brand-600" />
          <span>
            <span className="font-medium text-slate-900">Only chosen brands</span>
            <span className="block text-xs text-slate-600">Other brands answer 403 to this key.</span>
          </span>
        </label>
      </div>

      {mode === "chosen" ? (
        <div className="mt-3 rounded-lg bg-slate-50 p-3 ring-1 ring-inset ring-slate-200 sm:ml-7">
          {brands.status === "loading" ? (
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <Spinner /> Loading your brands…
            </p>
          ) : !brands.data ? (
            <p className="text-sm text-red-700">Your brands could not be loaded: {messageOf(brands.error)}</p>
          ) : brands.data.length === 0 ? (
            <p className="text-sm text-slate-600">You have no brands yet, so there is nothing to choose. Allow all brands instead.</p>
          ) : (
            <ul className="max-h-56 space-y-1 overflow-y-auto" aria-label="Brands">
              {brands.data.map((brand) => (
                <li key={brand.id}>
                  <label className="flex items-center gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-white" htmlFor={`key-brand-${brand.id}`}>
                    <input
                      id={`key-brand-${brand.id}`}
                      type="checkbox"
                      checked={chosen.includes(brand.id)}
                      onChange={(e) => onChosen(e.target.checked ? [...chosen, brand.id] : chosen.filter((b) => b !== brand.id))}
                      className="size-4 accent-brand-600"
                    />
                    <span className="min-w-0 truncate font-medium text-slate-900">{brand.name}</span>
                    <span className="hidden min-w-0 truncate text-xs text-slate-500 sm:inline">{brand.website}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      {error ? (
        <p id="key-brands-error" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
