import { localComposer } from "@/lib/content/compose/local-composer";
import { modelConfig } from "@/lib/content/model/model-config";
import { modelGenerator } from "@/lib/content/model/model-generator";
import type { ContentGenerator } from "@/lib/content/types";

/** The configured model when there is one, else the local composer (no network). */
export function chooseGenerator(): ContentGenerator {
  const config = modelConfig();
  return config ? modelGenerator(config) : localComposer;
}
