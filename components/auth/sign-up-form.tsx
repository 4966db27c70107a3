"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { AuthCard } from "@/components/auth/auth-card";
import { ACCOUNT_FIELDS, MIN_PASSWORD, accountErrorsFromApi, accountFieldProblem, checkSignUp, type AccountField, type AccountValues } from "@/components/auth/account-checks";
import { hasStatus, messageOf } from "@/lib/client/api-error";
import { signUp } from "@/lib/client/account";
import { firstError } from "@/lib/client/form-errors";

type Errors = Partial<Record<AccountField, string | null>>;

/**
 * `callbackUrl`: where the new account goes once signed in (an invitation's page, which then
 * joins its workspace: app/invitations/[token]/page.tsx); `defaultEmail`: the invited address.
 */
export function SignUpForm({ callbackUrl = "/dashboard", defaultEmail = "" }: { callbackUrl?: string; defaultEmail?: string }) {
  const router = useRouter();
  const [values, setValues] = useState<AccountValues>({ name: "", email: defaultEmail, password: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<{ message: string; exists?: boolean } | null>(null);
  const [pending, setPending] = useState(false);

  function update(field: AccountField, value: string) {
    setValues((prev) => ({ ...prev, [field]: value }));
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: null }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const checked = checkSignUp(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      if (checked.other) setFormError({ message: checked.other });
      const first = firstError(checked.errors, ACCOUNT_FIELDS);
      if (first) document.getElementById(first)?.focus();
      return;
    }
    setErrors({});

    setPending(true);
    const { email, password } = checked.data;
    try {
      await signUp(checked.data);
    } catch (error) {
      const message = messageOf(error);
      const onFields = hasStatus(error, 400) ? accountErrorsFromApi(message, values) : {};
      const first = firstError(onFields, ACCOUNT_FIELDS);
      if (first) {
        setErrors((prev) => ({ ...prev, ...onFields }));
        document.getElementById(first)?.focus();
      } else if (hasStatus(error, 409)) {
        setFormError({ message: "An account with this email already exists.", exists: true });
      } else if (hasStatus(error, 403)) {
        setFormError({ message: message || "Sign-up is closed on this Brandcast server. Ask its administrator for an account." });
      } else {
        setFormError({ message });
      }
      setPending(false);
      return;
    }

    try {
      const result = await signIn("credentials", { email, password, redirect: false });
      if (!result || result.error) {
        // The account exists; only the automatic sign-in failed.
        router.replace("/sign-in");
        return;
      }
      // A full load of the page signed in for, rendered once: a client replace followed by a
      // refresh can render it twice, and a page that acts once (a platform's sign-in coming back,
      // app/connections/oauth/callback) would then show its second, spent render.
      window.location.replace(callbackUrl);
    } catch {
      router.replace("/sign-in");
    }
  }

  return (
    <AuthCard
      title="Create your account"
      subtitle="Start writing on-voice posts for every platform in minutes."
      footer={
        <>
          Already have an account?{" "}
          <Link href="/sign-in" className="font-medium text-brand-700 hover:text-brand-600 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {formError ? (
          <Alert tone="error">
            {formError.message}
            {formError.exists ? (
              <>
                {" "}
                <Link href="/sign-in" className="font-medium underline">
                  Sign in instead
                </Link>
                .
              </>
            ) : null}
          </Alert>
        ) : null}
        <Field
          id="name"
          name="name"
          label="Name"
          autoComplete="name"
          required
          value={values.name}
          onChange={(e) => update("name", e.target.value)}
          error={errors.name}
        />
        <Field
          id="email"
          name="email"
          type="email"
          label="Work email"
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          onChange={(e) => update("email", e.target.value)}
          onBlur={() => values.email && setErrors((prev) => ({ ...prev, email: accountFieldProblem("email", values.email) }))}
          error={errors.email}
        />
        <Field
          id="password"
          name="password"
          type="password"
          label="Password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD}
          value={values.password}
          onChange={(e) => update("password", e.target.value)}
          onBlur={() => values.password && setErrors((prev) => ({ ...prev, password: accountFieldProblem("password", values.password, values.email) }))}
          hint={`At least ${MIN_PASSWORD} characters, and not a common password.`}
          error={errors.password}
        />
        <Button type="submit" className="w-full" pending={pending} pendingLabel="Creating account…">
          Create account
        </Button>
      </form>
    </AuthCard>
  );
}
