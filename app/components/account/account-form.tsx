import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { refusalAlert, type FormRefusal } from "#contracts/form-refusal.ts";
import { useRefusalFocus } from "../../lib/form/use-refusal-focus";

/** The frame of the login, registration and reset pages: a heading and a narrow card. */
export function AccountPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <div className="container-page flex justify-center py-12 sm:py-16">
      <div className="w-full max-w-md border border-stone/70 bg-white/50 px-6 py-8 sm:px-10 sm:py-10">
        <h1 className="text-center font-display text-4xl text-espresso">{title}</h1>
        {intro && <p className="mt-2 text-center text-sm text-taupe">{intro}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </div>
  );
}

/**
 * A form posting to its route's action (works without JavaScript), with its outcome shown. A
 * refusal's alert names the refused fields by `fieldLabels` (in the form's order) and the first
 * refused field takes focus (decision 052); the fields mark themselves.
 */
export function AccountForm({
  submitLabel,
  busyLabel,
  error,
  refusal,
  fieldLabels = {},
  success,
  children,
}: {
  submitLabel: string;
  busyLabel: string;
  error?: string;
  refusal?: FormRefusal;
  fieldLabels?: Record<string, string>;
  success?: string;
  children: ReactNode;
}) {
  const isBusy = useNavigation().state === "submitting";
  const formRef = useRefusalFocus(refusal);
  const alert = refusal ? refusalAlert(refusal, fieldLabels) : error;
  return (
    <Form ref={formRef} method="post" noValidate className="space-y-4">
      {children}
      {alert && (
        <p role="alert" className="border border-wine/40 bg-wine/5 px-4 py-3 text-sm text-wine">
          {alert}
        </p>
      )}
      {success && (
        <p
          role="status"
          className="border border-gold/50 bg-gold/10 px-4 py-3 text-sm text-espresso"
        >
          {success}
        </p>
      )}
      <button
        type="submit"
        disabled={isBusy}
        className="h-12 w-full bg-espresso text-xs tracking-[0.25em] text-ivory uppercase transition hover:bg-ink disabled:opacity-60"
      >
        {isBusy ? busyLabel : submitLabel}
      </button>
    </Form>
  );
}

/** A quiet link under a form, e.g. to registration. */
export function AccountLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-espresso underline underline-offset-4 hover:text-gold">
      {children}
    </Link>
  );
}
