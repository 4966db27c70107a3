import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS } from "@/lib/api/audit-actions";
import { endpointName } from "@/lib/api/endpoint";
import { ENDPOINTS } from "@/lib/api/endpoints";

// Every write is in the audit trail: a declared endpoint that is not a GET without an action
// here would answer without recording anything (lib/api/steps/record-audit.ts).

describe("audit actions", () => {
  it("every declared write has exactly one stable action; no entry names an endpoint that is gone", () => {
    const writes = ENDPOINTS.filter((endpoint) => endpoint.method !== "GET").map(endpointName);
    expect(writes.filter((name) => !AUDIT_ACTIONS[name])).toEqual([]);
    expect(Object.keys(AUDIT_ACTIONS).filter((name) => !writes.includes(name))).toEqual([]);
    const actions = Object.values(AUDIT_ACTIONS).map((entry) => entry.action);
    expect(new Set(actions).size).toBe(actions.length);
    for (const action of actions) expect(action).toMatch(/^[a-z_]+\.[a-z_]+$/);
  });
});
