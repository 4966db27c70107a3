import { apiFetch } from "@/lib/client/api-fetch";
import { resources } from "@/lib/client/resource-store";
import type { GenerateResult } from "@/lib/client/types";
import { API } from "@/lib/client/urls";
import type { z } from "zod";
import type { generateContentSchema } from "@/lib/schemas/content";

export type GenerateRequest = z.input<typeof generateContentSchema>;
/** A request after the schema's defaults: every field present. */
export type GenerateBody = z.output<typeof generateContentSchema>;

/** Writes posts in a brand's voice; nothing is saved until the user saves a text as a post. */
export async function generateContent(request: GenerateRequest): Promise<GenerateResult> {
  const result = await apiFetch<GenerateResult>(`${API}/content/generate`, { method: "POST", body: request });
  // A generation counts in the usage report.
  resources.invalidate((key) => key.startsWith(`${API}/usage`));
  return result;
}
