import { cleanAccountProfile } from "@/lib/schemas/clean-account-profile";
import { plainAccountText } from "@/lib/schemas/plain-account-text";
import type { ConnectChoice } from "@/lib/platforms/oauth-kit/connector";
import { isObject } from "@/lib/platforms/oauth-kit/token-answer";

/** A choice as the platform described it, made storable and showable: plain text, an https picture. */
export function cleanChoice(choice: ConnectChoice): ConnectChoice {
  return { ...choice, profile: cleanAccountProfile(choice.profile), description: plainAccountText(choice.description) };
}

/** What a flow waiting for a choice keeps sealed: the choices, with their credentials. */
export function serializeChoices(choices: ConnectChoice[]): unknown {
  return { choices: choices.map((choice) => ({ ...choice, expiresAt: choice.expiresAt?.toISOString() ?? null })) };
}

export function deserializeChoices(value: unknown): ConnectChoice[] {
  const list = isObject(value) && Array.isArray(value.choices) ? value.choices : [];
  return list.map((choice: ConnectChoice & { expiresAt: string | null }) => ({ ...choice, expiresAt: choice.expiresAt ? new Date(choice.expiresAt) : null }));
}

/** A choice as the dashboard sees it: who, never the credentials; cleaned again on the way out. */
export function publicChoice(choice: ConnectChoice) {
  const { profile, description } = cleanChoice(choice);
  return {
    id: choice.id,
    kind: choice.kind,
    name: profile.name,
    handle: profile.handle,
    avatar_url: profile.avatarUrl,
    description,
  };
}
