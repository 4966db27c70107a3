import { withApi } from "@/lib/api/with-api";
import { createBrand } from "@/lib/brands/create-brand";
import { listBrands } from "@/lib/brands/list-brands";
import { createBrandSchema, toBrandOutput } from "@/lib/schemas/brand";

export const GET = withApi(async ({ caller }) => ({ brands: (await listBrands(caller)).map(toBrandOutput) }), { scope: "read" });

export const POST = withApi(async ({ caller, body }) => ({ brand: toBrandOutput(await createBrand(caller, body)) }), {
  scope: "write",
  body: createBrandSchema,
  status: 201,
});
