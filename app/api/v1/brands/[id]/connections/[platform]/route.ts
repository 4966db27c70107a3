import { withApi } from "@/lib/api/with-api";
import { deleteConnection } from "@/lib/connections/delete-connection";

export const DELETE = withApi(async ({ caller, params }) => deleteConnection(caller, params.id, params.platform), { scope: "admin" });
