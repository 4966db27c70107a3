import { signUpEndpoint } from "@/lib/api/endpoints/account";
import { route } from "@/lib/api/route";
import { serverEnv } from "@/lib/env/server-env";
import { ApiError } from "@/lib/errors";
import { createUser } from "@/lib/users/create-user";

// Sign-up by email and password; signing in is NextAuth's own credentials callback.
export const POST = route(signUpEndpoint, async ({ body }) => {
  if (!serverEnv().ALLOW_SIGNUP) throw new ApiError("signup_closed", "Sign-up is closed on this Brandcast server.");
  return { user: await createUser(body) };
});
