import { z } from "@/lib/zod";
import { uuidSchema } from "@/lib/schemas/common";

/** `{id}`: a UUID; anything else cannot name a resource, so the wrapper answers 404. */
export const idParams = z.object({ id: uuidSchema });

/**
 * `{id}/connections/{platform}`: any text; a name that is no platform is the handler's
 * 404 "Connection not found.", after the brand check (lib/connections/delete-connection.ts).
 */
export const connectionParams = idParams.extend({ platform: z.string() });
