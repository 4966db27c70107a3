import { ApiError } from "@/lib/api/errors";
import { withApi } from "@/lib/api/with-api";
import { serverEnv } from "@/lib/env";
import { signUpSchema } from "@/lib/schemas/user";
import { createUser } from "@/lib/users/create-user";

// Sign-up by email and password; signing in is NextAuth's own credentials callback.
export const POST = withApi(
  async ({ body }) => {
    if (!serverEnv().ALLOW_SIGNUP) throw new ApiError("signup_closed", "Sign-up is closed on this Brandcast server.");
    return { user: await createUser(body) };
  },
  { anonymous: true, body: signUpSchema, status: 201 },
);
