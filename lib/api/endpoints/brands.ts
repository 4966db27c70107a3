import { z } from "@/lib/zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { idParams } from "@/lib/api/endpoints/path-params";
import { brandSchema, createBrandSchema, updateBrandSchema } from "@/lib/schemas/brand";

const oneBrand = z.object({ brand: brandSchema });

export const brandEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/v1/brands",
    operationId: "listBrands",
    summary: "List brands",
    auth: { kind: "scope", scope: "read" },
    data: z.object({ brands: z.array(brandSchema) }),
    status: 200,
    errors: [],
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/v1/brands",
    operationId: "createBrand",
    summary: "Create a brand",
    auth: { kind: "scope", scope: "write" },
    body: createBrandSchema,
    data: oneBrand,
    status: 201,
    errors: ["brand_forbidden"],
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/api/v1/brands/{id}",
    operationId: "getBrand",
    summary: "Get one brand",
    auth: { kind: "scope", scope: "read" },
    params: idParams,
    data: oneBrand,
    status: 200,
    errors: ["brand_forbidden", "not_found"],
  }),
  update: defineEndpoint({
    method: "PATCH",
    path: "/api/v1/brands/{id}",
    operationId: "updateBrand",
    summary: "Update a brand",
    auth: { kind: "scope", scope: "write" },
    params: idParams,
    body: updateBrandSchema,
    data: oneBrand,
    status: 200,
    errors: ["brand_forbidden", "not_found"],
  }),
};
