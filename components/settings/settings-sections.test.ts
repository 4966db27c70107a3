import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SETTINGS_SECTIONS, sectionAt, sectionOfAnchor, sectionsFor } from "@/components/settings/settings-sections";
import { ROLES } from "@/lib/auth/roles";
import { brandConnectionsPath, settingsAfterSignIn } from "@/lib/connections/oauth/settings-after-sign-in";

const SETTINGS_DIR = path.resolve(__dirname, "../../app/(dashboard)/settings");

describe("the settings sections", () => {
  it("are each a page, and every page under /settings is listed (a new page needs its line)", () => {
    for (const section of SETTINGS_SECTIONS) {
      expect(existsSync(path.join(SETTINGS_DIR, section.href.replace(/^\/settings\//, ""), "page.tsx")), section.href).toBe(true);
    }
    const pages = readdirSync(SETTINGS_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(SETTINGS_DIR, entry.name, "page.tsx")))
      .map((entry) => `/settings/${entry.name}`);
    expect(SETTINGS_SECTIONS.map((section) => section.href).sort()).toEqual(pages.sort());
  });

  it("have distinct addresses and names", () => {
    expect(new Set(SETTINGS_SECTIONS.map((s) => s.href)).size).toBe(SETTINGS_SECTIONS.length);
    expect(new Set(SETTINGS_SECTIONS.map((s) => s.label)).size).toBe(SETTINGS_SECTIONS.length);
  });

  it("give every role a first section to open, and webhooks to owners and admins only", () => {
    for (const role of ROLES) expect(sectionsFor(role)[0]?.href, role).toBe("/settings/account");
    const seeWebhooks = ROLES.filter((role) => sectionsFor(role).some((s) => s.href === "/settings/webhooks"));
    expect(seeWebhooks).toEqual(["owner", "admin"]);
  });

  it("find the section of a sub-page and of an old one-page anchor", () => {
    expect(sectionAt("/settings/api-keys")?.label).toBe("API keys");
    expect(sectionAt("/settings/webhooks/anything")?.label).toBe("Webhooks");
    expect(sectionAt("/settings")).toBeUndefined();
    expect(sectionOfAnchor("#connections")?.href).toBe("/settings/connections");
    expect(sectionOfAnchor("#nothing")).toBeUndefined();
    expect(sectionOfAnchor("")).toBeUndefined();
  });

  it("include the connections page a platform's sign-in comes back to", () => {
    const listed = (url: string) => SETTINGS_SECTIONS.some((s) => s.href === new URL(url, "http://x").pathname);
    expect(listed(settingsAfterSignIn("b1", "x_twitter"))).toBe(true);
    expect(listed(brandConnectionsPath("b1"))).toBe(true);
    expect(brandConnectionsPath("b1")).toBe("/settings/connections?brand=b1");
    expect(brandConnectionsPath(null)).toBe("/settings/connections");
  });
});
