import Link from "next/link";

export function BackToBrands() {
  return (
    <Link href="/brands" className="mb-4 inline-flex items-center gap-1 rounded-md text-sm font-medium text-slate-600 hover:text-brand-700">
      <span aria-hidden>←</span> All brands
    </Link>
  );
}
