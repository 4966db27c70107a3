import { apiFetch } from "@/lib/client/api-fetch";
import { resources } from "@/lib/client/resource-store";
import type { Brand } from "@/lib/client/types";
import { BRANDS_URL, brandUrl, voiceUrl } from "@/lib/client/urls";
import { useResource } from "@/lib/client/use-resource";
import type { CreateBrandInput, UpdateBrandInput } from "@/lib/schemas/brand";

const loadBrands = async (url: string, signal: AbortSignal) => (await apiFetch<{ brands: Brand[] }>(url, { signal })).brands;
const loadBrand = async (url: string, signal: AbortSignal) => (await apiFetch<{ brand: Brand }>(url, { signal })).brand;

/** The signed-in user's brands, oldest first (the API's order). */
export function useBrands() {
  return useResource(BRANDS_URL, loadBrands);
}

/** One brand; null id = nothing to load (e.g. an id that is not a UUID). A 404 is the resource's error. */
export function useBrand(id: string | null) {
  return useResource(id ? brandUrl(id) : null, loadBrand);
}

function remember(brand: Brand) {
  resources.update<Brand>(brandUrl(brand.id), () => brand);
  resources.update<Brand[]>(BRANDS_URL, (list) => list && (list.some((b) => b.id === brand.id) ? list.map((b) => (b.id === brand.id ? brand : b)) : [...list, brand]));
}

export async function createBrand(input: CreateBrandInput): Promise<Brand> {
  const { brand } = await apiFetch<{ brand: Brand }>(BRANDS_URL, { method: "POST", body: input });
  remember(brand);
  // A new brand has no voice profile: its page need not ask.
  resources.update(voiceUrl(brand.id), () => null);
  return brand;
}

/** PATCH: send only the fields that changed. */
export async function updateBrand(id: string, changes: UpdateBrandInput): Promise<Brand> {
  const { brand } = await apiFetch<{ brand: Brand }>(brandUrl(id), { method: "PATCH", body: changes });
  remember(brand);
  return brand;
}
