import Link from "next/link";
import { cx } from "@/components/ui/cx";
import { inputClass } from "@/components/ui/field";
import type { Brand } from "@/lib/client/types";

type Props = { brands: Brand[]; value: string; required: boolean; error?: string; onChange: (brandId: string) => void };

/** The post's brand: required to generate in its voice and to queue, optional to write by hand. */
export function BrandSelect({ brands, value, required, error, onChange }: Props) {
  return (
    <div className="max-w-md">
      <label htmlFor="compose-brand" className="block text-sm font-medium text-slate-800">
        Brand {required ? null : <span className="font-normal text-slate-500">(optional)</span>}
      </label>
      <select
        id="compose-brand"
        className={cx(inputClass, "mt-1.5")}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "compose-brand-error" : "compose-brand-hint"}
      >
        <option value="">{required ? "Choose a brand…" : "No brand"}</option>
        {brands.map((brand) => (
          <option key={brand.id} value={brand.id}>
            {brand.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id="compose-brand-error" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : (
        <p id="compose-brand-hint" className="mt-1.5 text-xs text-slate-500">
          Texts are generated in this brand&apos;s voice, and queued in its slots.{" "}
          <Link href="/brands" className="text-brand-700 hover:underline">
            Manage brands
          </Link>
        </p>
      )}
    </div>
  );
}
