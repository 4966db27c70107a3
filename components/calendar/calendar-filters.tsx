"use client";

import { cx } from "@/components/ui/cx";
import { inputClass } from "@/components/ui/field";
import type { Brand } from "@/lib/client/types";
import { PLATFORM_IDS, type PlatformId } from "@/lib/platforms/ids";
import { PLATFORMS } from "@/lib/platforms/registry";

type Props = {
  brands: Brand[];
  brandId: string;
  platform: PlatformId | "";
  onBrand: (id: string) => void;
  onPlatform: (platform: PlatformId | "") => void;
};

/** Brand and platform filters (kept in the URL by the view). */
export function CalendarFilters({ brands, brandId, platform, onBrand, onPlatform }: Props) {
  return (
    <div className="flex flex-wrap items-end gap-3 border-b border-slate-100 px-4 py-2 sm:px-5">
      <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs font-medium text-slate-600 sm:flex-none">
        Brand
        <select value={brandId} onChange={(event) => onBrand(event.target.value)} className={cx(inputClass, "py-1.5 text-sm sm:w-48")}>
          <option value="">All brands</option>
          {brands.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs font-medium text-slate-600 sm:flex-none">
        Platform
        <select value={platform} onChange={(event) => onPlatform(event.target.value as PlatformId | "")} className={cx(inputClass, "py-1.5 text-sm sm:w-48")}>
          <option value="">All platforms</option>
          {PLATFORM_IDS.map((id) => (
            <option key={id} value={id}>
              {PLATFORMS[id].label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

export function isPlatformId(value: string | null): value is PlatformId {
  return value !== null && (PLATFORM_IDS as readonly string[]).includes(value);
}
