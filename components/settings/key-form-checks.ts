import { checkWith, issuesFromApiMessage, toFieldErrors, type Checked, type FieldErrors, type FieldMapping } from "@/lib/client/form-errors";
import { createApiKeySchema, RPD_BOUNDS, RPM_BOUNDS, type CreateApiKeyInput } from "@/lib/schemas/api-key";
import type { Scope } from "@/lib/auth/scopes";
import type { PlanCaps } from "@/lib/users/plans";

export type KeyField = "name" | "scopes" | "brand_ids" | "agent_type" | "rate_limit_rpm" | "rate_limit_rpd" | "expires_at";
export type KeyErrors = FieldErrors<KeyField>;
export const KEY_FIELD_ORDER: readonly KeyField[] = ["name", "scopes", "brand_ids", "agent_type", "rate_limit_rpm", "rate_limit_rpd", "expires_at"];

export type KeyFormValues = {
  name: string;
  scopes: Scope[];
  brandMode: "all" | "chosen";
  chosenBrands: string[];
  agentType: string;
  rpm: string;
  rpd: string;
  /** An <input type="datetime-local"> value (local time), or "". */
  expires: string;
};

/** The caps of the user's plan that bound a key's limits (lib/users/plans.ts), passed from the server page. */
export type KeyCaps = Pick<PlanCaps, "maxKeyRpm" | "maxKeyRpd">;
export type RateBounds = { min: number; max: number; default: number };

/** What a key's limits may be: the schema's bounds, narrowed by the plan's caps; the schema's defaults. */
export function rateBounds(caps: KeyCaps): { rpm: RateBounds; rpd: RateBounds } {
  const shape = createApiKeySchema.shape;
  return {
    rpm: { min: RPM_BOUNDS.min, max: Math.min(RPM_BOUNDS.max, caps.maxKeyRpm), default: shape.rate_limit_rpm.parse(undefined) },
    rpd: { min: RPD_BOUNDS.min, max: Math.min(RPD_BOUNDS.max, caps.maxKeyRpd), default: shape.rate_limit_rpd.parse(undefined) },
  };
}

export function blankKeyForm(bounds: { rpm: RateBounds; rpd: RateBounds }): KeyFormValues {
  return { name: "", scopes: ["read"], brandMode: "all", chosenBrands: [], agentType: "", rpm: String(bounds.rpm.default), rpd: String(bounds.rpd.default), expires: "" };
}

const wholeNumber = (value: string) => (/^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN);
const range = (bounds: RateBounds) => `Enter a whole number from ${bounds.min} to ${bounds.max.toLocaleString()}.`;

function mapping(bounds: { rpm: RateBounds; rpd: RateBounds }): FieldMapping<KeyField> {
  return {
    fieldOf: (path) => KEY_FIELD_ORDER.find((field) => path === field || path.startsWith(`${field}[`)) ?? null,
    explain: (field, issue) => {
      switch (field) {
        case "name":
          return issue.code === "too_big" ? `Use at most ${issue.limit} characters.` : "Give the key a name, so you can tell it apart later.";
        case "scopes":
          return "Choose at least one scope.";
        case "brand_ids":
          return issue.code === "too_small" ? "Choose at least one brand, or allow all brands." : undefined;
        case "agent_type":
          return issue.code === "too_big" ? `Use at most ${issue.limit} characters.` : undefined;
        case "rate_limit_rpm":
          return range(bounds.rpm);
        case "rate_limit_rpd":
          return range(bounds.rpd);
        case "expires_at":
          return issue.code === "custom" ? "Choose a time in the future." : "Enter a valid date and time.";
      }
    },
  };
}

/** The body of POST /api-keys, checked by the server's schema and the plan's caps. */
export function checkKeyForm(values: KeyFormValues, caps: KeyCaps): Checked<CreateApiKeyInput, KeyField> {
  const bounds = rateBounds(caps);
  const expires = values.expires ? new Date(values.expires) : null; // datetime-local: read as local time
  const body = {
    name: values.name,
    scopes: values.scopes,
    brand_ids: values.brandMode === "all" ? null : values.chosenBrands,
    agent_type: values.agentType.trim() || null,
    rate_limit_rpm: wholeNumber(values.rpm),
    rate_limit_rpd: wholeNumber(values.rpd),
    expires_at: expires === null ? null : Number.isNaN(expires.getTime()) ? values.expires : expires.toISOString(),
  };
  const checked = checkWith(createApiKeySchema, body, mapping(bounds));
  const errors: KeyErrors = checked.ok ? {} : { ...checked.errors };
  // The plan's caps are checked by the server when the key is created; say so before sending.
  if (!errors.rate_limit_rpm && body.rate_limit_rpm > bounds.rpm.max) errors.rate_limit_rpm = range(bounds.rpm);
  if (!errors.rate_limit_rpd && body.rate_limit_rpd > bounds.rpd.max) errors.rate_limit_rpd = range(bounds.rpd);
  if (checked.ok && Object.keys(errors).length === 0) return checked;
  return { ok: false, errors, other: checked.ok ? null : checked.other };
}

/** Field errors out of the API's 400 message (e.g. the plan's cap), as sentences. */
export function keyErrorsFromApi(message: string): KeyErrors {
  return toFieldErrors(issuesFromApiMessage(message), { fieldOf: mapping(rateBounds({ maxKeyRpm: RPM_BOUNDS.max, maxKeyRpd: RPD_BOUNDS.max })).fieldOf });
}
