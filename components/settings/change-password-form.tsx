"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { MIN_PASSWORD, explainPasswordIssue } from "@/components/auth/account-checks";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { passwordShapeProblem } from "@/lib/auth/password-rules";
import { changePassword } from "@/lib/client/account";
import { hasStatus, messageOf } from "@/lib/client/api-error";
import { checkWith, issuesFromApiMessage, toFieldErrors, type FieldIssue, type FieldMapping } from "@/lib/client/form-errors";
import { changePasswordSchema } from "@/lib/schemas/user";

type FieldName = "current" | "next" | "confirm";
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string | null>>;

const EMPTY: Values = { current: "", next: "", confirm: "" };
const FIELDS: readonly FieldName[] = ["current", "next", "confirm"];
const IDS: Record<FieldName, string> = { current: "current-password", next: "new-password", confirm: "confirm-password" };

/** The body's fields (as the API names them) on the form's inputs, worded as the form always has. */
function mapping(values: Values): FieldMapping<FieldName> {
  return {
    fieldOf: (path) => (path === "current_password" ? "current" : path === "new_password" ? "next" : null),
    explain: (field, issue: FieldIssue) =>
      field === "current" ? (values.current ? undefined : "Enter your current password.") : explainPasswordIssue(values.next, issue),
  };
}

/** The server's schema, the email rule and the confirmation, in the order a person fixes them. */
function check(values: Values, email: string): Errors {
  const body = { current_password: values.current, new_password: values.next };
  const checked = checkWith(changePasswordSchema, body, mapping(values));
  const errors: Errors = checked.ok ? {} : { ...checked.errors };
  const rule = errors.next ? null : passwordShapeProblem(values.next, email);
  if (rule) errors.next = toFieldErrors([{ path: "new_password", message: rule }], mapping(values)).next;
  if (values.confirm !== values.next) errors.confirm = "The two new passwords don't match.";
  return errors;
}

/** Current password, new password twice; on success every other session is signed out. */
export function ChangePasswordForm({ email }: { email: string }) {
  const router = useRouter();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function update(field: FieldName, value: string) {
    setValues((prev) => ({ ...prev, [field]: value }));
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: null }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const found = check(values, email);
    setErrors(found);
    const firstBad = FIELDS.find((field) => found[field]);
    if (firstBad) {
      document.getElementById(IDS[firstBad])?.focus();
      return;
    }
    setPending(true);
    try {
      const result = await changePassword({ current_password: values.current, new_password: values.next });
      setValues(EMPTY);
      const others = result.ended_sessions;
      toast.success("Password changed", others > 0 ? `Signed out ${others} other session${others === 1 ? "" : "s"}.` : "You stay signed in here.");
      router.refresh();
    } catch (error) {
      const message = messageOf(error);
      const onFields = hasStatus(error, 400) ? toFieldErrors(issuesFromApiMessage(message), mapping(values)) : {};
      const field = FIELDS.find((name) => onFields[name]);
      if (field) {
        setErrors((prev) => ({ ...prev, ...onFields }));
        document.getElementById(IDS[field])?.focus();
      } else {
        setFormError(message);
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 px-5 py-5 sm:px-6" aria-labelledby="change-password-heading">
      <div>
        <h3 id="change-password-heading" className="text-sm font-semibold text-slate-900">Change password</h3>
        <p className="mt-1 text-sm text-slate-600">Every other browser signed in to your account is signed out; this one stays signed in.</p>
      </div>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <div className="grid gap-4 sm:max-w-md">
        <Field id={IDS.current} name="current-password" type="password" label="Current password" autoComplete="current-password" required value={values.current} onChange={(e) => update("current", e.target.value)} error={errors.current} />
        <Field
          id={IDS.next}
          name="new-password"
          type="password"
          label="New password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD}
          value={values.next}
          onChange={(e) => update("next", e.target.value)}
          hint={`At least ${MIN_PASSWORD} characters, and not a common password.`}
          error={errors.next}
        />
        <Field id={IDS.confirm} name="confirm-password" type="password" label="Confirm new password" autoComplete="new-password" required value={values.confirm} onChange={(e) => update("confirm", e.target.value)} error={errors.confirm} />
      </div>
      <Button type="submit" pending={pending} pendingLabel="Changing password…">
        Change password
      </Button>
    </form>
  );
}
