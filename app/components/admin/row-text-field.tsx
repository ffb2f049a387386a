import { getInputProps } from "@conform-to/react";
import { FieldErrors, inputClass } from "~/components/forms/form-field";

/**
 * One text field of a back-office decision form (a bank reference, an amount, a reason): a small
 * label, the input (never autofilled), its errors tied to it.
 */
export function RowTextField({
  field,
  label,
  dir,
  className = "min-w-0",
}: {
  field: Parameters<typeof getInputProps>[0];
  label: string;
  dir?: "ltr";
  className?: string;
}) {
  const { key, ...props } = getInputProps(field, { type: "text" });
  return (
    <div className={className}>
      <label htmlFor={field.id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input key={key} {...props} dir={dir} autoComplete="off" className={inputClass} />
      <FieldErrors field={field} />
    </div>
  );
}
