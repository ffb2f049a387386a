import type { FieldMetadata } from "@conform-to/react";
import { getInputProps } from "@conform-to/react";
import type { MouseEvent, ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useNavigation } from "react-router";

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
  const { key, ...inputProps } = getInputProps(field, {
    type,
    ariaDescribedBy: hint ? hintIdOf(field) : undefined,
  });
  return (
    <FieldFrame field={field} label={label} hint={hint}>
      <input
        key={key}
        {...inputProps}
        autoComplete={autoComplete}
        inputMode={inputMode}
        dir={dir}
        className={inputClass}
      />
    </FieldFrame>
  );
}

/** The id of a field's hint, which its control names in aria-describedby. */
export const hintIdOf = (field: FieldMetadata<unknown>) => `${field.id}-hint`;

/**
 * The frame of one field around its control: the label, the hint (its id from `hintIdOf`) and
 * the errors. For controls `FormField` does not draw (a file, a list of suggestions).
 */
export function FieldFrame({
  field,
  label,
  hint,
  className,
  children,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={field.id} className="mb-1 block font-medium">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={hintIdOf(field)} className="text-muted mt-1 text-sm">
          {hint}
        </p>
      ) : null}
      <FieldErrors field={field} />
    </div>
  );
}

/** A file to upload (a bank's receipt, an IBAN certificate), with the types it accepts. */
export function FileField({
  field,
  label,
  hint,
  accept,
  className,
  inputClassName,
}: {
  field: FieldMetadata<File | undefined>;
  label: string;
  hint: string;
  accept: string;
  className?: string;
  inputClassName: string;
}) {
  const { key, ...props } = getInputProps(field, { type: "file", ariaDescribedBy: hintIdOf(field) });
  return (
    <FieldFrame field={field} label={label} hint={hint} className={className}>
      <input key={key} {...props} accept={accept} className={inputClassName} />
    </FieldFrame>
  );
}

/** Errors of one field, tied to it by id (its input names them in aria-describedby). */
export function FieldErrors({
  field,
  className = "mt-1",
}: {
  field: FieldMetadata<unknown>;
  className?: string;
}) {
  const message = useFieldMessage();
  return field.errors?.length ? (
    <p
      id={field.errorId}
      className={`${className ? `${className} ` : ""}text-sm font-medium text-red-700 dark:text-red-400`}
    >
      {field.errors.map(message).join(" ")}
    </p>
  ) : null;
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

/**
 * A hidden field of a Conform form: its name and value only. Constraints the schema implies
 * (`required`, `pattern`…) are not allowed on hidden inputs, and the server checks them anyway.
 */
export function HiddenField({ field }: { field: FieldMetadata<string | undefined> }) {
  const { key, id, name, form, defaultValue } = getInputProps(field, { type: "hidden" });
  return <input key={key} type="hidden" id={id} name={name} form={form} defaultValue={defaultValue} />;
}

/**
 * For a form's submit button: a mouse press does not move the focus, so the field being left is not
 * validated on blur between the press and the release. Its message would otherwise appear under the
 * field, push the button down a line in a one-column layout and the click would land beside it.
 * Submitting validates every field anyway. Keyboard and touch are unaffected.
 */
export const keepFocusOnPress = (event: MouseEvent) => event.preventDefault();

/**
 * A submit button that names its action (`intent`) and, on a page with one form per row, the row
 * (`id`). Only the button whose submission is under way is disabled and marked busy.
 */
export function IntentButton({
  intent,
  id,
  className,
  children,
}: {
  intent: string;
  id?: string;
  className: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    (id === undefined || navigation.formData?.get("id") === id);
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={busy}
      aria-busy={busy || undefined}
      className={className}
    >
      {children}
    </button>
  );
}

/**
 * A required checkbox whose label may hold a link (the terms, the special rules). Conform's errors
 * are tied to it the same way as the text fields' (aria-invalid, aria-describedby).
 * - `size`: `md` in a page's form, `sm` (tighter, smaller label) in the bid panel.
 * - `keepChecked`: checked again when the server sends the form back (as the sign-in pages do).
 */
export function CheckboxField({
  field,
  size = "md",
  keepChecked = true,
  children,
}: {
  field: FieldMetadata<unknown>;
  size?: "sm" | "md";
  keepChecked?: boolean;
  children: ReactNode;
}) {
  const message = useFieldMessage();
  const invalid = Boolean(field.errors?.length);
  const sm = size === "sm";
  return (
    <div>
      <div className={`flex items-start ${sm ? "gap-2" : "gap-3"}`}>
        <input
          key={field.key}
          id={field.id}
          name={field.name}
          type="checkbox"
          value="on"
          defaultChecked={keepChecked ? field.initialValue === "on" : undefined}
          required
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? field.errorId : undefined}
          className={`${sm ? "mt-1" : "mt-1.5"} size-5 shrink-0 accent-[var(--primary)]`}
        />
        <label htmlFor={field.id} className={sm ? "text-sm" : undefined}>
          {children}
        </label>
      </div>
      {invalid ? (
        <p id={field.errorId} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
          {field.errors!.map(message).join(" ")}
        </p>
      ) : null}
    </div>
  );
}
