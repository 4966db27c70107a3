import { withApi } from "@/lib/api/with-api";
import { getBrandOrThrow } from "@/lib/brands/get-brand-or-throw";
import { updateBrand } from "@/lib/brands/update-brand";
import { toBrandOutput, updateBrandSchema } from "@/lib/schemas/brand";

export const GET = withApi(async ({ caller, params }) => ({ brand: toBrandOutput(await getBrandOrThrow(caller, params.id)) }), {
  scope: "read",
});

export const PATCH = withApi(
  async ({ caller, params, body }) => ({ brand: toBrandOutput(await updateBrand(caller, params.id, body)) }),
  { scope: "write", body: updateBrandSchema },
);
