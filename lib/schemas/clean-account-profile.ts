import { httpsPictureUrl } from "@/lib/schemas/https-picture-url";
import { plainAccountText } from "@/lib/schemas/plain-account-text";
import type { AccountProfile } from "@/lib/platforms/oauth-kit/connector";

/** What an account is called when the platform sent no name with anything visible in it, nor a handle. */
const UNNAMED = "Unnamed account";

/**
 * A signed-in account as it may be stored and shown: name and handle plain text, the picture an
 * https URL or null (lib/schemas/plain-account-text.ts, https-picture-url.ts). Applied when
 * a sign-in's accounts come in and again when a connection is written and read, so a row stored
 * before these rules is answered by them too. Cleaning a clean profile changes nothing.
 */
export function cleanAccountProfile(profile: AccountProfile): AccountProfile {
  const handle = plainAccountText(profile.handle);
  return { name: plainAccountText(profile.name) ?? handle ?? UNNAMED, handle, avatarUrl: httpsPictureUrl(profile.avatarUrl) };
}
