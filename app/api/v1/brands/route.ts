import { brandEndpoints } from "@/lib/api/endpoints/brands";
import { route } from "@/lib/api/route";
import { createBrand } from "@/lib/brands/create-brand";
import { listBrands } from "@/lib/brands/list-brands";
import { toBrandOutput } from "@/lib/schemas/brand";
import { otherMethods } from "@/lib/api/other-methods";

export const GET = route(brandEndpoints.list, async ({ caller }) => ({ brands: (await listBrands(caller)).map(toBrandOutput) }));

export const POST = route(brandEndpoints.create, async ({ caller, body }) => ({ brand: toBrandOutput(await createBrand(caller, body)) }));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods("GET", "POST");
