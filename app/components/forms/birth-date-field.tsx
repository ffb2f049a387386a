import type { FieldMetadata } from "@conform-to/react";
import { getInputProps } from "@conform-to/react";
import {
  CalendarDate,
  GregorianCalendar,
  IslamicUmalquraCalendar,
  parseDate,
  toCalendar,
} from "@internationalized/date";
import { useState } from "react";
import { DateField, DateInput, DateSegment, I18nProvider, Label } from "react-aria-components";
import { useTranslation } from "~/i18n/use-translation";
import { toLatinDigits } from "~/i18n/format";
import { useLang } from "~/i18n/use-lang";
import { useHydrated } from "~/lib/use-hydrated";
import { FieldErrors, hintIdOf, inputClass } from "./form-field";

type Calendar = "gregory" | "islamic-umalqura";

const pad = (n: number, width: number) => String(n).padStart(width, "0");
const iso = (date: CalendarDate) => `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;

/** A typed YYYY-MM-DD in either calendar (years before 1600 are Hijri, as the schema reads them). */
function parseEither(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(toLatinDigits(value.trim()));
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  try {
    return year < 1600
      ? new CalendarDate(new IslamicUmalquraCalendar(), year, month, day)
      : parseDate(match[0]);
  } catch {
    return null;
  }
}

/**
 * The date of birth, in the Gregorian or the Umm al-Qura (Hijri) calendar as the person prefers.
 * Gregorian is the browser's own date input (it works before scripts run); Hijri is React Aria's
 * date field in the Umm al-Qura calendar, offered once scripts run. Switching keeps the date.
 * The form sends YYYY-MM-DD in the chosen calendar; the shared schema converts a Hijri date and
 * checks the age on the Gregorian one.
 */
export function BirthDateField({
  field,
  label,
  hint,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  hint: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const hydrated = useHydrated();
  const initial = parseEither(String(field.initialValue ?? ""));
  const [calendar, setCalendar] = useState<Calendar>(
    initial?.calendar.identifier === "islamic-umalqura" ? "islamic-umalqura" : "gregory",
  );
  const [date, setDate] = useState<CalendarDate | null>(initial);
  // The Gregorian input is uncontrolled (Conform's way); a new key redraws it after a switch.
  const [gregorianKey, setGregorianKey] = useState(0);
  const invalid = Boolean(field.errors?.length);
  const describedBy = [hintIdOf(field), invalid ? field.errorId : ""].filter(Boolean).join(" ");

  const switchTo = (next: Calendar) => {
    setCalendar(next);
    setGregorianKey((k) => k + 1);
  };

  const { key, ...inputProps } = getInputProps(field, { type: "date", ariaDescribedBy: hintIdOf(field) });
  const gregorianDate = date ? toCalendar(date, new GregorianCalendar()) : null;
  const hijriDate = date ? toCalendar(date, new IslamicUmalquraCalendar()) : null;

  return (
    <div>
      {calendar === "gregory" ? (
        <>
          <label htmlFor={field.id} className="mb-1 block font-medium">
            {label}
          </label>
          <input
            {...inputProps}
            key={`${key ?? ""}-${gregorianKey}`}
            defaultValue={gregorianDate ? iso(gregorianDate) : inputProps.defaultValue}
            autoComplete="bday"
            className={inputClass}
            onChange={(event) => setDate(parseEither(event.currentTarget.value))}
          />
        </>
      ) : (
        <I18nProvider locale={`${lang === "ar" ? "ar-SA" : "en-SA"}-u-ca-islamic-umalqura-nu-latn`}>
          <DateField
            value={hijriDate}
            onChange={setDate}
            aria-describedby={describedBy}
            isInvalid={invalid}
            className="grid"
          >
            <Label className="mb-1 block font-medium">{label}</Label>
            <DateInput
              className={`${inputClass} flex items-center gap-0.5 data-[invalid]:border-red-600 dark:data-[invalid]:border-red-400`}
            >
              {(segment) => (
                <DateSegment
                  segment={segment}
                  className="rounded px-0.5 tabular-nums outline-none focus:bg-primary focus:text-white data-[placeholder]:text-muted"
                />
              )}
            </DateInput>
          </DateField>
          <input type="hidden" name={field.name} value={hijriDate ? iso(hijriDate) : ""} />
        </I18nProvider>
      )}
      {hydrated ? (
        <fieldset className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <legend className="sr-only">{t("auth.fields.calendar")}</legend>
          {(["gregory", "islamic-umalqura"] as const).map((option) => (
            <label key={option} className="inline-flex items-center gap-2">
              <input
                type="radio"
                name={`${field.name}Calendar`}
                value={option}
                checked={calendar === option}
                onChange={() => switchTo(option)}
              />
              {t(option === "gregory" ? "auth.fields.gregorian" : "auth.fields.hijri")}
            </label>
          ))}
        </fieldset>
      ) : null}
      <p id={hintIdOf(field)} className="text-muted mt-1 text-sm">
        {hint}
      </p>
      <FieldErrors field={field} />
    </div>
  );
}
