import { z } from "@/lib/zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { signUpBodySchema } from "@/lib/schemas/sign-up-body";
import { changePasswordSchema, userSchema } from "@/lib/schemas/user";

// The account's own routes, outside /api/v1 and so outside the OpenAPI document: the
// dashboard's sign-up form and the settings page's security section call them.

export const signUpEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/auth/signup",
  summary: "Create an account by email and password",
  auth: { kind: "anonymous" },
  body: signUpBodySchema,
  data: z.object({ user: userSchema }),
  status: 201,
  errors: ["email_taken", "signup_closed"],
});

/** Every other session of the user ends; wrong current passwords count against the sign-in throttle. */
export const changePasswordEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/auth/password",
  summary: "Change the signed-in user's password",
  auth: { kind: "session" },
  body: changePasswordSchema,
  data: z.object({ ended_sessions: z.number().int().min(0) }),
  status: 200,
  errors: [],
});

/** "Sign out everywhere": every session of the user ends, this one included; API keys keep working. */
export const signOutEverywhereEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/api/auth/sessions",
  summary: "End every signed-in session of the user",
  auth: { kind: "session" },
  data: z.object({ ended_sessions: z.number().int().min(0) }),
  status: 200,
  errors: [],
});

export const accountEndpoints = {
  signUp: signUpEndpoint,
  changePassword: changePasswordEndpoint,
  signOutEverywhere: signOutEverywhereEndpoint,
};
