import { apiFetch } from "@/lib/client/api-fetch";
import type { ChangePasswordInput, SignUpInput } from "@/lib/schemas/user";

/** Creates an account (POST /api/auth/signup); signing in afterwards is NextAuth's. */
export async function signUp(input: SignUpInput): Promise<void> {
  await apiFetch("/api/auth/signup", { method: "POST", body: input });
}

/** Changes the signed-in user's password (POST /api/auth/password); every other session ends. */
export async function changePassword(input: ChangePasswordInput): Promise<{ ended_sessions: number }> {
  return apiFetch("/api/auth/password", { method: "POST", body: input });
}

/** Ends every session of the user, this one included (DELETE /api/auth/sessions). */
export async function signOutEverywhere(): Promise<{ ended_sessions: number }> {
  return apiFetch("/api/auth/sessions", { method: "DELETE" });
}
