import { withApi } from "@/lib/api/with-api";
import { generateContent } from "@/lib/content/generate-content";
import { generateContentSchema } from "@/lib/schemas/content";

export const POST = withApi(async ({ caller, body }) => generateContent(caller, body), { scope: "generate", body: generateContentSchema });
