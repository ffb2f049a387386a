import type { FieldMetadata } from "@conform-to/react";
import { getInputProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A field's messages: keys from the shared schemas, or text the server already translated. */
export function useFieldMessage() {
  const { t, i18n } = useTranslation();
  return (message: string) => (i18n.exists(message) ? t(message) : message);
}

export const inputClass =
  "surface border-subtle h-11 w-full rounded-lg border px-3 aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400";

type Props = {
  field: FieldMetadata<string | undefined>;
  label: string;
  type?: "text" | "email" | "tel" | "password" | "date";
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
  dir?: "ltr" | "rtl" | "auto";
  hint?: ReactNode;
};

/** A labelled input with its errors announced and tied to it (aria-invalid, aria-describedby). */
export function FormField({ field, label, type = "text", autoComplete, inputMode, dir, hint }: Props) {
  const message = useFieldMessage();
  const hintId = hint ? `${field.id}-hint` : undefined;
  const { key, ...inputProps } = getInputProps(field, { type, ariaDescribedBy: hintId });
  return (
    <div>
      <label htmlFor={field.id} className="mb-1 block font-medium">
        {label}
      </label>
      <input
        key={key}
        {...inputProps}
        autoComplete={autoComplete}
        inputMode={inputMode}
        dir={dir}
        className={inputClass}
      />
      {hint ? (
        <p id={hintId} className="text-muted mt-1 text-sm">
          {hint}
        </p>
      ) : null}
      {field.errors?.length ? (
        <p id={field.errorId} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
          {field.errors.map(message).join(" ")}
        </p>
      ) : null}
    </div>
  );
}

/** Errors of the whole form (e.g. "Too many attempts"), announced politely. */
export function FormErrors({ id, errors }: { id: string; errors?: string[] }) {
  const message = useFieldMessage();
  return (
    <div id={id} role="alert" className="empty:hidden">
      {errors?.length ? (
        <p className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
          {errors.map(message).join(" ")}
        </p>
      ) : null}
    </div>
  );
}
