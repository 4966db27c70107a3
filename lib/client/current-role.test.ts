import { describe, expect, it } from "vitest";
import { mayApprove, maySchedule } from "@/lib/client/current-role";
import { ROLES } from "@/lib/auth/roles";

// The dashboard offers each role what the API lets it do (docs/teams.md, "Roles").

describe("what the dashboard offers each role", () => {
  it("offers scheduling to owners, admins and editors only", () => {
    expect(ROLES.filter((role) => maySchedule(role))).toEqual(["owner", "admin", "editor"]);
  });

  it("offers deciding on approvals to owners, admins and editors only", () => {
    expect(ROLES.filter((role) => mayApprove(role))).toEqual(["owner", "admin", "editor"]);
  });

  it("offers everything while the role is still loading (the API stays the judge)", () => {
    expect(maySchedule(null)).toBe(true);
    expect(mayApprove(null)).toBe(true);
  });
});
