import type { Plan } from "@/lib/db/generated/enums";

/** What each plan allows (docs/api-decisions.md, "Rate limits"). Key defaults (60 rpm, 1,000 rpd) fit every plan. */
export type PlanCaps = {
  maxKeyRpm: number;
  maxKeyRpd: number;
  maxActiveKeys: number;
  generationsPerMonth: number;
};

export const PLAN_CAPS: Record<Plan, PlanCaps> = {
  free: { maxKeyRpm: 60, maxKeyRpd: 1_000, maxActiveKeys: 5, generationsPerMonth: 100 },
  pro: { maxKeyRpm: 600, maxKeyRpd: 50_000, maxActiveKeys: 25, generationsPerMonth: 2_000 },
  business: { maxKeyRpm: 10_000, maxKeyRpd: 1_000_000, maxActiveKeys: 100, generationsPerMonth: 20_000 },
};
