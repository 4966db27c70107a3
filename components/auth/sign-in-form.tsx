"use client";

import Link from "next/link";
import { signIn } from "next-auth/react";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { AuthCard } from "@/components/auth/auth-card";
import { accountFieldProblem } from "@/components/auth/account-checks";
import { parseThrottleCode, throttleMessage, type Throttled } from "@/lib/auth/throttle-message";

type Errors = { email?: string | null; password?: string | null };

/** Why a sign-in was refused, in words; a lock also says when it ends by the clock. */
function refusalMessage(result: { error?: string | null; status?: number } | undefined): string {
  const throttled: Throttled | null = parseThrottleCode(result?.error);
  if (throttled) {
    if (!throttled.locked) return throttleMessage(throttled);
    const until = new Date(Date.now() + throttled.retryAfterSeconds * 1000).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" });
    return `${throttleMessage(throttled)} (at ${until})`;
  }
  return result?.error === "CredentialsSignin" || result?.status === 401
    ? "That email and password don't match an account. Check them and try again."
    : "We couldn't sign you in right now. Please try again in a moment.";
}

export function SignInForm({ callbackUrl, notice }: { callbackUrl: string; notice?: string | null }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function validate(): Errors {
    return { email: accountFieldProblem("email", email), password: password ? null : "Enter your password." };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const found = validate();
    setErrors(found);
    if (found.email || found.password) {
      document.getElementById(found.email ? "email" : "password")?.focus();
      return;
    }
    setPending(true);
    try {
      const result = await signIn("credentials", { email: email.trim(), password, redirect: false });
      if (!result || result.error) {
        setFormError(refusalMessage(result));
        setPending(false);
        return;
      }
      // A full load of the page signed in for, rendered once: a client replace followed by a
      // refresh can render it twice, and a page that acts once (a platform's sign-in coming back,
      // app/connections/oauth/callback) would then show its second, spent render.
      window.location.replace(callbackUrl);
    } catch {
      setFormError("Could not reach Brandcast. Check your connection and try again.");
      setPending(false);
    }
  }

  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back. Sign in to manage your brands and posts."
      footer={
        <>
          New to Brandcast?{" "}
          <Link href="/sign-up" className="font-medium text-brand-700 hover:text-brand-600 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {formError ? <Alert tone="error">{formError}</Alert> : notice ? <Alert tone="info">{notice}</Alert> : null}
        <Field
          id="email"
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (errors.email) setErrors((prev) => ({ ...prev, email: null }));
          }}
          onBlur={() => email && setErrors((prev) => ({ ...prev, email: accountFieldProblem("email", email) }))}
          error={errors.email}
        />
        <Field
          id="password"
          name="password"
          type="password"
          label="Password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            if (errors.password) setErrors((prev) => ({ ...prev, password: null }));
          }}
          error={errors.password}
        />
        <Button type="submit" className="w-full" pending={pending} pendingLabel="Signing in…">
          Sign in
        </Button>
      </form>
      <p className="mt-6 rounded-lg bg-slate-50 px-3 py-2 text-center text-xs text-slate-500">
        Demo: <span className="font-mono">demo@brandcast.dev</span> / <span className="font-mono">brandcast-demo</span> (after{" "}
        <code className="font-mono">npm run seed</code>)
      </p>
    </AuthCard>
  );
}
