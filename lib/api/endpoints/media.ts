import { z } from "@/lib/zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { idParams } from "@/lib/api/endpoints/path-params";
import { MAX_MEDIA_BYTES } from "@/lib/images/image-formats";
import { MAX_MEDIA_BODY_BYTES, mediaSchema, updateMediaSchema, uploadMediaSchema } from "@/lib/schemas/media";

const oneMedia = z.object({ media: mediaSchema });

export const mediaEndpoints = {
  upload: defineEndpoint({
    method: "POST",
    path: "/api/v1/media",
    operationId: "uploadMedia",
    summary: "Upload an image",
    description:
      `multipart/form-data with the image in \`file\` and, optionally, \`alt_text\`. JPEG, PNG, WebP or GIF, judged by decoding the file ` +
      `(a name or declared type does not count), at most ${MAX_MEDIA_BYTES} bytes (8 MB; a larger body is 413). ` +
      "The answer's `url` is the image's public address: give it as a post's `image_url`, and the post is checked against each platform's image rules. " +
      "Not idempotent by key: a repeated upload stores another copy (docs/api-decisions.md, \"Media\").",
    auth: { kind: "scope", scope: "post" },
    body: uploadMediaSchema,
    multipart: { maxBytes: MAX_MEDIA_BODY_BYTES },
    data: oneMedia,
    status: 201,
    errors: [],
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/api/v1/media/{id}",
    operationId: "getMedia",
    summary: "Get an uploaded image's facts",
    auth: { kind: "scope", scope: "read" },
    params: idParams,
    data: oneMedia,
    status: 200,
    errors: ["not_found"],
  }),
  update: defineEndpoint({
    method: "PATCH",
    path: "/api/v1/media/{id}",
    operationId: "updateMedia",
    summary: "Change an image's alt text",
    auth: { kind: "scope", scope: "post" },
    params: idParams,
    body: updateMediaSchema,
    data: oneMedia,
    status: 200,
    errors: ["not_found"],
  }),
};
