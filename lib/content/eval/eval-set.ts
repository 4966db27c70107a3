import type { EvalProfile } from "@/lib/content/eval/eval-profile";
import { CRUNCHOS } from "@/lib/content/eval/profiles/crunchos";
import { HARBOUR_FOOD_BANK } from "@/lib/content/eval/profiles/harbour-food-bank";
import { NORTHBRIDGE_BANK } from "@/lib/content/eval/profiles/northbridge-bank";
import { RIDGELINE_COFFEE } from "@/lib/content/eval/profiles/ridgeline-coffee";
import { STACKWISE } from "@/lib/content/eval/profiles/stackwise";
import { TRAILBORNE } from "@/lib/content/eval/profiles/trailborne";

/** The fixed evaluation set: six differently-voiced brands, five goals each, all eight platforms. */
export const EVAL_PROFILES: readonly EvalProfile[] = [NORTHBRIDGE_BANK, CRUNCHOS, HARBOUR_FOOD_BANK, RIDGELINE_COFFEE, STACKWISE, TRAILBORNE];
