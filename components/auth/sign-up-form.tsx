"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { useState, type FormEvent } from "react";
import { ApiRequestError, apiRequest, fieldErrorFrom } from "@/components/api/request";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { AuthCard } from "./auth-card";
import { MIN_PASSWORD, emailError, newPasswordError } from "./validate";

type FieldName = "name" | "email" | "password";
type Errors = Partial<Record<FieldName, string | null>>;

const FIELDS: readonly FieldName[] = ["name", "email", "password"];

export function SignUpForm() {
  const router = useRouter();
  const [values, setValues] = useState<Record<FieldName, string>>({ name: "", email: "", password: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<{ message: string; exists?: boolean } | null>(null);
  const [pending, setPending] = useState(false);

  const check: Record<FieldName, (value: string) => string | null> = {
    name: (value) => (value.trim() ? null : "Enter your name."),
    email: emailError,
    password: newPasswordError,
  };

  function update(field: FieldName, value: string) {
    setValues((prev) => ({ ...prev, [field]: value }));
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: null }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const found: Errors = Object.fromEntries(FIELDS.map((field) => [field, check[field](values[field])]));
    setErrors(found);
    const firstBad = FIELDS.find((field) => found[field]);
    if (firstBad) {
      document.getElementById(firstBad)?.focus();
      return;
    }

    setPending(true);
    const email = values.email.trim();
    try {
      await apiRequest("/api/auth/signup", { method: "POST", body: { name: values.name.trim(), email, password: values.password } });
    } catch (error) {
      const message = error instanceof Error ? error.message : "We couldn't create your account. Please try again.";
      const status = error instanceof ApiRequestError ? error.status : 0;
      const onField = status === 400 ? fieldErrorFrom(message, FIELDS) : null;
      if (onField) {
        setErrors((prev) => ({ ...prev, [onField.field]: capitalise(onField.message) }));
        document.getElementById(onField.field)?.focus();
      } else if (status === 409) {
        setFormError({ message: "An account with this email already exists.", exists: true });
      } else if (status === 403) {
        setFormError({ message: message || "Sign-up is closed on this Brandcast server. Ask its administrator for an account." });
      } else {
        setFormError({ message });
      }
      setPending(false);
      return;
    }

    try {
      const result = await signIn("credentials", { email, password: values.password, redirect: false });
      if (!result || result.error) {
        // The account exists; only the automatic sign-in failed.
        router.replace("/sign-in");
        return;
      }
      router.replace("/dashboard");
      router.refresh();
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
          onBlur={() => values.email && setErrors((prev) => ({ ...prev, email: emailError(values.email) }))}
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
          onBlur={() => values.password && setErrors((prev) => ({ ...prev, password: newPasswordError(values.password) }))}
          hint={`At least ${MIN_PASSWORD} characters.`}
          error={errors.password}
        />
        <Button type="submit" className="w-full" pending={pending} pendingLabel="Creating account…">
          Create account
        </Button>
      </form>
    </AuthCard>
  );
}

function capitalise(text: string): string {
  const trimmed = text.replace(/\.$/, "");
  return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}.`;
}
