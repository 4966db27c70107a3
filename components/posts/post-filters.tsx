import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { inputClass } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import type { Brand, PostStatus } from "@/lib/client/types";
import { MAX_SEARCH_LENGTH, POST_STATUSES } from "@/lib/schemas/post";

type Props = {
  brands: Brand[];
  brandId: string;
  status: PostStatus | "";
  q: string;
  updating: boolean;
  onChange: (patch: { brand?: string; status?: string; q?: string }) => void;
};

/** Text search, brand and status filters above the posts list, with "Clear filters" and an updating hint. */
export function PostFilters({ brands, brandId, status, q, updating, onChange }: Props) {
  const filtered = Boolean(brandId || status || q);
  return (
    <div className="grid grid-cols-2 gap-3 border-b border-slate-200 px-5 py-4 sm:flex sm:items-end sm:px-6">
      <form
        role="search"
        className="col-span-2 sm:w-64"
        onSubmit={(event) => {
          event.preventDefault();
          const value = new FormData(event.currentTarget).get("q");
          onChange({ q: typeof value === "string" ? value.trim().slice(0, MAX_SEARCH_LENGTH) : "" });
        }}
      >
        <label htmlFor="posts-search" className="block text-xs font-medium text-slate-600">
          Search text
        </label>
        <input
          key={q}
          id="posts-search"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder="Words in a post, then Enter"
          className={cx(inputClass, "mt-1")}
        />
      </form>
      <div className="sm:w-56">
        <label htmlFor="posts-brand" className="block text-xs font-medium text-slate-600">
          Brand
        </label>
        <select id="posts-brand" className={cx(inputClass, "mt-1")} value={brandId} onChange={(e) => onChange({ brand: e.target.value })}>
          <option value="">All brands</option>
          {brands.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:w-44">
        <label htmlFor="posts-status" className="block text-xs font-medium text-slate-600">
          Status
        </label>
        <select id="posts-status" className={cx(inputClass, "mt-1")} value={status} onChange={(e) => onChange({ status: e.target.value })}>
          <option value="">All statuses</option>
          {POST_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s[0].toUpperCase() + s.slice(1)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 flex items-center gap-3 empty:hidden sm:ml-auto sm:min-h-10">
        {updating ? (
          <span className="flex items-center gap-1.5 text-xs text-slate-500" role="status">
            <Spinner className="size-3.5" /> Updating…
          </span>
        ) : null}
        {filtered ? (
          <Button variant="ghost" size="sm" onClick={() => onChange({ brand: "", status: "", q: "" })}>
            Clear filters
          </Button>
        ) : null}
      </div>
    </div>
  );
}
