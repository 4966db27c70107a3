import { brandEndpoints } from "@/lib/api/endpoints/brands";
import { route } from "@/lib/api/route";
import { getBrandOrThrow } from "@/lib/brands/get-brand-or-throw";
import { updateBrand } from "@/lib/brands/update-brand";
import { toBrandOutput } from "@/lib/schemas/brand";
import { otherMethods } from "@/lib/api/other-methods";

export const GET = route(brandEndpoints.get, async ({ caller, params }) => ({ brand: toBrandOutput(await getBrandOrThrow(caller, params.id)) }));

export const PATCH = route(brandEndpoints.update, async ({ caller, params, body }) => ({
  brand: toBrandOutput(await updateBrand(caller, params.id, body)),
}));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { OPTIONS, POST, PUT, DELETE } = otherMethods("GET", "PATCH");
