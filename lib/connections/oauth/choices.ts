import type { ConnectChoice } from "@/lib/platforms/oauth-kit/connector";
import { isObject } from "@/lib/platforms/oauth-kit/token-answer";

/** What a flow waiting for a choice keeps sealed: the choices, with their credentials. */
export function serializeChoices(choices: ConnectChoice[]): unknown {
  return { choices: choices.map((choice) => ({ ...choice, expiresAt: choice.expiresAt?.toISOString() ?? null })) };
}

export function deserializeChoices(value: unknown): ConnectChoice[] {
  const list = isObject(value) && Array.isArray(value.choices) ? value.choices : [];
  return list.map((choice: ConnectChoice & { expiresAt: string | null }) => ({ ...choice, expiresAt: choice.expiresAt ? new Date(choice.expiresAt) : null }));
}

/** A choice as the dashboard sees it: who, never the credentials. */
export function publicChoice(choice: ConnectChoice) {
  return {
    id: choice.id,
    kind: choice.kind,
    name: choice.profile.name,
    handle: choice.profile.handle,
    avatar_url: choice.profile.avatarUrl,
    description: choice.description,
  };
}
