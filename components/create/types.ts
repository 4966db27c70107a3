import type { PlatformId } from "@/lib/platforms/ids";

export type GeneratedItem = {
  platform: PlatformId;
  text: string;
  hashtags: string[];
  characterCount: number;
  variation: number;
  brandConsistency: number;
};

export type GenerateResult = {
  contents: GeneratedItem[];
  overallBrandConsistency: number;
  generator: "local-composer" | "model";
};

export type GenerateRequest = {
  brand_id: string;
  platforms: PlatformId[];
  goal: string;
  content_type: string;
  additional_context?: string;
  variations: number;
};
