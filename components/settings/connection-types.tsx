import { PLATFORM_IDS, type PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";

export type CredentialField = { name: string; label: string; description: string; placeholder?: string; secret: boolean };

export function isSecretField(name: string): boolean {
  return /token|password|secret/.test(name);
}

/** The platform's credential fields as the connect form asks for them (label, hint, example), from its declaration. */
export function credentialFields(platform: PlatformId): CredentialField[] {
  return Object.entries(platformRule(platform).credentials).map(([name, { label, description, placeholder }]) => ({
    name,
    label,
    description,
    placeholder,
    secret: isSecretField(name),
  }));
}

export function platformLabel(platform: PlatformId): string {
  return platformRule(platform).label;
}

/** Every platform, alphabetical by label (the order a person scans for). */
export const CONNECTION_PLATFORMS: PlatformId[] = [...PLATFORM_IDS].sort((a, b) => platformLabel(a).localeCompare(platformLabel(b)));
