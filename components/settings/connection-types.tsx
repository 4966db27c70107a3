import { PLATFORM_IDS, type PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";

export type CredentialField = { name: string; label: string; description: string; secret: boolean };

/** Short labels for the credential keys; the API's names are shown beside them. */
const FIELD_LABELS: Record<string, string> = {
  access_token: "Access token",
  page_id: "Page ID",
  page_access_token: "Page access token",
  ig_user_id: "Instagram user ID",
  threads_user_id: "Threads user ID",
  author_urn: "Author URN",
  location_name: "Location name",
  handle: "Handle",
  app_password: "App password",
};

const PLACEHOLDERS: Record<string, string> = {
  handle: "brand.bsky.social",
  author_urn: "urn:li:organization:12345",
  location_name: "accounts/123/locations/456",
};

export function isSecretField(name: string): boolean {
  return /token|password|secret/.test(name);
}

export function credentialFields(platform: PlatformId): CredentialField[] {
  return Object.entries(platformRule(platform).credentials).map(([name, { description }]) => ({
    name,
    label: FIELD_LABELS[name] ?? name.replace(/_/g, " "),
    description,
    secret: isSecretField(name),
  }));
}

export function fieldPlaceholder(name: string): string | undefined {
  return PLACEHOLDERS[name];
}

export function platformLabel(platform: PlatformId): string {
  return platformRule(platform).label;
}

/** The eight platforms, alphabetical by label (the order a person scans for). */
export const CONNECTION_PLATFORMS: PlatformId[] = [...PLATFORM_IDS].sort((a, b) => platformLabel(a).localeCompare(platformLabel(b)));
